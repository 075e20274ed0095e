import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Owners: apply as an owner, connect sandbox payouts, add a listing through the
 * whole wizard with a photo, publish it and find it on the home page; the publish
 * checklist of an incomplete draft; deactivate and activate from My Listings.
 */
const DEMO_PASSWORD = 'ownless-demo-1';
const OWNER = 'owner@ownless.test';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const uniqueEmail = (prefix: string) => `${prefix}-${unique()}@example.test`;

// ---- A small valid PNG, made here (the server wants pictures of at least 32×32). ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A size×size RGB PNG: a green square with a lighter diagonal. */
function makePng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const light = Math.abs(x - y) < 4;
      row[1 + x * 3] = light ? 209 : 4;
      row[2 + x * 3] = light ? 250 : 120;
      row[3 + x * 3] = light ? 229 : 87;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- Accounts (same steps as e2e/accounts.spec.ts). ----
async function signUp(page: Page, email: string, password: string) {
  await page.goto('/auth-signup');
  await page.getByLabel('First name').fill('Olive');
  await page.getByLabel('Last name').fill('Owner');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
}

async function verifyThroughMailbox(page: Page, email: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const item = page
    .getByTestId('mail-item')
    .filter({ hasText: /Confirm your e-mail address/ })
    .first();
  await expect(item).toBeVisible({ timeout: 15_000 });
  await item.click();
  await page.getByTestId('mail-detail').getByTestId('mail-link').first().click();
  await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
  // The sign-up made in this browser becomes a session once confirmed (decision 0004).
  await expect(page.getByTestId('account-menu-button').first()).toBeVisible();
}

// One API login for the demo owner in this file (the server allows 10 logins a minute).
let ownerToken: string | undefined;
async function ownerApiToken(request: APIRequestContext) {
  if (!ownerToken) {
    const response = await request.post('/api/login', {
      data: { email: OWNER, password: DEMO_PASSWORD },
    });
    expect(response.ok()).toBe(true);
    ownerToken = ((await response.json()) as { data: { token: string } }).data.token;
  }
  return ownerToken;
}

async function signInAsOwner(page: Page) {
  const token = await ownerApiToken(page.request);
  await page.goto('/faqs');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
}

const png = { name: 'tent.png', mimeType: 'image/png', buffer: makePng() };

test.describe('becoming an owner and listing something', () => {
  test('apply, connect payouts, complete the wizard, publish and find it on home', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('owner');
    const name = `E2E tent ${unique()}`;
    await signUp(page, email, 'owner-pass-42');
    await verifyThroughMailbox(page, email);

    // Owner Information: apply (approved at once by default).
    await page.goto('/admin/seller-information');
    await expect(page).toHaveTitle(/Owner Information/);
    await page.getByLabel('Legal name').fill('Olive Owner');
    await page.getByLabel('Phone').fill('+1 512 555 0100');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel('Street address').fill('1 Congress Ave');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByRole('button', { name: 'Apply as an owner' }).click();
    await expect(page.getByTestId('seller-status')).toContainText('You are an OwnLess owner');

    // Payment Method: sandbox bank account.
    await page.getByRole('link', { name: 'Connect payouts' }).first().click();
    await expect(page).toHaveURL(/\/admin\/payment-method$/);
    await page.getByLabel('Routing number').fill('110000000');
    await page.getByLabel('Account number').fill('000123456789');
    await page.getByRole('button', { name: 'Connect bank account' }).click();
    await expect(page.getByTestId('payouts-connected')).toContainText('6789');

    // Step 1: basics; saving creates the draft.
    await page.getByRole('link', { name: 'Add a listing' }).click();
    await expect(page).toHaveURL(/\/admin\/add-listing\/step-1$/);
    await page.getByLabel('Listing name').fill(name);
    await page.getByRole('radio', { name: 'Gear' }).check();
    await page.getByLabel('Category').selectOption({ label: 'Camping' });
    await page
      .getByLabel('Description')
      .fill('A roomy dome tent for four. Sets up in ten minutes.');
    await page.getByRole('button', { name: 'Create draft and continue' }).click();
    await expect(page).toHaveURL(/\/admin\/add-listing\/\d+\/step-2$/);
    const listingId = Number(/add-listing\/(\d+)\//.exec(page.url())![1]);
    await expect(page.locator('[aria-current="step"]')).toContainText('Location');

    // Step 2: the address comes from the autocomplete; pickup.
    const where = page.getByRole('combobox', { name: 'Where is it?' });
    await where.fill('Austin');
    await page.getByRole('option').first().click();
    await expect(where).toHaveValue(/Austin, TX/);
    await page.getByRole('checkbox', { name: /Pickup/ }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step-3$/);

    // A reload loses nothing: step 2 still has the address.
    await page.goto(`/admin/add-listing/${listingId}/step-2`);
    await expect(page.getByRole('combobox', { name: 'Where is it?' })).toHaveValue(/Austin, TX/);
    await page
      .getByRole('link', { name: /Photos/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/step-3$/);

    // Step 3: one photo, with its own progress, then it becomes the cover.
    await page.getByTestId('photo-input').setInputFiles(png);
    await expect(page.getByTestId('photo-item')).toHaveCount(1);
    await expect(page.getByTestId('photo-item').getByText('Cover', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step-4$/);

    // Step 4: a daily price.
    await page.getByRole('checkbox', { name: 'Daily' }).check();
    await page.getByLabel('Daily price in dollars').fill('25');
    await page.getByLabel('Security deposit').fill('40');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step-5$/);

    // Steps 5 to 7 keep their defaults.
    await expect(page.getByTestId('availability-calendar')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step-6$/);
    await page.getByLabel('Brand').fill('Coleman');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step-7$/);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/policies$/);

    // Policies: a cancellation policy and the listing terms.
    await page.getByRole('radio', { name: /Flexible/ }).check();
    await page.getByLabel(/I accept the listing terms/).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/preview$/);

    // Preview and publish.
    const preview = page.getByTestId('listing-preview');
    await expect(preview.getByRole('heading', { name })).toBeVisible();
    await expect(preview).toContainText('$25.00');
    await page.getByTestId('publish-button').click();
    await expect(page.getByTestId('publish-success')).toBeVisible();

    // Renters find it from the home page.
    await page.goto('/');
    await page.getByTestId('search-keyword').fill(name);
    await page.getByTestId('search-submit').click();
    const card = page.getByTestId('listing-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name })).toHaveAttribute(
      'href',
      `/listing-detail/${listingId}`,
    );
  });
});

