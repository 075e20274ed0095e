import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, auth, signIn } from './support/demo-accounts';

/**
 * The console's overview and messages: an admin reads the marketplace metrics for the demo
 * data and downloads them as CSV; a message sent through /contact reaches the inbox and the
 * admin's reply reaches the sender's mailbox. SHOTS_DIR=… keeps screenshots to look at.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function preferences(page: Page, theme: 'light' | 'dark', direction: 'ltr' | 'rtl') {
  await page.evaluate(
    ([t, d]) =>
      localStorage.setItem(
        'ownless-preferences',
        JSON.stringify({ state: { theme: t, direction: d }, version: 0 }),
      ),
    [theme, direction] as const,
  );
}

test('an admin reads the overview for the demo data and downloads it as CSV', async ({ page }) => {
  const token = await signIn(page, ADMIN);
  await page.goto('/admin/operator');
  await expect(page).toHaveURL(/\/admin\/operator\/overview$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  // The page shows what the API computes for the last 30 days (the demo data is seeded today).
  const answer = await page.request.get('/api/admin/overview', { headers: auth(token) });
  expect(answer.ok()).toBe(true);
  const overview = (await answer.json()) as {
    days: string[];
    metrics: { key: string; total: number | null }[];
  };
  const users = overview.metrics.find((m) => m.key === 'new_users')!;
  expect(users.total).toBeGreaterThan(0);
  const card = page.getByTestId('metric-new_users');
  await expect(card.getByTestId('metric-total')).toHaveText(users.total!.toLocaleString('en-US'));
  await expect(page.getByTestId('metric-new_listings').getByTestId('metric-total')).not.toHaveText(
    '0',
  );
  // Each chart is drawn, and its figures are a table too.
  await expect(card.locator('canvas').first()).toBeVisible();
  await card.getByText('Daily values').click();
  await expect(card.getByRole('table')).toContainText(users.total === 0 ? '0' : /\d/);
  await shot(page, 'overview-desktop');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('overview-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ownless-overview-\d{4}-\d{2}-\d{2}-to-.*\.csv$/);
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe(
    'date (UTC),New users,New listings,Reservation requests,Acceptance rate (%),Bookings,Gross booking value (USD),Fees earned (USD),Refunds (USD),Payouts due (USD)',
  );
  expect(csv).toHaveLength(overview.days.length + 1);
  const userColumn = csv.slice(1).reduce((sum, row) => sum + Number(row.split(',')[1]), 0);
  expect(userColumn).toBe(users.total);

  // Another preset asks again and stays in the URL.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/range=7/);
  await expect(page.getByText(/compared with/)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('metric-new_users')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await shot(page, 'overview-360');
  await preferences(page, 'dark', 'rtl');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByTestId('metric-new_users').locator('canvas').first()).toBeVisible();
  await shot(page, 'overview-dark-rtl');
});

test('an admin reads a contact message sent through /contact and replies by e-mail', async ({
  page,
}) => {
  const subject = `Lost charger ${unique()}`;
  const sender = `sender-${unique()}@example.test`;
  await page.goto('/contact');
  await page.getByLabel('Name').fill('Pat Sender');
  await page.getByLabel('E-mail').fill(sender);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('I think I left my charger in the tent I rented.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText(/Thanks for getting in touch/)).toBeVisible();

  await signIn(page, ADMIN);
  await page.goto('/admin/operator/messages');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject);
  await page.getByRole('searchbox', { name: 'Search messages' }).press('Enter');
  const row = page.getByTestId('contact-message-row').filter({ hasText: subject });
  await expect(row).toContainText('Unread');
  await shot(page, 'messages-inbox');
  await row.getByRole('button', { name: new RegExp(subject) }).click();
  const opened = page.getByRole('region', { name: 'Message', exact: true });
  await expect(opened.getByText('I think I left my charger in the tent I rented.')).toBeVisible();
  await expect(row).toContainText('Read');

  await page.getByTestId('contact-reply-open').click();
  const dialog = page.getByTestId('contact-reply-dialog');
  await expect(dialog).toContainText(sender);
  await dialog.getByRole('textbox').fill('We found it. The owner will post it to you tomorrow.');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  // No SMTP here: the notice says the reply is kept in the outbox (and the dev mailbox).
  await expect(page.getByRole('status')).toContainText(
    `Pat Sender <${sender}> is saved in the outbox but not sent`,
  );
  await expect(page.getByRole('status')).toContainText('/dev/mailbox');
  await expect(page.getByTestId('contact-reply')).toContainText('We found it.');
  await expect(row).toContainText('Replied');
  await shot(page, 'messages-replied');

  const mailbox = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(sender)}`);
  const mails = (await mailbox.json()) as { subject: string; text: string }[];
  expect(mails[0]!.subject).toBe(`Re: ${subject}`);
  expect(mails[0]!.text).toContain('We found it. The owner will post it to you tomorrow.');

  // The outbox lists the reply by recipient, without its body.
  await page.goto(`/admin/operator/messages?tab=outbox&q=${encodeURIComponent(sender)}`);
  const mail = page.getByTestId('outbox-row');
  await expect(mail).toContainText(`Re: ${subject}`);
  await expect(mail).toContainText('Reply to a contact message');
  await expect(mail).not.toContainText('We found it');
  await shot(page, 'messages-outbox');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await shot(page, 'messages-outbox-360');
});
