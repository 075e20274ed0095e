// `npm run test:e2e`: build the web app and compile the server (the journeys run against
// what production runs), then run the Playwright journeys in Chromium.
// Without a browser it says so loudly and skips (CI always installs Debian's chromium).
import { buildServerIfNeeded, buildWebIfNeeded, findChromium, run } from './lib.mjs';

const chromium = findChromium();
if (!chromium) {
  console.warn(
    '\n\x1b[33m!!! No Chromium found (set CHROME_PATH or `apt-get install -y chromium`): SKIPPING the browser tests. !!!\x1b[0m\n',
  );
  process.exit(0);
}
for (const build of [buildWebIfNeeded, buildServerIfNeeded]) {
  const code = await build();
  if (code !== 0) process.exit(code);
}
process.exit(
  await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { ...process.env, CHROME_PATH: chromium },
  }),
);
