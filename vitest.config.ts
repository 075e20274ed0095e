import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';

/**
 * Test files at once, in every project. Vitest's default is one fewer than the cores: a
 * single worker on a 2-core machine such as CI, where every file then runs after another. The
 * server tests spend much of each file waiting on the database, sockets and timers, so one
 * worker per core, and never fewer than two, keeps both cores busy. Files are independent
 * (each server test file gets its own database), as on a developer's many-core machine.
 *
 * Set through VITEST_MAX_WORKERS, which Vitest reads for the root and for each project's own
 * config file alike (projects share the pool only when their counts agree); a value already
 * set wins.
 */
process.env.VITEST_MAX_WORKERS ??= String(Math.max(2, os.availableParallelism()));

/** Every workspace's unit and API tests in one run (`npm run test:unit`). */
export default defineConfig({
  test: {
    projects: [
      'packages/shared/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      ...serverProjects,
    ],
  },
});
