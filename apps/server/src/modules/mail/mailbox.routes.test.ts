import { describe, expect, it } from 'vitest';
import { builtWeb, useTestApp, type TestContext } from '../../test/app';

/**
 * The development mailbox holds every password-reset link: whoever reads it owns the
 * accounts. It answers only a client on this machine (by the TCP peer address), only while
 * config.devMailbox is on; everyone else gets a 404, for the API and the page alike.
 */
const dist = builtWeb('<!doctype html><div id="root">spa</div>');
const html = { accept: 'text/html' };

async function requestReset(t: TestContext) {
  const res = await t.request({
    method: 'POST',
    url: '/api/password/email',
    payload: { email: 'a@example.test' },
  });
  expect(res.status).toBe(200);
  await t.request({
    method: 'POST',
    url: '/api/register',
    payload: {
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.test',
      password: 'Mailbox-test-pass-42',
      password_confirmation: 'Mailbox-test-pass-42',
    },
  });
  // Both answers come before their mail is written (timing says nothing about the account).
  await t.app.services.auth.settled();
}

describe('the development mailbox on a loopback server without SMTP', () => {
  const t = useTestApp({}, { webDist: () => dist });

  it('reads the outbox from this machine, over IPv4 and IPv6', async () => {
    await requestReset(t);
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.request({ method: 'GET', url: '/api/dev/mailbox', remoteAddress });
      expect(res.status, remoteAddress).toBe(200);
      expect(res.body.length, remoteAddress).toBeGreaterThan(0);
      expect(res.headers['cache-control']).toBe('no-store');
      const page = await t.request({
        method: 'GET',
        url: '/dev/mailbox?to=a%40example.test',
        headers: html,
        remoteAddress,
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain('spa');
    }
    const config = await t.request({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '127.0.0.1',
    });
    expect(config.body.mailbox).toBe(true);
  });

  it('answers another machine with a 404, whatever X-Forwarded-For claims', async () => {
    await requestReset(t);
    for (const headers of [
      {},
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
    ]) {
      const res = await t.request({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '203.0.113.9',
        headers,
      });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'No API route for GET /api/dev/mailbox.' });
      expect(JSON.stringify(res.body)).not.toContain('reset-password');
    }
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox?to=a%40example.test',
      '/DEV/Mailbox',
      '/dev/mailbox/',
    ]) {
      const page = await t.request({
        method: 'GET',
        url,
        headers: html,
        remoteAddress: '10.0.0.7',
      });
      expect(page.status, url).toBe(404);
      expect(page.body, url).not.toContain('spa');
    }
    // The rest of the app is still served to that machine, and it is not told of a mailbox.
    const home = await t.request({
      method: 'GET',
      url: '/',
      headers: html,
      remoteAddress: '10.0.0.7',
    });
    expect(home.status).toBe(200);
    const config = await t.request({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '10.0.0.7',
    });
    expect(config.body.mailbox).toBe(false);
  });

  it('refuses a loopback peer that is a reverse proxy relaying someone else', async () => {
    await requestReset(t);
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ]) {
      const res = await t.request({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(res.status).toBe(404);
      const page = await t.request({
        method: 'GET',
        url: '/dev/mailbox',
        remoteAddress: '127.0.0.1',
        headers: { ...html, ...headers },
      });
      expect(page.status).toBe(404);
    }
  });
});

describe('the development mailbox with TRUST_PROXY and DEV_MAILBOX=true', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', DEV_MAILBOX: 'true' });

  it('still decides by the TCP peer, not by the address the proxy headers claim', async () => {
    await requestReset(t);
    const spoofed = await t.request({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '198.51.100.4',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.status).toBe(404);
    const local = await t.request({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
    });
    expect(local.status).toBe(200);
  });
});

describe('the development mailbox when it is off (a server others can reach)', () => {
  const t = useTestApp({ HOST: '0.0.0.0' }, { webDist: () => dist });

  it('is a 404 for the API and the page, even from this machine', async () => {
    await requestReset(t);
    const res = await t.request({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '127.0.0.1',
    });
    expect(res.status).toBe(404);
    const page = await t.request({
      method: 'GET',
      url: '/dev/mailbox',
      headers: html,
      remoteAddress: '127.0.0.1',
    });
    expect(page.status).toBe(404);
    expect(page.body).not.toContain('spa');
    const config = await t.request({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '127.0.0.1',
    });
    expect(config.body.mailbox).toBe(false);
  });
});
