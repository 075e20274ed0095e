import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtWeb, useTestApp } from './test/app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><script>document.documentElement.dataset.v="1"</script><div id="root">v1</div>',
);
fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), 'console.log(1)');
fs.writeFileSync(
  path.join(dist, 'assets', 'app-abc.js.br'),
  zlib.brotliCompressSync('console.log(1)'),
);
fs.writeFileSync(
  path.join(dist, 'assets', 'app-abc.js.map'),
  '{"version":3,"sources":["secret.ts"]}',
);

describe('serving the single-page app', () => {
  const t = useTestApp({}, { webDist: () => dist });

  it('answers app routes with index.html (history fallback)', async () => {
    // (A listing, owner or article that does not exist answers 404: modules/seo/seo.routes.test.ts.)
    for (const url of ['/', '/listings', '/admin/profile', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('v1');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a script only the headers that act on scripts; pages keep the whole set', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    for (const res of [script, brotli])
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'etag',
      'last-modified',
      'x-request-id',
    ])
      expect(script.headers[name], name).toBeUndefined();

    for (const url of ['/', '/grid']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['x-request-id'], url).toBeTruthy();
    }
  });

  it('keeps JSON 404s for the API and missing files', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toMatch(/No API route/);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    // A missing file keeps the id a support request would quote (a served one drops it).
    expect(asset.headers['x-request-id']).toBeTruthy();
  });

  it('never serves source maps, though they sit beside the bundles', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc.js.map',
        headers: { accept },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret.ts');
    }
  });

  it('allows the inline script by hash in the Content-Security-Policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });

  it("lets a page start workers from this origin's files (index.html's ICU warm-up), not from a blob or another site", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const workerSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('worker-src '));
    expect(workerSrc).toBe("worker-src 'self'");
  });

  it('serves a rebuilt page and its new assets without a restart', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'app-def.js'), 'console.log(2)');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><script>document.documentElement.dataset.v="2"</script><div id="root">v2</div>',
    );
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(dist, 'index.html'), future, future);
    const sha = (body: string) =>
      `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;
    for (const url of ['/', '/listings']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.body).toContain('v2');
      // The rebuilt page's own inline script is allowed, the first build's no longer.
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain(sha('document.documentElement.dataset.v="2"'));
      expect(policy).not.toContain(sha('document.documentElement.dataset.v="1"'));
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-def.js' });
    expect(asset.statusCode).toBe(200);
  });
});

describe('the first paint of home and the search pages', () => {
  // As the build writes it (apps/web/vite.config.ts): a marker after the navigation frame,
  // then one template per path.
  const built = builtWeb(
    '<!doctype html><div id="root"><nav>frame</nav><!--first-paint-->' +
      '<template id="first-paint:/"><h1>Own less</h1></template>' +
      '<template id="first-paint:/grid"><h1>Listings in a grid, from $&amp; up</h1></template>' +
      '</div>',
  );
  const t = useTestApp({}, { webDist: () => built });
  const page = async (url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  it("puts each page's own words in the HTML, after the frame, and sends no templates", async () => {
    const home = await page('/');
    expect(home).toContain('<nav>frame</nav><div data-first-paint=""><h1>Own less</h1></div>');
    expect(home).not.toContain('Listings in a grid');
    for (const url of ['/grid', '/grid/', '/grid?page=2']) {
      const grid = await page(url);
      // Copied as written: `$&` is text, not a replacement pattern.
      expect(grid, url).toContain(
        '<div data-first-paint=""><h1>Listings in a grid, from $&amp; up</h1></div>',
      );
      expect(grid, url).not.toContain('Own less');
    }
    for (const html of [home, await page('/grid'), await page('/no/such/page')]) {
      expect(html).not.toContain('<template');
      expect(html).not.toContain('<!--first-paint-->');
    }
    expect(await page('/no/such/page')).toContain('<nav>frame</nav></div>');
  });
});
