// `npm run test:e2e`: build the web app and compile the server (the journeys run against
// what production runs), then run the Playwright journeys in Chromium: all of them in groups
// side by side (E2E_SHARDS), or, given Playwright arguments (a file, --grep), in one run.
// Without a browser it says so loudly and skips (CI always installs Debian's chromium).
import {
  buildServerIfNeeded,
  buildWebIfNeeded,
  findChromium,
  journeyShards,
  runJourneys,
} from './lib.mjs';

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
const args = process.argv.slice(2);
process.exit(await runJourneys({ chromium, shards: args.length > 0 ? 1 : journeyShards(), args }));
