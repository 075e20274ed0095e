import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { signedInUser } from '../test/auth';

const TOKEN = 'metrics-token-for-tests-0123456789';
const series = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(name));

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ METRICS_TOKEN: TOKEN });

  it('answers the token, in the Prometheus format, with requests by route pattern and status', async () => {
    const user = await signedInUser(t);
    await t.request({ method: 'GET', url: '/api/user/personal/info', headers: user.headers });
    await t.request({ method: 'GET', url: '/api/listing/999999' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    // Patterns, not raw URLs: the id of a listing never becomes a series of its own.
    expect(series(text, 'ownless_http_requests_total')).toEqual(
      expect.arrayContaining([
        'ownless_http_requests_total{method="GET",route="/api/user/personal/info",status="200"} 1',
        expect.stringMatching(
          /^ownless_http_requests_total\{method="GET",route="\/api\/listing\/:id",status="404"\} 1$/,
        ),
      ]),
    );
    expect(text).not.toContain('/api/listing/999999');
    expect(series(text, 'ownless_http_request_duration_seconds_bucket').length).toBeGreaterThan(0);
    expect(text).toMatch(/^ownless_nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^ownless_realtime_sockets 0$/m);
    expect(text).toMatch(/^ownless_mail_outbox_messages\{status="stored"\} \d+$/m);
    if (t.database.kind === 'postgres')
      expect(text).toMatch(/^ownless_db_pool_connections\{state="total"\} \d+$/m);
  });

  it('refuses a missing or wrong token, even from this machine', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('ownless_');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = useTestApp();

  it('answers this machine only; anyone else, or anything through a proxy, gets a 404', async () => {
    const local = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
    });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('ownless_http_requests_total');
    for (const options of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', ...options });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('ownless_');
    }
  });
});
