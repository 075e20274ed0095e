import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { mailTo, signedInUser } from '../test/auth';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { policyHeader } from './security';

/** The directive of a Content-Security-Policy header, as its list of sources. */
function directive(csp: unknown, name: string): string[] {
  const found = String(csp)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${String(csp)}`);
  return found.slice(1);
}

describe('caching of signed-in answers', () => {
  const t = useTestApp();

  it('marks every answer to a signed-in request no-store, public ones included', async () => {
    const { headers } = await signedInUser(t);
    for (const url of [
      '/api/config',
      '/api/categories',
      '/api/places/autocomplete?q=Spring',
      '/api/user/personal/info',
      '/api/no-such-route',
    ]) {
      const res = await t.request({ method: 'GET', url, headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('marks the answers that hand out a token no-store: sign-up, login, two-factor', async () => {
    const register = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: {
        first_name: 'A',
        last_name: 'B',
        email: 'cache@example.test',
        password: 'Cache-test-pass-7',
        password_confirmation: 'Cache-test-pass-7',
      },
    });
    expect(register.status).toBe(201);
    expect(register.headers['cache-control']).toBe('no-store');

    const user = await createUser(t.database.db);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.body.data.token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');

    const twoFactor = await createUser(t.database.db, { twoFAEnabled: true });
    const challenge = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: twoFactor.email, password: TEST_PASSWORD },
    });
    expect(challenge.headers['cache-control']).toBe('no-store');
    const [mail] = await mailTo(t, twoFactor.email);
    const code = /(\d{6})/.exec(mail!.subject)![1];
    const verified = await t.request({
      method: 'POST',
      url: '/api/2fa/verify',
      payload: { challenge_token: challenge.body.data.challenge_token, code },
    });
    expect(verified.body.data.token).toBeTruthy();
    expect(verified.headers['cache-control']).toBe('no-store');

    const link = new URL((await mailTo(t, 'cache@example.test'))[0]!.links[0]!);
    const follow = await t.request({ method: 'GET', url: link.pathname + link.search });
    expect(follow.status).toBe(302);
    expect(follow.headers['cache-control']).toBe('no-store');
  });

  it('keeps the caching of anonymous public answers', async () => {
    expect((await t.request({ method: 'GET', url: '/api/config' })).headers['cache-control']).toBe(
      'public, max-age=300',
    );
    // Reference content is public but revalidated, so an operator's edit shows at once
    // (decision 0016).
    expect(
      (await t.request({ method: 'GET', url: '/api/categories' })).headers['cache-control'],
    ).toBe('public, no-cache');
    // An unknown or revoked token is an anonymous request.
    const stale = await t.request({
      method: 'GET',
      url: '/api/categories',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(stale.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('Content-Security-Policy connect-src', () => {
  describe('by default', () => {
    const t = useTestApp();

    it("is 'self' only: no blanket ws: or wss:, on the API, the pages and errors", async () => {
      for (const url of ['/api/health/live', '/api/no-such-route', '/no-such-page']) {
        const res = await t.request({ method: 'GET', url });
        expect(directive(res.headers['content-security-policy'], 'connect-src'), url).toEqual([
          "'self'",
        ]);
      }
    });
  });

  describe('with Google Maps and Stripe configured', () => {
    const t = useTestApp({
      GOOGLE_MAPS_API_KEY: 'maps-key',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    });

    it('adds exactly their hosts', async () => {
      const res = await t.request({ method: 'GET', url: '/api/health/live' });
      expect(directive(res.headers['content-security-policy'], 'connect-src').sort()).toEqual(
        [
          "'self'",
          'https://*.googleapis.com',
          'https://api.stripe.com',
          'https://maps.googleapis.com',
          'https://maps.gstatic.com',
        ].sort(),
      );
    });
  });
});

describe('Content-Security-Policy img-src', () => {
  describe('by default', () => {
    const t = useTestApp();

    it('allows images from this origin, data/blob URLs and the map tiles only', async () => {
      const res = await t.request({ method: 'GET', url: '/api/health/live' });
      expect(directive(res.headers['content-security-policy'], 'img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://*.tile.openstreetmap.org',
      ]);
    });
  });

  describe('with uploads linked from a public bucket (S3_PUBLIC_URL)', () => {
    const t = useTestApp({
      STORAGE: 's3',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'ownless-uploads',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.test/ownless',
    });

    it('adds the bucket’s origin', async () => {
      const res = await t.request({ method: 'GET', url: '/api/health/live' });
      expect(directive(res.headers['content-security-policy'], 'img-src')).toContain(
        'https://cdn.example.test',
      );
    });
  });
});

describe('the headers of a page and of an API answer', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><script>document.title="x"</script><div id="root"></div>',
  );
  const t = useTestApp({ APP_URL: 'https://rent.example.test' }, { webDist: () => dist });
  const security = (headers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(headers).filter(
        ([name]) =>
          ![
            'cache-control',
            'connection',
            'content-length',
            'content-type',
            'date',
            // Caching, not security: a page varies with the visitor's language.
            'vary',
            'x-request-id',
          ].includes(name),
      ),
    );

  it('are the same set, the policy with the page’s inline script included', async () => {
    const api = await t.request({ method: 'GET', url: '/api/health/live' });
    const page = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(security(page.headers)).toEqual(security(api.headers));
    expect(Object.keys(security(api.headers)).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(directive(page.headers['content-security-policy'], 'script-src')).toHaveLength(2);
  });

  it('write a rebuilt page’s policy as Helmet writes the policy of every other answer', () => {
    const directives = {
      'default-src': ["'self'"],
      'script-src': ["'self'", "'sha256-abc='"],
      'upgrade-insecure-requests': [],
      'worker-src': null,
      'img-src': ["'self'", 'data:'],
    };
    let written = '';
    fastifyHelmet.contentSecurityPolicy({ useDefaults: false, directives })(
      {} as never,
      { setHeader: (_name: string, value: string) => (written = value) } as never,
      () => {},
    );
    expect(policyHeader(directives)).toBe(written);
  });
});
