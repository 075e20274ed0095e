// The server the browser tests talk to: the compiled server in production mode, a fresh embedded database with
// demo data in .data-e2e/, and map tiles pointed at this server so no test needs the network.
import fs from 'node:fs';
import path from 'node:path';
import { root, runCompiled } from './lib.mjs';

const port = process.env.PORT ?? '3111';
const dataDir = path.join(root, `.data-e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(
  await runCompiled('server', {
    env: {
      ...process.env,
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
