import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { auth, OWNER, RENTER, signedInPage, tokenFor } from './support/demo-accounts';
import { presetPreferences } from './support/preferences';

/**
 * Condition reports: the owner reports the hand-over with a photo and the renter sees it;
 * once the item is back the renter reports the return, and both columns show on both
 * parties' pages. With CONDITION_SHOTS=<folder>, screenshots of the section in English and
 * Arabic, light and dark, at 360 and 1280 px are written there.
 */

/** A 64 × 48 PNG, one colour. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsItjRCMaywp+hcEKLNP1WgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQErhaJouDxNuBloAAAAABJRU5ErkJggg==',
  'base64',
);

interface DemoListing {
  id: number;
  fulfilment: string[];
  frequencies: { type: string; frequency: string }[];
}

/**
 * One of owner@ownless.test's daily pick-up listings, further down the list than the ones
 * the rentals journey books, so the two never compete for the same item.
 */
async function pickupListing(request: APIRequestContext, ownerToken: string) {
  const me = await request.get('/api/user/personal/info', { headers: auth(ownerToken) });
  const ownerId = ((await me.json()) as { data: { id: number } }).data.id;
  const list = await request.get(`/api/listings?owner_id=${ownerId}&per_page=50`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  const found: number[] = [];
  for (const { id } of items) {
    const { listing } = (await (await request.get(`/api/listing/${id}`)).json()) as {
      listing: DemoListing;
    };
    const daily = listing.frequencies.some((f) => f.type === 'rent' && f.frequency === 'Daily');
    if (listing.fulfilment.includes('pickup') && daily) found.push(listing.id);
    if (found.length === 5) break;
  }
  expect(found.length).toBeGreaterThan(0);
  return found.at(-1)!;
}

/** A paid one-day pick-up rental starting two minutes from now (it can start today). */
async function paidRental(request: APIRequestContext) {
  const ownerToken = await tokenFor(request, OWNER);
  const renterToken = await tokenFor(request, RENTER);
  const listingId = await pickupListing(request, ownerToken);
  const notice = await request.patch(`/api/listing/${listingId}`, {
    headers: auth(ownerToken),
    data: { notice_hours: 0 },
  });
  expect(notice.ok()).toBe(true);
  const requested = await request.post('/api/reservation/request-reservation', {
    headers: auth(renterToken),
    data: {
      listing_id: listingId,
      frequency: 'Daily',
      start_at: new Date(Date.now() + 2 * 60_000).toISOString(),
      units: 1,
      quantity: 1,
      fulfilment: 'pickup',
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const id = ((await requested.json()) as { reservations: { id: number }[] }).reservations[0]!.id;
  const step = async (token: string, action: string, data: object = {}) => {
    const res = await request.post(`/api/reservation/${id}/${action}`, {
      headers: auth(token),
      data,
    });
    expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  };
  await step(ownerToken, 'approve');
  await step(renterToken, 'checkout-items', {
    card: {
      number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2035,
      cvc: '123',
      name: 'Sam Lee',
    },
  });
  return { id, step, ownerToken, renterToken };
}

const column = (page: Page, stage: 'handover' | 'return') => page.getByTestId(`condition-${stage}`);

async function addReport(
  page: Page,
  stage: 'handover' | 'return',
  checks: string[],
  notes: string,
  withPhoto: boolean,
) {
  const side = column(page, stage);
  await side.getByRole('button', { name: 'Add a report' }).click();
  const form = side.getByRole('form', { name: 'Your report' });
  for (const check of checks) await form.getByRole('checkbox', { name: check }).check();
  await form.getByLabel(/Notes/).fill(notes);
  if (withPhoto) {
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'handover.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByRole('img', { name: 'Photo 1: handover.png' })).toBeVisible();
  }
  await form.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByTestId('condition-message')).toHaveText('Condition report saved.');
  await expect(side.getByRole('form')).toHaveCount(0);
}

async function screenshots(browser: Browser, request: APIRequestContext, url: string) {
  const folder = process.env.CONDITION_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const token = await tokenFor(request, RENTER);
  for (const locale of ['en-US', 'ar'])
    for (const theme of ['light', 'dark'] as const)
      for (const width of [360, 1280]) {
        const context = await browser.newContext({
          locale,
          viewport: { width, height: 1800 },
          colorScheme: theme,
        });
        await context.addInitScript((value) => localStorage.setItem('token', value), token);
        const page = await context.newPage();
        await presetPreferences(page, theme, 'ltr');
        await page.goto(url);
        const section = page.getByTestId('condition-reports');
        await expect(section.getByTestId('condition-report-return-renter')).toBeVisible();
        await section
          .getByRole('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.decode());
        const name = `${locale.slice(0, 2)}-${theme}-${width}`;
        await section.screenshot({ path: path.join(folder, `conditions-${name}.png`) });
        // The form, as the renter opens it to replace the return report.
        await section.getByRole('button', { name: /./ }).last().click();
        await section.getByRole('form').locator('input[type=file]').setInputFiles({
          name: 'back.png',
          mimeType: 'image/png',
          buffer: PHOTO,
        });
        await section.getByRole('form').screenshot({
          path: path.join(folder, `conditions-form-${name}.png`),
        });
        await context.close();
      }
}

test('the owner reports the hand-over with a photo, the renter the return; both see both', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const rental = await paidRental(request);
  const owner = await signedInPage(browser, request, OWNER);
  const renter = await signedInPage(browser, request, RENTER);
  const ownerUrl = `/admin/bookings/${rental.id}/confirmed-reservation`;
  const renterUrl = `/admin/my-rentals/${rental.id}/reservation-request`;

  // Paid: the owner hands it over and reports its state, with a photo.
  await owner.page.goto(ownerUrl);
  await expect(owner.page.getByRole('heading', { name: 'Condition' })).toBeVisible();
  await expect(column(owner.page, 'return')).toContainText('No report yet.');
  await expect(column(owner.page, 'return').getByRole('button')).toHaveCount(0);
  await addReport(owner.page, 'handover', ['It works'], 'A small scratch on the handle.', true);
  const ownerReport = column(owner.page, 'handover').getByTestId('condition-report-handover-owner');
  await expect(ownerReport).toContainText('A small scratch on the handle.');

  // The renter sees it, photo and all.
  await renter.page.goto(renterUrl);
  const seen = column(renter.page, 'handover').getByTestId('condition-report-handover-owner');
  await expect(seen).toContainText('Works');
  await expect(seen).toContainText('A small scratch on the handle.');
  const thumb = seen.getByRole('link', { name: /photo 1 of 1/ });
  await expect(thumb).toHaveAttribute('href', /\/uploads\/conditions\/\d+\/.+-large\.webp$/);
  await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
  expect(
    await thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  // The rental starts and comes back: hand-over is final, the return opens.
  await rental.step(rental.renterToken, 'rent-period-action', { action: 'start' });
  await rental.step(rental.renterToken, 'rent-period-action', { action: 'return' });
  await renter.page.reload();
  await expect(column(renter.page, 'handover').getByRole('button')).toHaveCount(0);
  await addReport(
    renter.page,
    'return',
    ['It works', 'It is dirty'],
    'Returned after a muddy job.',
    false,
  );
  const back = column(renter.page, 'return').getByTestId('condition-report-return-renter');
  await expect(back).toContainText('Dirty');
  await expect(back).toContainText('Returned after a muddy job.');
  const axe = await new AxeBuilder({ page: renter.page })
    .include('[data-testid="condition-reports"]')
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  // The owner's page shows both columns.
  await owner.page.reload();
  await expect(
    column(owner.page, 'handover').getByTestId('condition-report-handover-owner'),
  ).toBeVisible();
  await expect(
    column(owner.page, 'return').getByTestId('condition-report-return-renter'),
  ).toContainText('Returned after a muddy job.');

  await screenshots(browser, request, renterUrl);
  await owner.page.context().close();
  await renter.page.context().close();
});
