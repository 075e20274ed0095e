import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './vite.config.ts';
import { WEB_ISOLATED } from './vitest.isolated-files.ts';

/**
 * A web test project: `name`, which files, and whether each file gets a module registry of
 * its own. Files that replace modules run isolated (vitest.isolated-files.ts, `web-isolated`);
 * the others share a registry per worker (`web`).
 */
export function webTestConfig(
  test: { name: string; isolate: boolean } & ({ include: string[] } | { exclude: string[] }),
) {
  return defineConfig({
    plugins: [...linguiPlugins(), react()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    test: {
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      ...test,
      ...('exclude' in test ? { exclude: ['**/node_modules/**', ...test.exclude] } : {}),
    },
  });
}

export default webTestConfig({ name: 'web', isolate: false, exclude: WEB_ISOLATED });
