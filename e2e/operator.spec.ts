import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, RENTER, signIn, tokenFor } from './support/demo-accounts';

/**
 * The operator console: an admin reviews owner applications at
 * /admin/operator/seller-applications; everyone else is sent to /forbidden. The app approves
 * applications automatically by default, so the page is proven on the Approved tab with
 * applications the API made (approve and reject themselves are covered by the unit tests).
 */
const PAGE = '/admin/operator/seller-applications';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface ApplicationRow {
  id: number;
  legal_name: string;
  status: string;
  user: { email: string };
}

async function listApplications(request: APIRequestContext, token: string, status: string) {
  const response = await request.get(`/api/admin/seller-applications?status=${status}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApplicationRow[];
}

/** A new account through the API, which applies as an owner (approved at once by default). */
async function newApprovedApplicant(request: APIRequestContext) {
  const email = `applicant-${unique()}@example.test`;
  const registered = await request.post('/api/register', {
    data: {
      first_name: 'Piper',
      last_name: 'Applicant',
      email,
      password: 'applicant-pass-42',
      password_confirmation: 'applicant-pass-42',
    },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  // The sign-up's token opens the account once the e-mailed link is followed (decision 0004).
  let link = '';
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      link = ((await mailbox.json()) as { links: string[] }[])[0]?.links[0] ?? '';
      return link;
    })
    .not.toBe('');
  await request.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
  const applied = await request.post('/api/seller/application', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      legal_name: 'Piper Applicant',
      business_name: 'Piper’s Paddles',
      phone: '+1 512 555 0199',
      address_line: '1 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      date_of_birth: '1991-06-02',
      bio: 'Kayaks and paddle boards, cleaned after every rental.',
    },
  });
  expect(applied.ok()).toBe(true);
  const body = (await applied.json()) as { application: { status: string } };
  expect(body.application.status).toBe('Approved');
  return email;
}

test.describe('operator console', () => {
  test('an admin sees the approved owner applications', async ({ page }) => {
    const token = await signIn(page, ADMIN);

    // The demo owners' applications, if the seed has any; otherwise one made here.
    let approved = await listApplications(page.request, token, 'Approved');
    if (approved.length === 0) {
      const email = await newApprovedApplicant(page.request);
      approved = await listApplications(page.request, token, 'Approved');
      expect(approved.map((a) => a.user.email)).toContain(email);
    }
    const pending = await listApplications(page.request, token, 'Pending');

    await page.goto(PAGE);
    await expect(page).toHaveTitle(/Owner Applications/);
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Applications' })).toBeVisible();

    // The Operator group of the sidebar, with this page current.
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByTestId('sidebar-group-operator')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.getByRole('link', { name: 'Owner Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Pending first: with automatic approval, usually nothing waits.
    const pendingTab = page.getByRole('tab', { name: /Pending/ });
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    if (pending.length === 0) {
      await expect(page.getByText('No applications waiting')).toBeVisible();
    } else {
      await expect(page.getByTestId('seller-application')).toHaveCount(pending.length);
    }

    // The keyboard moves to Approved (arrow keys, as in any tab list).
    await pendingTab.focus();
    await page.keyboard.press('ArrowRight');
    const approvedTab = page.getByRole('tab', { name: 'Approved' });
    await expect(approvedTab).toHaveAttribute('aria-selected', 'true');
    await expect(approvedTab).toBeFocused();
    await expect(page).toHaveURL(/\?status=Approved$/);

    const cards = page.getByTestId('seller-application');
    await expect(cards).toHaveCount(approved.length);
    for (const application of approved.slice(0, 5)) {
      const card = cards.filter({ hasText: application.user.email });
      await expect(card.getByRole('heading', { name: application.legal_name })).toBeVisible();
      await expect(card.getByTestId('application-status')).toHaveText('Approved');
      // Decided applications have no actions any more.
      await expect(card.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
    }

    // A reload keeps the tab (it is in the URL).
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards).toHaveCount(approved.length);
  });

  test('a renter opening the page is sent to /forbidden and sees no Operator group', async ({
    page,
  }) => {
    await signIn(page, RENTER);
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/forbidden\?for=operators$/);
    await expect(page.getByTestId('forbidden')).toContainText('operators');
    // The API agrees.
    const token = await tokenFor(page.request, RENTER);
    const response = await page.request.get('/api/admin/seller-applications', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(403);

    await page.goto('/admin');
    await expect(page.getByTestId('admin-sidebar')).toBeVisible();
    await expect(page.getByTestId('sidebar-group-operator')).toHaveCount(0);
  });

  test('a guest is sent to sign up first', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/auth-signup$/);
  });
});

const OWNER = 'owner@ownless.test';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new, verified renter through the API (sign-up, then the e-mailed link). */
async function newRenter(request: APIRequestContext) {
  const email = `renter-${unique()}@example.test`;
  const registered = await request.post('/api/register', {
    data: {
      first_name: 'Sunny',
      last_name: 'Suspect',
      email,
      password: 'renter-pass-4242',
      password_confirmation: 'renter-pass-4242',
    },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  let link = '';
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      link = ((await mailbox.json()) as { links: string[] }[])[0]?.links[0] ?? '';
      return link;
    })
    .not.toBe('');
  await request.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
  return { email, token };
}

/** A published listing of owner@ownless.test rented by the day with pick-up. */
async function ownerDailyListing(request: APIRequestContext, ownerToken: string) {
  const me = await request.get('/api/user/personal/info', { headers: auth(ownerToken) });
  const ownerId = ((await me.json()) as { data: { id: number } }).data.id;
  const list = await request.get(`/api/listings?owner_id=${ownerId}&per_page=50`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  for (const { id } of items) {
    const detail = await request.get(`/api/listing/${id}`);
    const { listing } = (await detail.json()) as {
      listing: {
        id: number;
        fulfilment: string[];
        frequencies: { type: string; frequency: string }[];
        notice_hours: number;
      };
    };
    const daily = listing.frequencies.some((f) => f.type === 'rent' && f.frequency === 'Daily');
    if (listing.fulfilment.includes('pickup') && daily && listing.notice_hours <= 48)
      return listing.id;
  }
  throw new Error('no daily pick-up listing of the demo owner');
}

interface Booking {
  id: number;
  code: string;
  total_cents: number;
  deposit_cents: number;
}

/** A one-day pick-up request of the renter, `days` ahead. */
async function requestBooking(
  request: APIRequestContext,
  renterToken: string,
  listingId: number,
  days: number,
) {
  const response = await request.post('/api/reservation/request-reservation', {
    headers: auth(renterToken),
    data: {
      listing_id: listingId,
      frequency: 'Daily',
      start_at: daysAhead(days),
      units: 1,
      quantity: 1,
      fulfilment: 'pickup',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reservations: Booking[] }).reservations[0]!;
}

/** The owner approves the request and the renter pays it with the sandbox's good card. */
async function approveAndPay(
  request: APIRequestContext,
  ownerToken: string,
  renterToken: string,
  id: number,
) {
  const approved = await request.post(`/api/reservation/${id}/approve`, {
    headers: auth(ownerToken),
    data: {},
  });
  expect(approved.ok()).toBe(true);
  const charged = await request.post(`/api/reservation/${id}/checkout-items`, {
    headers: auth(renterToken),
    data: {
      card: {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2035,
        cvc: '123',
        name: 'Sunny Suspect',
      },
    },
  });
  expect(charged.ok()).toBe(true);
}

/** A new renter, the demo owner's token and one of their daily pick-up listings. */
async function newBookingCast(page: Page) {
  const request = page.request;
  const renter = await newRenter(request);
  const ownerToken = await tokenFor(request, OWNER);
  return { request, renter, ownerToken, listingId: await ownerDailyListing(request, ownerToken) };
}

/** Signs the admin in, opens a console list (its sidebar entry current) and searches it. */
async function searchConsole(
  page: Page,
  path: string,
  sidebarLink: string,
  searchLabel: string,
  text: string,
) {
  await signIn(page, ADMIN);
  await page.goto(path);
  await expect(
    page.getByTestId('admin-sidebar').getByRole('link', { name: sidebarLink }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByLabel(searchLabel).fill(text);
  await page.getByLabel(searchLabel).press('Enter');
}

test('an admin suspends a renter: their session ends, the bookings are cancelled and refunded, the audit log shows it', async ({
  browser,
  page,
}) => {
  const { request, renter, ownerToken, listingId } = await newBookingCast(page);

  // A pending request, and a paid one (approved by the owner, paid by card).
  const offset = 150 + Math.floor(Math.random() * 150);
  const pending = await requestBooking(request, renter.token, listingId, offset);
  const paid = await requestBooking(request, renter.token, listingId, offset + 3);
  await approveAndPay(request, ownerToken, renter.token, paid.id);

  // The renter is signed in, in their own browser.
  const renterContext = await browser.newContext();
  await renterContext.addInitScript((value) => localStorage.setItem('token', value), renter.token);
  const renterPage = await renterContext.newPage();
  await renterPage.goto('/admin/my-rentals/for-confirmations');
  await expect(renterPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(renterPage).toHaveURL(/\/admin\/my-rentals\/for-confirmations$/);

  // The admin finds them by e-mail; the search is kept in the URL.
  await searchConsole(page, '/admin/operator/users', 'Users', 'Search users', renter.email);
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(renter.email).replace(/\./g, '\\.')}`),
  );
  await expect(page.getByTestId('operator-user-row')).toHaveCount(1);
  await page.getByRole('link', { name: 'Sunny Suspect' }).click();
  await expect(page.getByTestId('operator-user-reservation')).toHaveCount(2);

  // The dialog says exactly what will happen.
  await page.getByTestId('suspend-user').click();
  const dialog = page.getByTestId('suspend-dialog');
  await expect(dialog).toBeVisible();
  const consequences = dialog.getByTestId('suspend-consequences');
  await expect(consequences).toContainText('2 reservations');
  await expect(consequences).toContainText(pending.code);
  await expect(consequences).toContainText(paid.code);
  await expect(consequences).toContainText(
    `$${(paid.total_cents / 100).toFixed(2)} is refunded in full`,
  );
  await expect(consequences).toContainText(renter.email);
  await dialog.getByTestId('suspend-dialog-confirm').click();
  await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Payments with a stolen card.');
  await dialog.getByTestId('suspend-dialog-confirm').click();
  await expect(page.getByTestId('operator-notice')).toContainText('is suspended');
  await expect(page.getByTestId('operator-user-state')).toContainText('Suspended');

  // The renter's session is over: the next page sends them to sign in, and they cannot.
  await renterPage.goto('/admin/my-rentals/for-confirmations');
  await expect(renterPage).toHaveURL(/\/auth-(login|signup)/);
  const login = await request.post('/api/login', {
    data: { email: renter.email, password: 'renter-pass-4242' },
  });
  expect(login.status()).toBe(403);
  await renterContext.close();

  // The owner's bookings are cancelled by support, the paid one refunded in full.
  for (const reservation of [pending, paid]) {
    const response = await request.get(`/api/reservation/${reservation.id}`, {
      headers: auth(ownerToken),
    });
    const body = (await response.json()) as {
      reservation: { status: string; cancelled_by: string; refunded_cents: number };
    };
    expect(body.reservation.status).toBe('cancelled');
    expect(body.reservation.cancelled_by).toBe('admin');
    expect(body.reservation.refunded_cents).toBe(reservation === paid ? paid.total_cents : 0);
  }

  // The audit log shows who did it, to whom, and why.
  await page.goto(`/admin/operator/audit-log?q=${encodeURIComponent(renter.email)}`);
  const entry = page.getByTestId('audit-entry').first();
  await expect(entry).toContainText('Suspended a user');
  await expect(entry).toContainText('Payments with a stolen card.');
  await expect(entry).toContainText(renter.email);
  await expect(entry).toContainText(ADMIN);
});

