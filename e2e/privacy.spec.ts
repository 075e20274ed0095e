/// <reference lib="dom" />
// page.evaluate() callbacks run in the browser; the e2e tsconfig has no DOM lib of its own.
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth } from './support/demo-accounts';
import { presetPreferences } from './support/preferences';

/**
 * A person's data (decision 0022): a copy of it through the e-mailed link, and the account
 * deleted from the profile settings, after which it cannot sign in. One new account each run
 * (signed up through the API and confirmed through the development mailbox: sign-ups are
 * limited per address, and the other journeys sign up too), shown first with an open request
 * that blocks its deletion, then exported and deleted.
 */
const PASSWORD = 'privacy-journey-42';
/** Where the journeys leave pictures of the section, to look at. */
const SHOTS = path.join('test-results', 'privacy');
const uniqueEmail = () =>
  `privacy-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;

/** Opens the newest e-mail to `to` whose subject matches, in the development mailbox. */
async function openMail(page: Page, to: string, subject: RegExp) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  // The mailbox refreshes every 5 s; the export is prepared by a job that also runs every 5 s.
  const item = page.getByTestId('mail-item').filter({ hasText: subject }).first();
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.click();
  const detail = page.getByTestId('mail-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(subject);
  return detail;
}

let blocked: { email: string; token: string; reservationId: number } | null = null;

/**
 * A new account (signed up and confirmed through the API and the mailbox) with a pending
 * request of a demo listing: a reservation under way, which blocks a deletion. Made once per
 * run; the last journey cancels the request and deletes the account.
 */
async function accountWithOpenReservation(request: APIRequestContext) {
  if (blocked) return blocked;
  const email = uniqueEmail();
  const registered = await request.post('/api/register', {
    data: {
      first_name: 'Bea',
      last_name: 'Blocked',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  let link: string | undefined;
  await expect(async () => {
    const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = (await mailbox.json()) as { subject: string; links: string[] }[];
    link = mails.find((m) => /Confirm your e-mail/.test(m.subject))?.links[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 15_000 });
  const confirmed = await request.get(link!, { maxRedirects: 0 });
  expect(confirmed.headers().location).toMatch(/status=verified/);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const found = await request.get('/api/listings?per_page=1');
  const listingId = ((await found.json()) as { items: { id: number }[] }).items[0]!.id;
  const requested = await request.post('/api/reservation/request-reservation', {
    headers: auth(token),
    data: {
      listing_id: listingId,
      frequency: 'Daily',
      start_at: new Date(Date.now() + 40 * 86_400_000).toISOString(),
      units: 1,
      quantity: 1,
      fulfilment: 'pickup',
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const reservationId = ((await requested.json()) as { reservations: { id: number }[] })
    .reservations[0]!.id;
  blocked = { email, token, reservationId };
  return blocked;
}

async function openYourData(page: Page, token: string) {
  await page.goto('/faqs');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/admin/profile-setting#your-data');
  return page.locator('#your-data');
}

for (const theme of ['light', 'dark'] as const) {
  test(`the Your data section at 360 px, with reservations that block a deletion (${theme})`, async ({
    page,
  }) => {
    await presetPreferences(page, theme, 'ltr');
    await page.setViewportSize({ width: 360, height: 800 });
    const { token } = await accountWithOpenReservation(page.request);
    const section = await openYourData(page, token);
    await expect(section.getByTestId('data-export')).toBeVisible();
    await expect(section.getByTestId('delete-account')).toBeVisible();
    // A reservation under way is listed, and deleting waits for it.
    await expect(section.getByTestId('deletion-blocked').getByRole('link').first()).toBeVisible();
    await expect(section.getByTestId('delete-account-start')).toBeDisabled();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const results = await new AxeBuilder({ page }).include('#your-data').analyze();
    expect(results.violations).toEqual([]);
    fs.mkdirSync(SHOTS, { recursive: true });
    await section.screenshot({ path: path.join(SHOTS, `your-data-360-${theme}.png`) });
  });
}

test('the Your data section right to left', async ({ page }) => {
  await presetPreferences(page, 'light', 'rtl');
  await page.setViewportSize({ width: 360, height: 800 });
  const { token } = await accountWithOpenReservation(page.request);
  const section = await openYourData(page, token);
  await expect(section.getByTestId('delete-account')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  fs.mkdirSync(SHOTS, { recursive: true });
  await section.screenshot({ path: path.join(SHOTS, 'your-data-360-rtl.png') });
});

test('download a copy of my data from the e-mailed link, then delete the account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The account the pictures above showed blocked: its one open request is cancelled first.
  const { email, token, reservationId } = await accountWithOpenReservation(page.request);
  const cancelled = await page.request.post(
    `/api/reservation/${reservationId}/cancel-reservation`,
    {
      headers: auth(token),
      data: { reason: 'Plans changed.' },
    },
  );
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  const section = await openYourData(page, token);
  await section.getByRole('button', { name: 'Ask for a copy of my data' }).click();
  await expect(section.getByText(/Being prepared since/)).toBeVisible();

  const mail = await openMail(page, email, /Your OwnLess data is ready to download/);
  await mail.getByTestId('mail-link').first().click();
  await expect(page).toHaveURL(/\/admin\/profile-setting#your-data$/);
  await expect(page.getByText('Your copy is ready')).toBeVisible();
  fs.mkdirSync(SHOTS, { recursive: true });
  await section.screenshot({ path: path.join(SHOTS, 'your-data-link-opened.png') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('data-export-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ownless-data-\d{4}-\d{2}-\d{2}\.json$/);
  const archive = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as {
    format: string;
    account: { email: string; firstName: string; passwordHash?: string };
    sessions: unknown[];
  };
  expect(archive.format).toBe('ownless-data-export');
  expect(archive.account).toMatchObject({ email, firstName: 'Bea' });
  expect(archive.account.passwordHash).toBeUndefined();
  expect(archive.sessions.length).toBeGreaterThan(0);
  await expect(page.getByText(/Downloaded on/)).toBeVisible();

  // Nothing open: the account can go.
  await section.getByTestId('delete-account-start').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await expect(
    dialog.getByRole('heading', { name: 'Delete your account for good?' }),
  ).toBeVisible();
  await dialog.getByLabel('Confirm with your password').fill('not my password');
  await dialog.getByTestId('delete-account-confirm').click();
  await expect(dialog.getByText('Your password is not right.')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'delete-dialog-wrong-password.png') });
  await dialog.getByLabel('Confirm with your password').fill(PASSWORD);
  await dialog.getByTestId('delete-account-confirm').click();

  await expect(page).toHaveURL(/\/auth-login$/);
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/These credentials do not match our records/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth-login$/);
});
