import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { auth, ADMIN, OWNER, RENTER, tokenFor } from './support/demo-accounts';
import { englishLeftOn, untranslatedPatterns } from './support/catalogs';
import { renterDepositPage } from './support/demo-data';

/**
 * Languages: a browser set to Spanish or Arabic gets the whole interface in that language
 * (no English text that the language's catalog translates), Arabic right to left with nothing
 * wider than a 360 px phone, and the choice in the language menu sticks.
 */

interface Opened {
  path: string;
  /** Signed in as this demo account; a guest when absent. */
  as?: string;
  /** What shows once the page has loaded its data. */
  ready: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

async function firstListingId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/listings?per_page=1');
  const { items } = (await response.json()) as { items: { id: number }[] };
  return items[0]!.id;
}

/** An approved request of the renter's, so checkout has something to pay. */
async function reservationToPay(request: APIRequestContext): Promise<number> {
  const renter = await tokenFor(request, RENTER);
  const owner = await tokenFor(request, OWNER);
  const me = await request.get('/api/user/personal/info', { headers: auth(owner) });
  const ownerId = ((await me.json()) as { data: { id: number } }).data.id;
  const list = await request.get(`/api/listings?owner_id=${ownerId}&per_page=20`);
  const { items } = (await list.json()) as { items: { id: number }[] };
  for (const { id } of items) {
    const added = await request.post('/api/cart/add-to-cart', {
      headers: auth(renter),
      data: {
        listing_id: id,
        frequency: 'Daily',
        start_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        units: 1,
        quantity: 1,
        fulfilment: 'pickup',
      },
    });
    if (!added.ok()) continue;
    const { cartData } = (await added.json()) as { cartData: { cartId: number } };
    const requested = await request.post('/api/reservation/request-reservation', {
      headers: auth(renter),
      data: { cart_id: cartData.cartId },
    });
    expect(requested.ok(), await requested.text()).toBe(true);
    const { reservations } = (await requested.json()) as { reservations: { id: number }[] };
    const reservationId = reservations[0]!.id;
    const approved = await request.post(`/api/reservation/${reservationId}/approve`, {
      headers: auth(owner),
    });
    expect(approved.ok(), await approved.text()).toBe(true);
    return reservationId;
  }
  throw new Error('No listing of the demo owner could be requested for pickup.');
}

async function pagesToOpen(request: APIRequestContext): Promise<Opened[]> {
  const listingId = await firstListingId(request);
  const reservationId = await reservationToPay(request);
  const cards = (page: Page) => expect(page.getByTestId('listing-card').first()).toBeVisible();
  const shows = (testId: string) => (page: Page) =>
    expect(page.getByTestId(testId).first()).toBeVisible();
  return [
    { path: '/', ready: cards },
    { path: '/grid', ready: cards },
    { path: `/listing-detail/${listingId}`, ready: heading },
    { path: '/auth-signup', ready: heading },
    { path: `/checkout/${reservationId}`, as: RENTER, ready: heading },
    { path: '/admin/chat', as: RENTER, ready: heading },
    { path: await renterDepositPage(request), as: RENTER, ready: shows('deposit-panel') },
    { path: '/admin', as: OWNER, ready: heading },
    { path: '/admin/calendar', as: OWNER, ready: shows('owner-calendar') },
    { path: '/admin/operator/overview', as: ADMIN, ready: heading },
    { path: '/admin/operator/claims', as: ADMIN, ready: heading },
  ];
}

for (const { locale, lang, dir } of [
  { locale: 'es-ES', lang: 'es', dir: 'ltr' },
  { locale: 'ar', lang: 'ar', dir: 'rtl' },
] as const) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale, viewport: { width: 360, height: 780 } });

    test(`shows every page in ${lang}, ${dir}, with nothing English left`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const patterns = untranslatedPatterns(lang);
      expect(patterns.length).toBeGreaterThan(100);
      const problems: string[] = [];
      for (const opened of await pagesToOpen(request)) {
        const context = await browser.newContext({
          locale,
          viewport: { width: 360, height: 780 },
        });
        if (opened.as) {
          const token = await tokenFor(request, opened.as);
          await context.addInitScript((value) => localStorage.setItem('token', value), token);
        }
        const page = await context.newPage();
        page.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith('Missing message'))
            problems.push(`${opened.path}: ${message.text()}`);
        });
        await page.goto(opened.path);
        await opened.ready(page);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        for (const text of await englishLeftOn(page, patterns)) {
          problems.push(`${opened.path}: "${text}"`);
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) problems.push(`${opened.path}: ${overflow}px wider than the screen`);
        await page.screenshot({
          path: test.info().outputPath(`${lang}${opened.path.replaceAll('/', '_')}.png`),
          fullPage: true,
        });
        await context.close();
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the language menu', () => {
  test.use({ locale: 'en-US' });

  test('switches the page to Spanish and back, and the choice outlives a reload', async ({
    page,
  }) => {
    await page.goto('/grid');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('language-menu')).toHaveAccessibleName(/Idioma/);

    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('keeps a signed-in choice on the account, for the next browser too', async ({
    browser,
    request,
  }) => {
    const token = await tokenFor(request, RENTER);
    const first = await browser.newContext({ locale: 'en-US' });
    await first.addInitScript((value) => localStorage.setItem('token', value), token);
    const page = await first.newPage();
    await page.goto('/admin');
    await page.getByTestId('language-menu').click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await first.close();

    // Another browser, in English, with no choice of its own: the account's language wins.
    const second = await browser.newContext({ locale: 'en-US' });
    await second.addInitScript((value) => localStorage.setItem('token', value), token);
    const other = await second.newPage();
    await other.goto('/admin');
    await expect(other.locator('html')).toHaveAttribute('lang', 'es');
    await second.close();
    // Back to English for the other tests that sign in as the renter.
    await request.patch('/api/user/locale', { headers: auth(token), data: { locale: 'en' } });
  });
});
