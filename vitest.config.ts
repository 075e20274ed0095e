import { defineConfig } from 'vitest/config';
import { serverProjects } from './apps/server/vitest.config.ts';
import { maxWorkers } from './vitest.workers.ts';

/** Every workspace's unit and API tests in one run (`npm run test:unit`). */
export default defineConfig({
  test: {
    maxWorkers,
    projects: ['packages/shared/vitest.config.ts', 'apps/web/vitest.config.ts', ...serverProjects],
  },
});
