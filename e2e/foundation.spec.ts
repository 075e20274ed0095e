import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('paints its opening words from the HTML, before any script; not for a stored session', async ({
    page,
  }) => {
    // The app's scripts never arrive: what shows is what the server sent.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Own less, experience more');
    await page.goto('/grid');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse listings');

    // A signed-in visitor's page starts otherwise (a line above the hero): the words stay hidden.
    await page.evaluate(() => localStorage.setItem('token', 'stored'));
    await page.goto('/');
    await expect(page.locator('[data-first-paint]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  });

  test('shows the tagline, the typewriter and nine demo listings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Own less, experience more',
    );
    const typewriter = page.getByTestId('typewriter');
    await expect(typewriter).toBeVisible();
    // The typewriter types one of the four words.
    await expect(typewriter).toHaveText(/tool|gear|goods|service/, { timeout: 5_000 });
    await expect(page.getByTestId('listing-card')).toHaveCount(9);
    await expect(page.getByTestId('pagination-summary')).toHaveText(
      /Showing 1 to 9 of \d+ results/,
    );
  });

  test('next page and numbered pages load other listings and keep the page in the URL', async ({
    page,
  }) => {
    await page.goto('/');
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(9);
    const firstOnPage1 = await cards.first().innerText();
    const pagination = page.getByTestId('pagination');
    await pagination.getByRole('button', { name: /next/i }).click();
    await expect(page.getByTestId('pagination-summary')).toHaveText(/Showing 10 to 18 of/);
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).not.toHaveText(firstOnPage1);
    await expect(pagination.getByRole('button', { name: /page 2/i })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await pagination.getByRole('button', { name: /previous/i }).click();
    await expect(page.getByTestId('pagination-summary')).toHaveText(/Showing 1 to 9 of/);
    // Previous on page 1 does nothing.
    const previous = pagination.getByRole('button', { name: /previous/i });
    if (await previous.isEnabled()) await previous.click();
    await expect(page.getByTestId('pagination-summary')).toHaveText(/Showing 1 to 9 of/);

    await page.goBack();
    await expect(page.getByTestId('pagination-summary')).toHaveText(/Showing 10 to 18 of/);
  });

  test('a card opens the listing detail page', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('listing-card').first();
    const name = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/listing-detail\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('listing-price-table')).toBeVisible();
  });

  test("loads ICU's data in a worker, at once on every page", async ({ page }) => {
    // A page's first render uses Intl (plurals, dates, prices in other languages): without
    // the worker, ICU's data would load on the main thread (index.html).
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/listing-detail/1');
    await expect.poll(() => workers.length).toBe(1);
    await expect(page.getByTestId('listing-price-table')).toBeVisible();
    expect(workers[0]).toMatch(/\/assets\/intl-warm-[\w-]+\.js$/);

    await page.goto('/');
    await expect.poll(() => workers.length).toBe(2);
    await expect(page.getByTestId('listing-card')).toHaveCount(9);
    expect(workers[1]).toMatch(/\/assets\/intl-warm-[\w-]+\.js$/);
  });
});

test.describe('preferences', () => {
  test('dark mode toggles and survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    const lightBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    await page.getByTestId('theme-toggle').first().click();
    await expect(html).toHaveClass(/dark/);
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );
    expect(darkBackground).not.toBe(lightBackground);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
  });

  test('right-to-left toggles the direction and survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await page.getByTestId('direction-toggle').first().click();
    await expect(html).toHaveAttribute('dir', 'rtl');
    // The layout really flips: the logo moves to the right half of the header.
    const box = await page.getByTestId('navbar-logo').boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x).toBeGreaterThan(width / 2);
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('routing', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });

  test('content pages load their data from the API', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByTestId('faq-list')).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByTestId('legal-document')).toContainText(/\w{20,}|terms/i);
    await page.goto('/blogs');
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
  });

  test('the page has no horizontal scroll at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('back-to-top appears after scrolling 400 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    const button = page.getByTestId('back-to-top');
    // Hidden = faded out and inert (not focusable, not clickable).
    await expect(button).toHaveAttribute('inert', '');
    await expect(button).toHaveCSS('opacity', '0');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(button).toHaveAttribute('inert', '');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).not.toHaveAttribute('inert');
    await expect(button).toHaveCSS('opacity', '1');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });
});

test.describe('content security policy', () => {
  test('signed-in pages and their maps load without a single policy violation', async ({
    page,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation: (text: string) => void })
          .reportViolation;
        report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const login = await page.request.post('/api/login', {
      data: { email: 'owner@ownless.test', password: 'ownless-demo-1' },
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    await page.goto('/faqs');
    await page.evaluate((value) => localStorage.setItem('token', value), token);

    // Home (its map on a wide screen), a map page, the dashboard and a listing with its map.
    for (const [path, ready] of [
      ['/', 'listing-card'],
      ['/grid-map', 'listing-card'],
      ['/admin', 'admin-sidebar'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(ready).first()).toBeVisible();
    }
    await page.goto('/listing-detail/1');
    await page.locator('#listing-location').scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
