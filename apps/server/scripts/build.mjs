// `npm run build -w @ownless/server`: compiles the server to JavaScript in apps/server/dist,
// so production runs no TypeScript tooling. One ESM bundle per entry (the server, and the
// migrate and seed commands) with @ownless/shared inside; every npm dependency stays an
// import resolved from node_modules at run time (native modules, PGlite's WebAssembly).
// Source maps sit beside the bundles for stack traces (node --enable-source-maps); nothing
// serves them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const own = readJson(path.join(serverDir, 'package.json'));
const shared = readJson(path.join(serverDir, '../../packages/shared/package.json'));
const external = [
  ...Object.keys(own.dependencies ?? {}),
  ...Object.keys(shared.dependencies ?? {}),
].filter((name) => !name.startsWith('@ownless/'));

// Overwritten in place, not emptied first: a server started from it meanwhile keeps its files.
const outdir = path.join(serverDir, 'dist');
const started = Date.now();
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/scripts/migrate.ts',
    seed: 'src/scripts/seed.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  legalComments: 'none',
});
// The message catalogs beside the bundles, read when the server starts (src/i18n/catalogs.ts):
// the server's own and the shared contracts' field messages, in one folder per language.
for (const from of ['src/locales', '../../packages/shared/src/locales']) {
  fs.cpSync(path.join(serverDir, from), path.join(outdir, 'locales'), { recursive: true });
}
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, output]) => `${path.basename(file)} ${(output.bytes / 1024).toFixed(0)} KB`);
console.log(
  `server compiled to ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms: ${bytes.join(', ')}`,
);
