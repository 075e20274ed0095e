// `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database in
// DATA_DIR) and exits. Deployments run it once before rolling their instances.
import { buildServerIfNeeded, runCompiled } from './lib.mjs';

const built = await buildServerIfNeeded();
if (built !== 0) process.exit(built);
process.exit(await runCompiled('migrate', { env: { NODE_ENV: 'production', ...process.env } }));
