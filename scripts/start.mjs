// `npm start`: build the web app if it is missing or stale, then run the server (which
// migrates, seeds an empty database and serves API, SPA and images on PORT).
import { buildWebIfNeeded, run } from './lib.mjs';

const built = await buildWebIfNeeded();
if (built !== 0) process.exit(built);
process.exit(
  await run(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { NODE_ENV: 'production', ...process.env },
  }),
);
