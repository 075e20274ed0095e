import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

describe('health and errors', () => {
  const t = useTestApp();

  it('reports the database as up', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('tells the web app its runtime settings, nothing secret', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.body).toMatchObject({
      paymentProvider: 'sandbox',
      mailbox: true,
      fees: { renterServiceFeePercent: 10, ownerCommissionPercent: 10 },
    });
    expect(res.body.mapTileUrl).toContain('{z}');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No API route/);
  });

  it('tags every response with a request id and security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Stripe.js is allowed only when Stripe takes the payments.
    expect(res.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it('sends the same security headers with errors, and no HSTS over plain http', async () => {
    const ok = await t.request({ method: 'GET', url: '/api/health/live' });
    const missing = await t.request({ method: 'GET', url: '/api/listing/999999' });
    expect(missing.status).toBe(404);
    for (const res of [ok, missing]) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