test('an admin cancels a paid reservation from the console: it shows Cancelled with the refund in its ledger, and the audit log shows it', async ({
  page,
}) => {
  const { request, renter, ownerToken, listingId } = await newBookingCast(page);
  const booking = await requestBooking(
    request,
    renter.token,
    listingId,
    // Reservations open up to a year ahead; the suspension journey books days 150 to 303.
    310 + Math.floor(Math.random() * 50),
  );
  await approveAndPay(request, ownerToken, renter.token, booking.id);
  const total = `$${(booking.total_cents / 100).toFixed(2)}`;

  // The admin finds it by its code from the Reservations page; the search is in the URL.
  await searchConsole(
    page,
    '/admin/operator/reservations',
    'Reservations',
    'Search reservations',
    booking.code,
  );
  await expect(page).toHaveURL(new RegExp(`q=${booking.code}`));
  await expect(page.getByTestId('operator-reservation-row')).toHaveCount(1);
  await page.getByRole('link', { name: booking.code }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/operator/reservations/${booking.id}$`));
  await expect(page.getByTestId('operator-reservation-state')).toHaveText('Paid');

  // The dialog says what will happen, wants a reason, and sends it.
  await page.getByTestId('cancel-reservation').click();
  const dialog = page.getByTestId('cancel-reservation-dialog');
  const consequences = dialog.getByTestId('cancel-consequences');
  await expect(consequences).toContainText(`${booking.code} becomes Cancelled`);
  await expect(consequences).toContainText(`${total} is refunded to Sunny Suspect`);
  await expect(consequences).toContainText('We e-mail Sunny Suspect and');
  await dialog.getByLabel('Reason for both parties').fill('The listing was reported as stolen.');
  await dialog.getByTestId('cancel-reservation-dialog-confirm').click();
  await expect(page.getByTestId('operator-notice')).toContainText(`${total} was refunded`);

  // Cancelled, with the refund in its ledger and the operator's cancellation in its timeline.
  await expect(page.getByTestId('operator-reservation-state')).toHaveText('Cancelled');
  // The rent comes back as a refund; the deposit, a step of its own, is released in full.
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const refund = page.getByTestId('ledger-entry').filter({ hasText: 'refund' });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(dollars(booking.total_cents - booking.deposit_cents));
  const release = page.getByTestId('ledger-entry').filter({ hasText: 'Deposit release' });
  await expect(release).toContainText(dollars(booking.deposit_cents));
  await expect(page.getByTestId('ledger-totals')).toContainText(`Refunded (1 refund)${total}`);
  await expect(page.getByTestId('timeline-event').last()).toContainText(
    'Cancelled by OwnLess support',
  );
  await expect(page.getByTestId('cancel-refused')).toContainText('already cancelled');

  // The renter sees the operators' cancellation with the full refund.
  const seen = await request.get(`/api/reservation/${booking.id}`, { headers: auth(renter.token) });
  expect(
    ((await seen.json()) as { reservation: { status: string; refunded_cents: number } })
      .reservation,
  ).toMatchObject({ status: 'cancelled', refunded_cents: booking.total_cents });

  // The audit log shows who did it, to which reservation, and why.
  await page.getByRole('link', { name: 'Open in the audit log' }).click();
  await expect(page).toHaveURL(/subject_type=reservation/);
  const entry = page.getByTestId('audit-entry').first();
  await expect(entry).toContainText('Cancelled a reservation');
  await expect(entry).toContainText('The listing was reported as stolen.');
  await expect(entry).toContainText(booking.code);
  await expect(entry).toContainText(ADMIN);
});

test.describe('operator console accessibility and layout', () => {
  for (const [theme, direction] of [
    ['light', 'ltr'],
    ['dark', 'ltr'],
    ['light', 'rtl'],
  ] as const) {
    test(`no axe violations, no sideways scrolling at 360 px (${theme}, ${direction})`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([t, d]) => {
          localStorage.setItem(
            'ownless-preferences',
            JSON.stringify({ state: { theme: t, direction: d }, version: 0 }),
          );
        },
        [theme, direction] as const,
      );
      const token = await signIn(page, ADMIN);
      if ((await listApplications(page.request, token, 'Approved')).length === 0) {
        await newApprovedApplicant(page.request);
      }
      await page.goto(`${PAGE}?status=Approved`);
      await expect(page.getByTestId('seller-application').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', direction);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
        .analyze();
      expect(violations.map((v) => `${v.id} ${v.nodes[0]?.target}`)).toEqual([]);

      // The sidebar folds away a frame or two after the resize: wait for the page to settle.
      await page.setViewportSize({ width: 360, height: 740 });
      await expect(page.getByTestId('seller-application').first()).toBeVisible();
      await expect(page.getByTestId('admin-sidebar')).toBeHidden();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
    });

    test(`users, listings, audit log, reservations, reviews, reports, claims and maintenance pages: no axe violations, fit 360 px (${theme}, ${direction})`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([t, d]) => {
          localStorage.setItem(
            'ownless-preferences',
            JSON.stringify({ state: { theme: t, direction: d }, version: 0 }),
          );
        },
        [theme, direction] as const,
      );
      await signIn(page, ADMIN);
      const pages = [
        ['/admin/operator/users?sort=name', 'operator-user-row'],
        ['/admin/operator/listings?status=Published', 'operator-listing-row'],
        ['/admin/operator/audit-log', null],
        ['/admin/operator/reservations', 'operator-reservation-row'],
        ['/admin/operator/reviews', null],
        ['/admin/operator/reports', 'reports-open-count'],
        ['/admin/operator/claims', null],
        ['/admin/maintenance', 'maintenance-state'],
      ] as const;
      for (const [url, testId] of pages) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (testId) await expect(page.getByTestId(testId).first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze();
        expect(violations.map((v) => `${url} ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
        await page.setViewportSize({ width: 360, height: 740 });
        await expect(page.getByTestId('admin-sidebar')).toBeHidden();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
          .toBeLessThanOrEqual(0);
      }
    });
  }
});
