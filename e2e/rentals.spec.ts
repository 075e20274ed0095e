import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth, OWNER, RENTER, signedInPage, tokenFor } from './support/demo-accounts';

/**
 * Rentals: a renter's cart becomes a request, the owner approves it in Bookings,
 * the renter pays in the sandbox, the rental starts, comes back and completes; lists,
 * badges and the ledger follow. And a declined card leaves the reservation approved with
 * nothing charged. Demo accounts share the password below.
 */
interface DemoListing {
  id: number;
  name: string;
  fulfilment: string[];
  notice_hours: number;
  deposit_cents: number;
  frequencies: { type: string; frequency: string }[];
}

/**
 * Published listings of owner@ownless.test that can be picked up, rented by the day, and
 * hold a deposit (the journey checks it stays held after completion).
 */
async function ownerPickupListings(request: APIRequestContext): Promise<DemoListing[]> {
  const ownerToken = await tokenFor(request, OWNER);
  const me = await request.get('/api/user/personal/info', { headers: auth(ownerToken) });
  const ownerId = ((await me.json()) as { data: { id: number } }).data.id;
  const list = await request.get(`/api/listings?owner_id=${ownerId}&per_page=50`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  const found: DemoListing[] = [];
  for (const { id } of items) {
    const detail = await request.get(`/api/listing/${id}`);
    const { listing } = (await detail.json()) as { listing: DemoListing };
    const daily = listing.frequencies.some((f) => f.type === 'rent' && f.frequency === 'Daily');
    if (
      listing.fulfilment.includes('pickup') &&
      daily &&
      listing.notice_hours <= 48 &&
      listing.deposit_cents > 0
    ) {
      found.push(listing);
    }
    if (found.length === 2) break;
  }
  expect(found.length).toBe(2);
  return found;
}

/** A day this many days ahead, as YYYY-MM-DD. */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The sidebar badge equals what the server counts (GET /reservation/statistics). */
async function expectBadges(page: Page, request: APIRequestContext, token: string) {
  const response = await request.get('/api/reservation/statistics', { headers: auth(token) });
  const counts = (await response.json()) as {
    bookingOngoingCount: number;
    renterOngoingCount: number;
  };
  const check = async (group: 'rentals' | 'bookings', count: number) => {
    const button = page.getByTestId(`sidebar-group-${group}`);
    // Said to screen readers after the group's name: "Rentals, 1 needs your attention".
    if (count > 0)
      await expect(button).toContainText(new RegExp(`, ${count} needs? your attention`));
    else await expect(button).not.toContainText('attention');
  };
  await check('rentals', counts.renterOngoingCount);
  if (await page.getByTestId('sidebar-group-bookings').count()) {
    await check('bookings', counts.bookingOngoingCount);
  }
  return counts;
}

/** No WCAG A/AA violations on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${page.url()}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
}

const row = (page: Page, reservationId: number) =>
  page.locator(`[data-testid="reservation-row"][data-reservation-id="${reservationId}"]`);

const status = (page: Page) => page.getByTestId('next-step').getByTestId('reservation-status');

async function payWithCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('12 / 34');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-name').fill('Sam Renter');
  await page.getByTestId('pay-button').click();
}

let listings: DemoListing[];

test.beforeAll(async ({ request }) => {
  listings = await ownerPickupListings(request);
});

test('cart → request → approve → pay → start → return → complete, with lists, badges and ledger', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const listing = listings[0]!;
  const renter = await signedInPage(browser, request, RENTER);
  const owner = await signedInPage(browser, request, OWNER);

  // A rental can start only from its start day, and this server's clock is real: the
  // owner drops the notice so the rental can start today, a couple of minutes from now.
  const notice = await request.patch(`/api/listing/${listing.id}`, {
    headers: auth(owner.token),
    data: { notice_hours: 0 },
  });
  expect(notice.ok()).toBe(true);

  // The renter adds the listing to the cart (the listing page's buttons are another part).
  const added = await request.post('/api/cart/add-to-cart', {
    headers: auth(renter.token),
    data: {
      listing_id: listing.id,
      frequency: 'Daily',
      start_at: new Date(Date.now() + 2 * 60_000).toISOString(),
      units: 2,
      quantity: 1,
      fulfilment: 'pickup',
    },
  });
  expect(added.ok()).toBe(true);

  // Signed in at start-up: the cart is fetched and the navbar badge links to it. (Not the
  // home page: its guided tour would cover the navbar.)
  const page = renter.page;
  await page.goto('/faqs');
  await expect(page.getByTestId('navbar-cart-count')).toHaveText('1');
  await page.getByTestId('navbar-cart').click();
  await expect(page).toHaveURL(/\/shopping-cart\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your cart');
  const group = page.getByTestId('cart-owner-group');
  await expect(group).toHaveCount(1);
  await expect(group.getByTestId('cart-item')).toContainText(listing.name);
  await expectAccessible(page);
  await page.getByTestId('cart-note').fill('Could I pick it up at 9?');
  await page.getByTestId('request-reservation').click();
  const sent = page.getByTestId('request-sent');
  await expect(sent).toContainText('Request sent');
  const href = await sent.getByRole('link', { name: listing.name }).getAttribute('href');
  const reservationId = Number(/\/my-rentals\/(\d+)\//.exec(href ?? '')?.[1]);
  expect(reservationId).toBeGreaterThan(0);
  await expect(page.getByTestId('navbar-cart-count')).toHaveCount(0);

  await sent.getByTestId('go-to-rentals').click();
  await expect(page).toHaveURL(/\/admin\/my-rentals\/for-confirmations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ongoing Rentals');
  await expect(row(page, reservationId).getByTestId('reservation-status')).toHaveText('Requested');

  // The owner approves it from Ongoing Bookings.
  const ownerPage = owner.page;
  await ownerPage.goto('/admin/bookings/for-confirmations');
  await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText('Ongoing Bookings');
  await expectBadges(ownerPage, request, owner.token);
  await row(ownerPage, reservationId).getByTestId('action-approve').click();
  await expect(ownerPage.getByTestId('action-message')).toContainText('Approved');
  await expect(row(ownerPage, reservationId)).toHaveCount(0);
  await expectAccessible(ownerPage);
  await ownerPage.goto('/admin/bookings/confirmed-bookings');
  await expect(row(ownerPage, reservationId).getByTestId('reservation-status')).toHaveText(
    'Approved',
  );

  // The renter pays with the card that succeeds.
  await page.goto('/admin/my-rentals/approved-rentals');
  await expectBadges(page, request, renter.token);
  await row(page, reservationId).getByTestId('action-checkout').click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${reservationId}$`));
  await expect(page.getByTestId('sandbox-cards')).toBeVisible();
  await expectAccessible(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/admin/thankyou\\?reservation=${reservationId}$`));
  await expect(page.getByTestId('thank-you')).toContainText('What happens next');
  await page.getByTestId('thank-you-reservation').click();
  await expect(page).toHaveURL(
    new RegExp(`/admin/my-rentals/${reservationId}/reservation-request$`),
  );
  await expect(status(page)).toHaveText('Paid');

  // Pickup: the owner starts the rental at hand-over.
  await ownerPage.goto(`/admin/bookings/${reservationId}/confirmed-reservation`);
  await expect(status(ownerPage)).toHaveText('Paid');
  await ownerPage.getByTestId('action-start').click();
  await expect(status(ownerPage)).toHaveText('In progress');

  // The renter gives it back.
  await page.reload();
  await expect(status(page)).toHaveText('In progress');
  await page.getByTestId('action-return').click();
  await expect(status(page)).toHaveText('Returned');

  // The owner checks it and completes: payout sent.
  await ownerPage.reload();
  await ownerPage.getByTestId('action-complete').click();
  const dialog = ownerPage.getByTestId('dialog-complete');
  // The payout does not wait for the deposit, which stays held for the claim window.
  await expect(dialog).toContainText('Completing sends your payout');
  await expect(dialog).toContainText('so you can still claim from it for damage');
  await dialog.getByTestId('dialog-complete-confirm').click();
  await expect(status(ownerPage)).toHaveText('Completed');
  await expectAccessible(ownerPage);
  const ledger = ownerPage.getByTestId('ledger');
  await expect(ledger.locator('[data-kind="charge"][data-status="succeeded"]')).toHaveCount(1);
  // The deposit is not given back yet: the owner may still claim from it.
  await expect(ledger.locator('[data-kind="deposit-release"]')).toHaveCount(0);
  await expect(ownerPage.getByTestId('deposit-stage')).toHaveText(/^Held /);
  await expect(ledger.locator('[data-kind="transfer"]')).toContainText('Owner payout');
  const payout = await ownerPage.getByTestId('payout-total').locator('dd').textContent();
  await expect(ownerPage.getByTestId('ledger-transferred')).toHaveText(payout!);

  // Both completed lists hold it, and the badges match the server's counts.
  await ownerPage.goto('/admin/bookings/completed-bookings');
  await expect(row(ownerPage, reservationId).getByTestId('reservation-status')).toHaveText(
    'Completed',
  );
  await expect(row(ownerPage, reservationId).getByTestId('row-amount')).toHaveText(payout!);
  await expectBadges(ownerPage, request, owner.token);
  await ownerPage.goto('/admin');
  await expect(ownerPage.getByTestId('earnings-total')).not.toHaveText('$0.00');

  await page.goto('/admin/my-rentals/completed-booking');
  await expect(row(page, reservationId).getByTestId('reservation-status')).toHaveText('Completed');
  await expectBadges(page, request, renter.token);

  // The renter sees the charge and the deposit still held (payouts are the owner's), then
  // reviews.
  await row(page, reservationId).getByRole('link', { name: listing.name, exact: true }).click();
  const renterLedger = page.getByTestId('ledger');
  await expect(renterLedger.locator('[data-kind="charge"]')).toHaveCount(1);
  await expect(renterLedger.locator('[data-kind="deposit-release"]')).toHaveCount(0);
  await expect(page.getByTestId('deposit-detail')).toContainText(
    'The owner can claim for damage until',
  );
  await expect(renterLedger.locator('[data-kind="transfer"]')).toHaveCount(0);
  const review = page.getByTestId('review-form');
  await review.getByRole('radio', { name: '5 stars, Excellent' }).check();
  await review.getByRole('textbox', { name: /Your review/ }).fill('Great saw, easy pickup.');
  await review.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByTestId('review-done')).toContainText('Great saw, easy pickup.');

  await renter.page.context().close();
  await owner.page.context().close();
});

test('a declined card shows the error and leaves the reservation approved, nothing charged', async ({
  browser,
  request,
}) => {
  const listing = listings[1]!;
  const renter = await signedInPage(browser, request, RENTER);
  const ownerToken = await tokenFor(request, OWNER);

  const requested = await request.post('/api/reservation/request-reservation', {
    headers: auth(renter.token),
    data: {
      listing_id: listing.id,
      frequency: 'Daily',
      start_at: daysAhead(9),
      units: 1,
      quantity: 1,
      fulfilment: 'pickup',
    },
  });
  expect(requested.status()).toBe(201);
  const reservationId = ((await requested.json()) as { reservations: { id: number }[] })
    .reservations[0]!.id;
  const approved = await request.post(`/api/reservation/${reservationId}/approve`, {
    headers: auth(ownerToken),
    data: {},
  });
  expect(approved.ok()).toBe(true);

  const page = renter.page;
  await page.goto(`/checkout/${reservationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await payWithCard(page, '4000 0000 0000 0002');
  const number = page.getByTestId('card-number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${reservationId}$`));

  const detail = await request.get(`/api/reservation/${reservationId}`, {
    headers: auth(renter.token),
  });
  expect(((await detail.json()) as { reservation: { status: string } }).reservation.status).toBe(
    'approved',
  );
  const money = await request.get(`/api/reservation/${reservationId}/transaction`, {
    headers: auth(renter.token),
  });
  expect(((await money.json()) as { totals: { charged_cents: number } }).totals.charged_cents).toBe(
    0,
  );

  // The reservation page agrees: still approved, the failed attempt listed, $0.00 charged.
  await page.goto(`/admin/my-rentals/${reservationId}/reservation-request`);
  await expect(status(page)).toHaveText('Approved');
  await expect(
    page.getByTestId('ledger').locator('[data-kind="charge"][data-status="failed"]'),
  ).toContainText('Your card was declined.');
  await expect(page.getByTestId('ledger-charged')).toHaveText('$0.00');
  await expect(page.getByTestId('next-step').getByTestId('action-checkout')).toBeVisible();
  await page.context().close();
});

test('a card whose bank asks for 3-D Secure pays after the sandbox confirmation step', async ({
  browser,
  request,
}) => {
  const listing = listings[1]!;
  const renter = await signedInPage(browser, request, RENTER);
  const ownerToken = await tokenFor(request, OWNER);
  const requested = await request.post('/api/reservation/request-reservation', {
    headers: auth(renter.token),
    data: {
      listing_id: listing.id,
      frequency: 'Daily',
      start_at: daysAhead(16),
      units: 1,
      quantity: 1,
      fulfilment: 'pickup',
    },
  });
  expect(requested.status()).toBe(201);
  const reservationId = ((await requested.json()) as { reservations: { id: number }[] })
    .reservations[0]!.id;
  const approved = await request.post(`/api/reservation/${reservationId}/approve`, {
    headers: auth(ownerToken),
    data: {},
  });
  expect(approved.ok()).toBe(true);

  const page = renter.page;
  await page.goto(`/checkout/${reservationId}`);
  await payWithCard(page, '4000 0025 0000 3155');
  const dialog = page.getByTestId('sandbox-3ds');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText('Confirm with your bank');
  await expectAccessible(page);
  // Giving up charges nothing and leaves the reservation payable.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(/nothing has been charged/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/checkout/${reservationId}$`));

  await page.getByTestId('pay-button').click();
  await expect(dialog).toBeVisible();
  await page.getByTestId('sandbox-3ds-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/admin/thankyou\\?reservation=${reservationId}$`));
  const detail = await request.get(`/api/reservation/${reservationId}`, {
    headers: auth(renter.token),
  });
  expect(((await detail.json()) as { reservation: { status: string } }).reservation.status).toBe(
    'paid',
  );
  await page.context().close();
});
