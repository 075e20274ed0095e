import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, RENTER, signIn } from './support/demo-accounts';

/**
 * Discovery: the home search, the map's clusters, the search pages with their
 * filters in the URL, listing pages with a live quote, favourites and the cart.
 * Demo data: 70 published listings in 16 US cities; 7 of them share one point in Denver.
 */

/** A Denver listing of the demo data: daily and weekly prices, for sale too, quantity 3. */
const KAYAK = /Perception Pescador 10 sit-on-top kayak/;

test.describe('home search', () => {
  test('a keyword search shows matching cards and keeps the search in the URL', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByTestId('search-form');
    await expect(form).toBeVisible();
    await form.getByPlaceholder('Search your keyword').fill('kayak');
    await form.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/[?&]keyword=kayak/);
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    const cards = page.getByTestId('listing-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('heading')).toContainText(/kayak/i);
    await expect(page.getByTestId('filter-chip-keyword')).toContainText('kayak');
  });

  test('the category dropdown lists rental types and filters by one', async ({ page }) => {
    await page.goto('/');
    const select = page.getByTestId('search-rental-type');
    await expect(select.locator('option').first()).toHaveText('Select Category:');
    await select.selectOption({ label: 'Gear' });
    await page.getByTestId('search-submit').click();

    await expect(page).toHaveURL(/[?&]rental_type=\d+/);
    const badges = page.getByTestId('search-results').getByTestId('listing-rental-type');
    await expect(badges.first()).toHaveText('Gear');
    for (const text of await badges.allInnerTexts()) expect(text).toBe('Gear');
    await expect(page.getByTestId('pagination-summary')).toHaveText(
      /Showing 1 to \d+ of \d+ results/,
    );
  });

  test('pages through the results and opens a listing from a card', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('pagination-summary')).toHaveText(/Showing 1 to 9 of 70 results/);
    await page.getByTestId('pagination').getByRole('button', { name: /next/i }).click();
    await expect(page.getByTestId('pagination-summary')).toHaveText(
      /Showing 10 to 18 of 70 results/,
    );
    await expect(page).toHaveURL(/page=2/);

    const card = page.getByTestId('listing-card').first();
    const name = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/listing-detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('the map clusters the Denver listings that share one point into one marker', async ({
    page,
  }) => {
    await page.goto('/');
    const location = page.getByTestId('search-form').getByPlaceholder('Enter a location');
    await location.fill('Denver');
    await page
      .getByRole('option', { name: /Denver, CO/ })
      .first()
      .click();
    await page.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/lat=39\.\d+&lng=-104\.\d+/);

    const map = page.getByTestId('results-map');
    await expect(map).toBeVisible();
    const cluster = map.locator('[data-testid="map-cluster"][data-count="7"]');
    await expect(cluster).toHaveCount(1);
    await expect(cluster.getByTestId('map-cluster-count')).toHaveText('7');
    // The marker shows the first listing's first price.
    await expect(cluster).toContainText(/\$\d+\.\d{2}/);
    await expect(cluster).toBeInViewport();

    // Opening it lists the seven listings at that place.
    await cluster.click();
    const popup = page.getByTestId('map-popup');
    await expect(popup).toContainText('7 listings at this place');
    await expect(popup.getByRole('link')).toHaveCount(7);
  });
});

