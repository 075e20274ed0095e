import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, auth, OWNER, RENTER, signedInPage, tokenFor } from './support/demo-accounts';
import { presetPreferences } from './support/preferences';

/**
 * Deposits and damage claims (decision 0027), each step in the browser by the person who
 * takes it: the renter requests and pays; the owner hands the item over with a condition
 * report and a photo; the renter gives it back; the owner claims part of the deposit; the
 * renter disputes; an operator decides from the claims queue. The ledger and the chat of
 * both parties say what happened. With CLAIMS_SHOTS=<folder>, screenshots of the renter's
 * deposit panel with the claim to answer and of the operator's claim page (with the condition
 * reports), in English and Arabic, light and dark, at 360 and 1280 px, are written there.
 */

/** A 64 × 48 PNG, one colour. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsItjRCMaywp+hcEKLNP1WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhaJouDxNuBloAAAAABJRU5ErkJggg==',
  'base64',
);

interface DemoListing {
  id: number;
  name: string;
  fulfilment: string[];
  deposit_cents: number;
  frequencies: { type: string; frequency: string }[];
}

/**
 * A daily pick-up listing of owner@ownless.test with a deposit, far down the owner's list so
 * the rentals and conditions journeys do not book the same item.
 */
async function listingWithDeposit(request: APIRequestContext, ownerToken: string) {
  const me = await request.get('/api/user/personal/info', { headers: auth(ownerToken) });
  const ownerId = ((await me.json()) as { data: { id: number } }).data.id;
  const list = await request.get(`/api/listings?owner_id=${ownerId}&per_page=50`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  const found: DemoListing[] = [];
  for (const { id } of items) {
    const { listing } = (await (await request.get(`/api/listing/${id}`)).json()) as {
      listing: DemoListing;
    };
    const daily = listing.frequencies.some((f) => f.type === 'rent' && f.frequency === 'Daily');
    if (listing.fulfilment.includes('pickup') && daily && listing.deposit_cents >= 2000) {
      found.push(listing);
    }
  }
  expect(found.length).toBeGreaterThan(2);
  return found.at(-1)!;
}

/** Screenshots of `testId` (or the whole page) at `url` as `email` sees it, when asked for. */
async function screenshots(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  url: string,
  testId: string,
  name: string,
) {
  const folder = process.env.CLAIMS_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const token = await tokenFor(request, email);
  for (const locale of ['en-US', 'ar'])
    for (const theme of ['light', 'dark'] as const)
      for (const width of [360, 1280]) {
        const context = await browser.newContext({
          locale,
          viewport: { width, height: 900 },
          colorScheme: theme,
        });
        await context.addInitScript((value) => localStorage.setItem('token', value), token);
        const page = await context.newPage();
        await presetPreferences(page, theme, 'ltr');
        await page.goto(url);
        const part = page.getByTestId(testId);
        await expect(part).toBeVisible();
        // What loads on its own (the condition reports) is there before the picture.
        await expect(part.locator('[aria-busy="true"]')).toHaveCount(0);
        for (const img of await part.locator('img').all()) {
          await img.scrollIntoViewIfNeeded();
          await img.evaluate((element: HTMLImageElement) => element.decode());
        }
        const file = path.join(folder, `${name}-${locale.slice(0, 2)}-${theme}-${width}.png`);
        if (testId === 'claim-page') await page.screenshot({ path: file, fullPage: true });
        else await part.screenshot({ path: file });
        await context.close();
      }
}

const status = (page: Page) => page.getByTestId('next-step').getByTestId('reservation-status');
const panel = (page: Page) => page.getByTestId('deposit-panel');

test('a claim on the deposit: hand-over report, return, claim, dispute, the operator decides', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ownerToken = await tokenFor(request, OWNER);
  const listing = await listingWithDeposit(request, ownerToken);
  // The server's clock is real: no notice, so the rental may start a couple of minutes from now.
  const notice = await request.patch(`/api/listing/${listing.id}`, {
    headers: auth(ownerToken),
    data: { notice_hours: 0 },
  });
  expect(notice.ok(), await notice.text()).toBe(true);

  const renter = await signedInPage(browser, request, RENTER);
  const owner = await signedInPage(browser, request, OWNER);
  const admin = await signedInPage(browser, request, ADMIN);

  // The renter asks from the cart (the listing page's quote box is the rentals journey's).
  const added = await request.post('/api/cart/add-to-cart', {
    headers: auth(renter.token),
    data: {
      listing_id: listing.id,
      frequency: 'Daily',
      start_at: new Date(Date.now() + 2 * 60_000).toISOString(),
      units: 1,
      quantity: 1,
      fulfilment: 'pickup',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const page = renter.page;
  await page.goto('/faqs');
  await page.getByTestId('navbar-cart').click();
  await page.getByTestId('request-reservation').click();
  const sent = page.getByTestId('request-sent');
  const href = await sent.getByRole('link', { name: listing.name }).getAttribute('href');
  const id = Number(/\/my-rentals\/(\d+)\//.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  const renterUrl = `/admin/my-rentals/${id}/reservation-request`;
  const ownerUrl = `/admin/bookings/${id}/confirmed-reservation`;

  // The owner approves; the renter pays. No deposit panel before the money moves.
  const ownerPage = owner.page;
  await ownerPage.goto(`/admin/bookings/${id}/reservation-request`);
  await ownerPage.getByTestId('action-approve').click();
  await expect(status(ownerPage)).toHaveText('Approved');
  await page.goto(renterUrl);
  await expect(panel(page)).toHaveCount(0);
  await page.getByTestId('action-checkout').click();
  await page.getByTestId('card-number').fill('4242 4242 4242 4242');
  await page.getByTestId('card-expiry').fill('12 / 34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-name').fill('Sam Renter');
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/admin\/thankyou/);
  await page.goto(renterUrl);
  await expect(status(page)).toHaveText('Paid');
  await expect(panel(page).getByTestId('deposit-stage')).toHaveText(
    /^Held (on your card|by OwnLess)$/,
  );

  // Hand-over: the owner reports the item's state with a photo, then starts the rental.
  await ownerPage.goto(ownerUrl);
  const handover = ownerPage.getByTestId('condition-handover');
  await handover.getByRole('button', { name: 'Add a report' }).click();
  const report = handover.getByRole('form', { name: 'Your report' });
  await report.getByRole('checkbox', { name: 'It works' }).check();
  await report.getByLabel(/Notes/).fill('Blade sharp, no cracks in the housing.');
  await report
    .locator('input[type=file]')
    .setInputFiles({ name: 'handover.png', mimeType: 'image/png', buffer: PHOTO });
  await report.getByRole('button', { name: 'Save report' }).click();
  await expect(ownerPage.getByTestId('condition-message')).toHaveText('Condition report saved.');
  await expect(panel(ownerPage).getByTestId('open-claim')).toHaveCount(0);
  await ownerPage.getByTestId('action-start').click();
  await expect(status(ownerPage)).toHaveText('In progress');

  // The renter gives it back: the claim window opens for the owner.
  await page.reload();
  await page.getByTestId('action-return').click();
  await expect(status(page)).toHaveText('Returned');
  await expect(panel(page).getByTestId('deposit-detail')).toContainText(
    'The owner can claim for damage until',
  );

  // The owner claims part of the deposit, pointing at the hand-over report, with a photo.
  await ownerPage.goto('/admin/bookings/confirmed-bookings');
  await expect(
    ownerPage.locator(`[data-reservation-id="${id}"]`).getByTestId('claim-badge'),
  ).toHaveText('Claim window open');
  await ownerPage.goto(ownerUrl);
  await panel(ownerPage).getByTestId('open-claim').click();
  const claimForm = ownerPage.getByTestId('claim-form');
  const deposit = listing.deposit_cents / 100;
  await claimForm.getByLabel('Amount to claim').fill(String(deposit + 1));
  await claimForm.getByLabel('What is damaged or missing').fill('The housing is cracked.');
  await claimForm.getByRole('button', { name: 'Send the claim' }).click();
  await expect(claimForm).toContainText('You can claim at most the deposit');
  await claimForm.getByLabel('Amount to claim').fill('15');
  await claimForm
    .locator('input[type=file]')
    .setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(claimForm.getByRole('img', { name: 'Photo 1: crack.png' })).toBeVisible();
  await claimForm.getByRole('checkbox', { name: /At hand-over/ }).check();
  await claimForm.getByRole('button', { name: 'Send the claim' }).click();
  await expect(ownerPage.getByTestId('claim-message')).toBeVisible();
  await expect(panel(ownerPage).getByTestId('deposit-stage')).toContainText(
    'Claim open: the renter answers by',
  );

  // The renter's rentals badge the claim to answer; the page shows it with the owner's photo.
  await page.goto('/admin/my-rentals/approved-rentals');
  await expect(page.locator(`[data-reservation-id="${id}"]`).getByTestId('claim-badge')).toHaveText(
    'Claim to answer',
  );
  await page.goto(renterUrl);
  await expect(panel(page).getByTestId('deposit-stage')).toContainText('Claim open: answer by');
  const opened = panel(page).getByTestId('claim-opened');
  await expect(opened).toContainText('The owner claimed $15.00');
  await expect(opened.getByRole('link', { name: /photo 1 of 1/ })).toBeVisible();
  await screenshots(browser, request, RENTER, renterUrl, 'deposit-panel', 'claims-renter');
  await panel(page).getByTestId('dispute-claim').click();
  const dispute = page.getByTestId('dispute-form');
  await expect(dispute).toBeVisible();
  await expectNoAxeViolations(page, 'deposit panel with a claim, dispute form open');
  await dispute
    .getByLabel('Why you disagree')
    .fill('The crack was there at pick-up, see the report.');
  await dispute.getByRole('button', { name: 'Send the dispute' }).click();
  await expect(panel(page).getByTestId('deposit-stage')).toHaveText('With OwnLess support');

  // The operator finds it in the claims queue, oldest first, and decides $10.
  const adminPage = admin.page;
  await adminPage.goto('/admin/operator/claims');
  await adminPage
    .getByRole('link', { name: `Claim on ${await code(request, renter.token, id)}` })
    .click();
  await expect(adminPage.getByTestId('claim-side-renter')).toContainText('The crack was there');
  // Beside both sides, the condition reports, read-only: the owner's hand-over report with its
  // photo when it left, none yet when it came back.
  const conditions = adminPage.getByTestId('condition-reports');
  const left = conditions.getByTestId('condition-handover');
  await expect(left).toContainText('When it left');
  await expect(left).toContainText('Blade sharp, no cracks in the housing.');
  await expect(left.getByRole('img')).toHaveCount(1);
  await expect(conditions.getByTestId('condition-return')).toContainText('No report yet.');
  await expect(conditions.getByRole('button', { name: /report/ })).toHaveCount(0);
  await expectNoAxeViolations(adminPage, 'operator’s claim page');
  await screenshots(browser, request, ADMIN, adminPage.url(), 'claim-page', 'claims-operator');
  const decide = adminPage.getByTestId('decide-form');
  await decide.getByLabel('Amount the owner keeps').fill('10');
  await decide.getByLabel('Note to both sides').fill('The report shows a scratch, not a crack.');
  await decide.getByRole('button', { name: 'Decide…' }).click();
  const dialog = adminPage.getByTestId('decide-claim-dialog');
  await expect(dialog).toContainText('keeps $10.00 of the deposit');
  await dialog.getByRole('button', { name: 'Decide: $10.00 to the owner' }).click();
  await expect(adminPage.getByTestId('operator-notice')).toBeVisible();
  await expect(adminPage.getByTestId('claim-decision')).toContainText('not a crack');
  await adminPage.goto('/admin/operator/claims');
  await expect(adminPage.locator(`[data-claim-id]`).filter({ hasText: listing.name })).toHaveCount(
    0,
  );

  // Both parties see the outcome, the ledger and OwnLess's lines in their chat.
  for (const [who, url] of [
    [page, renterUrl],
    [ownerPage, ownerUrl],
  ] as const) {
    await who.goto(url);
    await expect(panel(who).getByTestId('deposit-stage')).toHaveText(
      /^\$10\.00 kept, \$\d+\.\d\d released$/,
    );
    await expect(panel(who).getByTestId('claim-decided')).toContainText('not a crack');
    // What is not kept goes back to the renter: a released hold or a refund.
    const back = `−$${(deposit - 10).toFixed(2)}`;
    await expect(who.getByTestId('ledger').locator('[data-kind="deposit-release"]')).toContainText(
      back,
    );
    await who.goto('/admin/chat');
    await who.getByTestId('chat-conversation').first().click();
    const lines = who.getByTestId('chat-system-message');
    await expect(lines.filter({ hasText: 'The owner claimed $15.00' })).toHaveCount(1);
    await expect(lines.filter({ hasText: 'OwnLess support decided the claim' })).toHaveCount(1);
  }

  // Each step reached the right person's inbox too.
  const subjects = async (to: string) => {
    const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    return ((await mailbox.json()) as { subject: string }[]).map((mail) => mail.subject);
  };
  await expect(async () => {
    const toRenter = await subjects(RENTER);
    expect(toRenter).toContain(`Damage claim on your deposit: ${listing.name}`);
    expect(toRenter).toContain(`Claim decided: ${listing.name}`);
    const toOwner = await subjects(OWNER);
    expect(toOwner).toContain(`Claim disputed: ${listing.name}`);
    expect(toOwner).toContain(`Claim decided: ${listing.name}`);
  }).toPass({ timeout: 15_000 });

  await renter.page.context().close();
  await owner.page.context().close();
  await admin.page.context().close();
});

/** The reservation's code, as the queue links it. */
async function code(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/api/reservation/${id}`, { headers: auth(token) });
  return ((await response.json()) as { reservation: { code: string } }).reservation.code;
}
