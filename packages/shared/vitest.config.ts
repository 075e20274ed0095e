import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers';

export default defineConfig({
  test: {
    name: 'shared',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['src/**/*.test.ts'],
    maxWorkers,
  },
});