test.describe('owner tools', () => {
  test('publishing an incomplete draft shows the checklist with links to the steps', async ({
    page,
  }) => {
    await signInAsOwner(page);
    const name = `E2E draft ${unique()}`;
    await page.goto('/admin/add-listing/step-1');
    await page.getByLabel('Listing name').fill(name);
    await page.getByRole('radio', { name: 'Tool' }).check();
    await page.getByLabel('Category').selectOption({ label: 'Power Tools' });
    await page.getByRole('button', { name: 'Create draft and continue' }).click();
    await expect(page).toHaveURL(/\/admin\/add-listing\/\d+\/step-2$/);

    await page.goto(page.url().replace(/step-2$/, 'preview'));
    await page.getByTestId('publish-button').click();
    const checklist = page.getByTestId('publish-checklist');
    await expect(checklist).toBeVisible();
    await expect(checklist).toContainText('This listing is not ready to publish yet.');
    await expect(checklist.getByTestId('publish-problem')).toHaveCount(5);
    await expect(checklist).toContainText('Add at least one photo.');
    await checklist.getByRole('link', { name: 'Go to Photos' }).click();
    await expect(page).toHaveURL(/\/step-3$/);
    await expect(page.locator('[aria-current="step"]')).toContainText('Photos');

    // My Listings has it as a draft.
    await page.goto(`/admin/explore-listings?status=Draft&search=${encodeURIComponent(name)}`);
    const row = page.getByTestId('my-listing').filter({ hasText: name });
    await expect(row.getByTestId('listing-status')).toHaveText('Draft');
  });

  test('the wizard reads terms and place from the server; the condition clears; Listings is lit on the owner view', async ({
    page,
  }) => {
    const token = await signInAsOwner(page);
    const headers = { Authorization: `Bearer ${token}` };
    const name = `E2E kayak ${unique()}`;

    // A draft made through the API (no wizard in this browser, so no local memory of it).
    const created = await page.request.post('/api/listing', {
      headers,
      data: {
        name,
        rental_type_id: 1,
        category_id: 3,
        condition: 'Good',
        location: {
          formattedAddress: 'Austin, TX 78701',
          latitude: 30.27,
          longitude: -97.74,
          placeId: 'us-zip:78701',
          city: 'Austin',
          state: 'TX',
          country: 'US',
          postalCode: '78701',
        },
        fulfilment: ['pickup'],
        policy_id: 1,
        accept_terms: true,
      },
    });
    expect(created.status()).toBe(201);
    const { listing } = (await created.json()) as {
      listing: { id: number; terms_accepted: boolean; address: { place_id: string | null } };
    };
    expect(listing.terms_accepted).toBe(true);
    expect(listing.address.place_id).toBe('us-zip:78701');
    await page.evaluate(() => localStorage.removeItem('ownless-listing-wizard'));

    // Policies: the terms are accepted because the server says so.
    await page.goto(`/admin/add-listing/${listing.id}/policies`);
    await expect(page.getByLabel(/I accept the listing terms/)).toBeChecked();

    // Location: the stored place fills the autocomplete; saving unchanged keeps it.
    await page.goto(`/admin/add-listing/${listing.id}/step-2`);
    const where = page.getByRole('combobox', { name: 'Where is it?' });
    await expect(where).toHaveValue('Austin, TX 78701');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step-3$/);

    // Details: a change not saved yet holds Back, Forward and links until the owner answers;
    // a clean step lets them go.
    await page.goto(`/admin/add-listing/${listing.id}/step-6`);
    const good = page.getByRole('radio', { name: /Good/ });
    await expect(good).toBeChecked();
    const myListings = page.getByTestId('admin-sidebar').getByRole('link', { name: 'My Listings' });
    await myListings.click();
    await expect(page).toHaveURL(/\/admin\/explore-listings$/);
    await page.goBack();
    await expect(good).toBeChecked();
    await page.getByRole('button', { name: 'Clear the condition' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.evaluate(() => history.forward());
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this step' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/step-6$/);
    await expect(good).not.toBeChecked();
    await myListings.click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/explore-listings$/);

    // Details: the condition can be cleared again.
    await page.goto(`/admin/add-listing/${listing.id}/step-6`);
    await expect(good).toBeChecked();
    await page.getByRole('button', { name: 'Clear the condition' }).click();
    await expect(good).not.toBeChecked();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/step-7$/);
    const manage = await page.request.get(`/api/listing/${listing.id}/manage`, { headers });
    const saved = (await manage.json()) as {
      listing: { condition: string | null; address: { place_id: string | null } };
    };
    expect(saved.listing.condition).toBeNull();
    expect(saved.listing.address.place_id).toBe('us-zip:78701');

    // The owner's view of the listing belongs to the Listings group.
    await page.goto(`/admin/listing-detail/${listing.id}`);
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar.getByTestId('sidebar-group-listings')).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(sidebar.getByRole('link', { name: 'My Listings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('deactivate and activate a listing from My Listings', async ({ page }) => {
    const token = await signInAsOwner(page);
    const headers = { Authorization: `Bearer ${token}` };
    const name = `E2E ladder ${unique()}`;

    // A complete listing, made through the API.
    const created = await page.request.post('/api/listing', {
      headers,
      data: {
        name,
        rental_type_id: 1,
        category_id: 3,
        location: {
          formattedAddress: 'Denver, CO, USA',
          latitude: 39.74,
          longitude: -104.99,
          placeId: 'us-city:denver-co',
          city: 'Denver',
          state: 'CO',
          country: 'US',
        },
        fulfilment: ['pickup'],
        frequencies: [{ frequency: 'Daily', price: 12 }],
        policy_id: 1,
        accept_terms: true,
      },
    });
    expect(created.status()).toBe(201);
    const { listing } = (await created.json()) as { listing: { id: number } };
    const uploaded = await page.request.post(`/api/listing/${listing.id}/upload`, {
      headers,
      multipart: { images: png },
    });
    expect(uploaded.ok()).toBe(true);
    expect((await page.request.patch(`/api/listing/${listing.id}/publish`, { headers })).ok()).toBe(
      true,
    );

    await page.goto('/admin/explore-listings');
    await expect(page).toHaveTitle(/My Listings/);
    await page.getByLabel('Search your listings').fill(name);
    const row = page.getByTestId('my-listing').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('my-listing')).toHaveCount(1);
    await expect(row.getByTestId('listing-status')).toHaveText('Published');

    await row.getByRole('button', { name: /Deactivate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate this listing?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row.getByTestId('listing-status')).toHaveText('Inactive');
    await expect(page.getByTestId('listing-action-done')).toContainText('hidden from search');

    // Inactive listings are not public any more…
    expect((await page.request.get(`/api/listing/${listing.id}`)).status()).toBe(404);

    // …until activated again.
    await row.getByRole('button', { name: /Activate/ }).click();
    await expect(row.getByTestId('listing-status')).toHaveText('Published');
    await expect(page.getByTestId('listing-action-done')).toContainText('live again');
    expect((await page.request.get(`/api/listing/${listing.id}`)).ok()).toBe(true);
  });
});
