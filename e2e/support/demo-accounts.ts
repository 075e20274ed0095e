import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** Every demo account (seeded by the server on an empty database) uses this password. */
export const DEMO_PASSWORD = 'ownless-demo-1';
export const RENTER = 'renter@ownless.test';
export const OWNER = 'owner@ownless.test';
export const ADMIN = 'admin@ownless.test';

// One API login per account per test file (each file is its own worker module): the server
// allows 10 logins a minute from one address.
const tokens = new Map<string, string>();

/**
 * A session token for a demo account, logged in once through the API. The server allows
 * 10 logins a minute from one address, and the specs before this one may have used them:
 * a 429 waits for its Retry-After (a minute at most) and tries again.
 */
export async function tokenFor(request: APIRequestContext, email: string) {
  let token = tokens.get(email);
  for (let attempt = 0; !token; attempt++) {
    const response = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
    if (response.status() === 429 && attempt < 2) {
      const seconds = Math.min(Number(response.headers()['retry-after'] ?? 30) || 30, 65);
      // The wait is the server's rule, not the test's slowness: the test gets that much longer.
      test.info().setTimeout(test.info().timeout + seconds * 1000);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    expect(response.ok(), `login as ${email}: ${response.status()} ${await response.text()}`).toBe(
      true,
    );
    token = ((await response.json()) as { data: { token: string } }).data.token;
    tokens.set(email, token);
  }
  return token;
}

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new browser context signed in as `email`: the token is in localStorage before any script runs. */
export async function signedInPage(browser: Browser, request: APIRequestContext, email: string) {
  const token = await tokenFor(request, email);
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return { page: await context.newPage(), token };
}

/** Signs this page in as the app would be: the token in local storage (the next navigation uses it). */
export async function signIn(page: Page, email: string) {
  const token = await tokenFor(page.request, email);
  await page.goto('/faqs');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}