test.describe('search pages', () => {
  test('filters on /grid-sidebar live in the URL and survive a reload', async ({ page }) => {
    await page.goto('/grid-sidebar');
    const sidebar = page.getByTestId('filter-sidebar');
    await sidebar.getByTestId('filter-rental-type').selectOption({ label: 'Gear' });
    await sidebar.getByTestId('filter-min-price').fill('20');
    await sidebar.getByTestId('filter-max-price').fill('60');
    await sidebar.getByTestId('sort-select').selectOption({ label: 'Price: low to high' });
    // The filtered results, not the unfiltered ones still shown while they load.
    const filtered = page.waitForResponse(
      (res) => res.url().includes('/api/listings?') && res.url().includes('rental_type='),
    );
    await sidebar.getByTestId('apply-filters').click();
    const { total } = (await (await filtered).json()) as { total: number };

    await expect(page).toHaveURL(/rental_type=\d+/);
    await expect(page).toHaveURL(/min_price=20/);
    await expect(page).toHaveURL(/max_price=60/);
    await expect(page).toHaveURL(/sort=price-asc/);
    const summary = page.getByTestId('pagination-summary');
    await expect(summary).toHaveText(new RegExp(`of ${total} results`));
    const before = await summary.innerText();
    const firstName = await page
      .getByTestId('listing-card')
      .first()
      .getByRole('heading')
      .innerText();

    await page.reload();
    await expect(page.getByTestId('filter-rental-type')).toHaveValue(/\d+/);
    await expect(page.getByTestId('filter-min-price')).toHaveValue('20');
    await expect(page.getByTestId('filter-max-price')).toHaveValue('60');
    await expect(page.getByTestId('sort-select')).toHaveValue('price-asc');
    await expect(summary).toHaveText(before);
    await expect(page.getByTestId('listing-card').first().getByRole('heading')).toHaveText(
      firstName,
    );
    for (const text of await page.getByTestId('listing-rental-type').allInnerTexts()) {
      expect(text).toBe('Gear');
    }

    // A chip removes one filter; Back brings it back.
    await page.getByTestId('filter-chip-price').click();
    await expect(page).not.toHaveURL(/min_price/);
    await page.goBack();
    await expect(page).toHaveURL(/min_price=20/);
  });

  test('a search without results offers to reset the filters', async ({ page }) => {
    await page.goto('/grid?keyword=zzzqqqxxnothing');
    await expect(
      page.getByRole('heading', { name: 'No listings match your search' }),
    ).toBeVisible();
    await page.getByTestId('reset-filters').click();
    await expect(page).toHaveURL(/\/grid$/);
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
  });

  test('/buy lists only things that can be bought', async ({ page }) => {
    await page.goto('/buy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy it for keeps');
    const prices = page.getByTestId('listing-price');
    await expect(prices.first()).toContainText('/ Buy');
    for (const text of await prices.allInnerTexts()) expect(text).toContain('/ Buy');
  });
});

