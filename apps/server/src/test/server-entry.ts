import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server, the folder server processes started by tests run in. */
export const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** The newest change under a file or folder, in ms. */
function newestChange(file: string): number {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(file, name))), stat.mtimeMs);
}

const ENTRIES = {
  server: { source: 'src/server.ts', compiled: 'dist/server.js' },
  migrate: { source: 'src/scripts/migrate.ts', compiled: 'dist/migrate.js' },
};

let compiledIsFresh: boolean | null = null;

/**
 * Node's arguments to run a server entry from serverDir: the compiled one (dist/, what
 * production runs) when it is newer than every source it is built from, as after
 * `npm run build`; else the source through tsx, which spends seconds of CPU compiling it in
 * every process.
 */
export function entryArgs(name: keyof typeof ENTRIES): string[] {
  compiledIsFresh ??= (() => {
    const built = Math.min(
      ...Object.values(ENTRIES).map((entry) => newestChange(path.join(serverDir, entry.compiled))),
    );
    const sources = ['src', '../../packages/shared/src', 'package.json', 'scripts/build.mjs'];
    return (
      built > 0 && sources.every((source) => newestChange(path.join(serverDir, source)) < built)
    );
  })();
  const entry = ENTRIES[name];
  return compiledIsFresh ? [entry.compiled] : ['--import', 'tsx', entry.source];
}
