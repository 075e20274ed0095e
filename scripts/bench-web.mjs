// `npm run bench:web`: builds the app, starts the compiled server on a fresh embedded
// database with demo data, and loads the first pages in Chromium (CHROME_PATH or Debian's)
// at a phone's size, counting what the browser fetched: JavaScript requests and bytes
// transferred (compressed, as sent), CSS, and the largest chunks. Each page in a new
// context, so nothing comes from the browser's cache. Knobs: BENCH_WEB_PORT (3995),
// BENCH_WEB_PAGES (comma-separated paths).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildServerIfNeeded, buildWebIfNeeded, findChromium, root } from './lib.mjs';
import { spawn } from 'node:child_process';

const port = Number(process.env.BENCH_WEB_PORT ?? 3995);
const base = `http://127.0.0.1:${port}`;
const chromePath = findChromium();
if (!chromePath) {
  console.error('No Chromium: set CHROME_PATH or `apt-get install -y chromium`.');
  process.exit(1);
}
for (const build of [buildWebIfNeeded, buildServerIfNeeded])
  if ((await build()) !== 0) process.exit(1);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-bench-web-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 120) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const listing = (await (await fetch(`${base}/api/listings?per_page=1`)).json()).items[0].id;
  const pages = process.env.BENCH_WEB_PAGES?.split(',') ?? [
    '/',
    '/grid',
    `/listing-detail/${listing}`,
  ];
  const browser = await chromium.launch({ executablePath: chromePath });
  console.log(`[bench:web] first load at 412×823, compressed bytes as transferred (${base})`);
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    const responses = new Map();
    const sizes = new Map();
    cdp.on('Network.responseReceived', (e) => responses.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1000);
    const files = [...responses].map(([id, url]) => ({ url, bytes: sizes.get(id) ?? 0 }));
    const js = files.filter((f) => new URL(f.url).pathname.endsWith('.js'));
    const css = files.filter((f) => new URL(f.url).pathname.endsWith('.css'));
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    const sum = (list) => list.reduce((total, f) => total + f.bytes, 0);
    const largest = [...js]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((f) => `${path.basename(new URL(f.url).pathname)} ${kb(f.bytes)}`);
    console.log(
      `[bench:web] ${page}: JS ${js.length} requests, ${kb(sum(js))}; CSS ${css.length}, ${kb(sum(css))}; all ${files.length} requests, ${kb(sum(files))}`,
    );
    console.log(`[bench:web]   largest JS: ${largest.join(', ')}`);
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}