test.describe('listing page', () => {
  test('shows a live quote with its line items', async ({ page }) => {
    await page.goto('/grid?keyword=kayak');
    await page.getByTestId('listing-card').filter({ hasText: KAYAK }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KAYAK);
    await expect(page.getByTestId('listing-price-table')).toBeVisible();

    const box = page.getByTestId('quote-box');
    await box.getByTestId('quote-units').fill('3');
    const total = box.getByTestId('quote-total');
    await expect(total).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    // The rate beside the fee is the one this server charges, as /api/config serves it.
    const { fees } = (await (await page.request.get('/api/config')).json()) as {
      fees: { renterServiceFeePercent: number };
    };
    await expect(box.getByTestId('quote-line-items')).toContainText(
      `Service fee (${fees.renterServiceFeePercent}%)`,
    );
    await expect(box.getByTestId('quote-line-items')).toContainText('Refundable deposit');

    // A length beyond the owner's maximum is explained under the field.
    await box.getByTestId('quote-units').fill('40');
    await expect(box.getByText('The maximum rental is 14 days.')).toBeVisible();
    // Guests are asked to sign in.
    await expect(box.getByTestId('sign-in-to-rent')).toBeVisible();
  });

  test('a guest asked to sign in comes back to the listing afterwards', async ({ page }) => {
    await page.goto('/grid?keyword=kayak');
    await page.getByTestId('listing-card').filter({ hasText: KAYAK }).getByRole('link').click();
    await expect(page).toHaveURL(/\/listing-detail\/\d+$/);
    const listingUrl = page.url();
    await page.getByTestId('sign-in-to-rent').click();
    await expect(page).toHaveURL(/\/auth-login\?next=%2Flisting-detail%2F\d+/);
    await page.getByLabel('E-mail').fill(RENTER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(listingUrl);
    await expect(page.getByTestId('add-to-cart')).toBeVisible();
  });

  test('a listing opened by its address comes with the page: no second trip for it', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/listing\/\d+$/.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await page.goto('/listing-detail/52');
    await expect(page.getByTestId('listing-gallery').getByRole('img').first()).toHaveAttribute(
      'src',
      /\/uploads\/listings\/52\//,
    );
    await expect(page.getByTestId('listing-gallery').getByRole('img').first()).toBeVisible();
    expect(asked).toEqual([]);
    // Another listing, reached inside the app, is asked for as usual.
    await page.goto('/grid?keyword=kayak');
    await page.getByTestId('listing-card').filter({ hasText: KAYAK }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KAYAK);
    expect(asked).toHaveLength(1);
  });

  test("a listing's photo and name are painted from the HTML, where the app then shows them", async ({
    page,
  }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/listing-detail/52');
      const photo = page.getByTestId('listing-gallery').getByRole('img').first();
      await expect(photo).toBeVisible();
      const shown = {
        name: await page.getByRole('heading', { level: 1 }).innerText(),
        src: await photo.getAttribute('src'),
        box: await photo.boundingBox(),
      };
      // The app's scripts never arrive: what shows is what the server sent.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/listing-detail/52');
      const painted = page.locator('[data-first-paint] img');
      await expect(painted).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.name);
      expect(await painted.getAttribute('src')).toBe(shown.src);
      expect(await painted.boundingBox(), `${width} px`).toEqual(shown.box);
      await page.unroute('**/assets/*.js');
    }
  });

  test('an unknown listing shows a clear not-found page', async ({ page }) => {
    await page.goto('/listing-detail/999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing not found');
  });

  test('the photo viewer opens full screen, moves with the arrow keys and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/grid?keyword=kayak');
    await page.getByTestId('listing-card').filter({ hasText: KAYAK }).getByRole('link').click();
    await page.getByTestId('gallery-open').click();
    const viewer = page.getByTestId('gallery-viewer');
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('2 / 3');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page.getByTestId('gallery-open')).toBeFocused();
  });
});

