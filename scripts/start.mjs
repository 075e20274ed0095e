// `npm start`: build the web app and compile the server if either is missing or stale, then
// run the compiled server (which migrates, seeds an empty database and serves API, SPA and
// images on PORT). Production runs JavaScript only; no TypeScript tooling at run time.
import { buildServerIfNeeded, buildWebIfNeeded, runCompiled } from './lib.mjs';

for (const build of [buildWebIfNeeded, buildServerIfNeeded]) {
  const code = await build();
  if (code !== 0) process.exit(code);
}
process.exit(await runCompiled('server', { env: { NODE_ENV: 'production', ...process.env } }));
