import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Server tests run against PGlite always, and the same suite against a real PostgreSQL
 * server when TEST_DATABASE_URL is set (CI sets it).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
/** Tests of what Redis shares between instances run when REDIS_URL is set (CI sets it). */
const redisUrl = process.env.REDIS_URL ?? '';

const base = {
  root,
  environment: 'node' as const,
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Closes what a file's describe blocks share (the database useTestApp opens once per file).
  setupFiles: ['./src/test/setup-file.ts'],
};

export const serverProjects = [
  {
    test: {
      ...base,
      name: 'server',
      globalSetup: ['./src/test/global-setup-pglite.ts'],
      provide: { testRedisUrl: redisUrl },
    },
  },
  ...(pgUrl
    ? [
        {
          test: {
            ...base,
            name: 'server-postgres',
            // Only the tests that touch the database; pure ones run once, above.
            include: [
              'src/modules/**/*.test.ts',
              'src/jobs/**/*.test.ts',
              'src/db/**/*.test.ts',
              'src/plugins/error-handler.test.ts',
              'src/plugins/metrics.test.ts',
            ],
            globalSetup: ['./src/test/global-setup-postgres.ts'],
            provide: { testDatabaseUrl: pgUrl, testRedisUrl: redisUrl },
          },
        },
      ]
    : []),
];

export default defineConfig({ test: { projects: serverProjects } });