test.describe('signed in as a renter', () => {
  test('favourites a listing from a card and removes it again', async ({ page }) => {
    await signIn(page, RENTER);
    await page.goto('/grid?keyword=kayak');
    const card = page.getByTestId('listing-card').filter({ hasText: KAYAK });
    const heart = card.getByTestId('favourite-button');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/admin/favorite-property');
    const saved = page.getByTestId('favourites-list').getByTestId('listing-card');
    await expect(saved.filter({ hasText: KAYAK })).toHaveCount(1);

    // Unfavourite from the listing page's heart; the favourites page no longer lists it.
    await saved.filter({ hasText: KAYAK }).getByRole('link', { name: KAYAK }).click();
    const detailHeart = page.getByTestId('favourite-button');
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
    await detailHeart.click();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/admin/favorite-property');
    await expect(page.getByRole('heading', { name: 'Favourites', level: 1 })).toBeVisible();
    await expect(page.getByText(KAYAK)).toHaveCount(0);
  });

  test('adds a rental to the cart and the navbar badge shows 1', async ({ page }) => {
    const token = await signIn(page, RENTER);
    // Start from an empty cart, whatever ran before.
    const cart = await page.request.get('/api/cart', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { cartItems } = (await cart.json()) as { cartItems: { id: number }[] };
    for (const item of cartItems) {
      await page.request.delete(`/api/cart/${item.id}/remove-from-cart`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }

    await page.goto('/grid?keyword=kayak');
    await page.getByTestId('listing-card').filter({ hasText: KAYAK }).getByRole('link').click();
    const box = page.getByTestId('quote-box');
    await expect(box.getByTestId('quote-total')).toBeVisible();
    await box.getByTestId('add-to-cart').click();
    await expect(box.getByTestId('quote-added')).toBeVisible();
    await expect(page.getByTestId('navbar-cart-count')).toHaveText('1');
    await expect(page.getByTestId('navbar-cart')).toHaveAccessibleName('Cart, 1 item');

    // Clean up for the other journeys.
    const after = await page.request.get('/api/cart', {
      headers: { Authorization: `Bearer ${token}` },
    });
    for (const item of ((await after.json()) as { cartItems: { id: number }[] }).cartItems) {
      await page.request.delete(`/api/cart/${item.id}/remove-from-cart`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });

  test('the home tour starts once, for a new user who has not seen it', async ({ page }) => {
    // A new account has not seen the tour (the demo accounts may have, in a longer run).
    const email = `tour-${Date.now()}@example.test`;
    const response = await page.request.post('/api/register', {
      data: {
        first_name: 'Tess',
        last_name: 'Tour',
        email,
        password: 'tour-pass-42',
        password_confirmation: 'tour-pass-42',
      },
    });
    expect(response.ok()).toBe(true);
    const { token } = (await response.json()) as { token: string };
    // The sign-up's token opens the account once the e-mailed link is followed (decision 0004).
    let link = '';
    await expect
      .poll(async () => {
        const mailbox = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        link = ((await mailbox.json()) as { links: string[] }[])[0]?.links[0] ?? '';
        return link;
      })
      .not.toBe('');
    await page.request.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
    await page.goto('/faqs');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    const me = async () =>
      (
        (await (
          await page.request.get('/api/user/personal/info', {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json()) as { data: { isHomeToured: boolean } }
      ).data;

    await page.goto('/');
    const popover = page.locator('.driver-popover');
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('Step 1: Search for an item');
    await popover.getByRole('button', { name: 'Next' }).click();
    await expect(popover).toContainText('Step 2: Select an item');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect.poll(async () => (await me()).isHomeToured).toBe(true);

    await page.reload();
    await expect(page.getByTestId('search-form')).toBeVisible();
    await page.waitForTimeout(500);
    await expect(popover).toBeHidden();
  });
});

test.describe('owners', () => {
  test('the owners directory links to a profile with listings', async ({ page }) => {
    await page.goto('/agents');
    const first = page.getByTestId('owner-card').first();
    await expect(first).toBeVisible();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/agent-profile\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('listing-card').first()).toBeVisible();

    await page.goto('/agency-profile');
    await expect(page).toHaveURL(/\/agency-profile\/\d+$/);
    await expect(page.getByTestId('owner-profile')).toBeVisible();
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`discovery pages have no axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem(
          'ownless-preferences',
          JSON.stringify({ state: { theme: value, direction: 'ltr' }, version: 0 }),
        );
      }, theme);
      const check = async (path: string, ready: string) => {
        await page.goto(path);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          // Map tiles and the attribution belong to the map library.
          .exclude('.leaflet-control-attribution')
          .analyze();
        expect(violations.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
      };
      await check('/', 'listing-card');
      await check('/grid-sidebar?keyword=tent', 'listing-card');
      await check('/list-map', 'listing-card');
      await check('/listing-detail/52', 'quote-result');
      await check('/agents', 'owner-card');
      await check('/sell', 'sell-add-listing');
    });
  }
});

test.describe('pricing page', () => {
  test('states the fees this server charges, as /api/config serves them', async ({ page }) => {
    const { fees } = (await (await page.request.get('/api/config')).json()) as {
      fees: { renterServiceFeePercent: number; ownerCommissionPercent: number };
    };
    await page.goto('/pricing');
    await expect(page.getByText(`Service fee (${fees.renterServiceFeePercent}%)`)).toBeVisible();
    await expect(page.getByText(`Commission (${fees.ownerCommissionPercent}%)`)).toBeVisible();
  });
});
