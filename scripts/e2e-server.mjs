// The server the browser tests talk to: the compiled server in production mode, a fresh embedded database with
// demo data in .data-e2e/, and map tiles pointed at this server so no test needs the network.
import fs from 'node:fs';
import path from 'node:path';
import { root, runCompiled } from './lib.mjs';

const port = process.env.PORT ?? '3111';
const dataDir = path.join(root, `.data-e2e-${port}`);
// Without Redis: rate limits then count per server, so the journeys' shards running side by
// side, or a run started minutes after another, do not spend one another's sign-up allowance
// (ten in ten minutes per address) in a shared Redis. One server per shard needs no fan-out.
const { REDIS_URL: _sharedRedis, ...inherited } = process.env;
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(
  await runCompiled('server', {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      // A developer's .env (a DATABASE_URL, SMTP_URL) must not reach the journeys' server.
      ENV_FILE: 'none',
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${port}`,
      MAP_TILE_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
      // The calendar journey imports a feed it serves itself on 127.0.0.1 (e2e/ical.spec.ts).
      ICAL_ALLOW_PRIVATE: 'true',
    },
  }),
);
