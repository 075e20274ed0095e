/// <reference lib="dom" />
// page.evaluate() callbacks run in the browser; the e2e tsconfig has no DOM lib of its own.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/demo-accounts';

/**
 * Accounts: signup with e-mail verification through the development mailbox,
 * two-factor login, password reset and the route guard (lib/access.ts). E-mails are unique per
 * run; the demo accounts share the password below.
 */

const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/auth-signup');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth-login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function logOut(page: Page) {
  await page.getByTestId('account-menu-button').first().click();
  await page.getByTestId('logout-button').first().click();
  await expect(page).toHaveURL(/\/auth-login$/);
}

/** Opens the newest e-mail to `to` whose subject matches, in the development mailbox. */
async function openMail(page: Page, to: string, subject: RegExp) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  // The mailbox refreshes every 5 s; the e-mail may still be on its way.
  const item = page.getByTestId('mail-item').filter({ hasText: subject }).first();
  await expect(item).toBeVisible({ timeout: 15_000 });
  await item.click();
  const detail = page.getByTestId('mail-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(subject);
  return detail;
}

test.describe('signup and e-mail verification', () => {
  test('sign up, confirm through the mailbox link, log out, log in to home', async ({ page }) => {
    const email = uniqueEmail('signup');
    const password = 'first-pass-42';
    await signUp(page, email, password);

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail');
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    // The account opens only once the address is confirmed (decision 0004).
    await expect(page.getByTestId('account-menu-button')).toHaveCount(0);

    // Development server: the page points at the mailbox.
    await page.getByTestId('mailbox-hint').getByRole('link').click();
    await expect(page).toHaveURL(/\/dev\/mailbox\?to=/);
    const mail = await openMail(page, email, /Confirm your e-mail address/);
    await mail.getByTestId('mail-link').first().click();

    await expect(page).toHaveURL(/\/verify-email\?status=verified$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail is confirmed');
    // The sign-up made in this browser is a session now.
    await expect(page.getByTestId('account-menu-button').first()).toBeVisible();

    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  });

  test('signup with a known e-mail looks like any signup, and the weak password is refused', async ({
    page,
  }) => {
    await signUp(page, 'renter@ownless.test', 'password123');
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByTestId('password-strength').first()).toContainText(/too common/i);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/auth-signup$/);

    await password.fill('lantern-harbour-42');
    await page.getByLabel('Repeat the password').fill('lantern-harbour-42');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail');
  });
});

test.describe('active sessions', () => {
  test('lists this device and signs another one out', async ({ page, request }) => {
    const email = 'shop@ownless.test';
    const other = await request.post('/api/login', {
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
      },
      data: { email, password: DEMO_PASSWORD },
    });
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
    await signIn(page, email);
    await page.goto('/admin/profile-setting');
    const sessions = page.getByTestId('sessions');
    await expect(sessions.getByText('This device')).toBeVisible();
    const phone = sessions.getByTestId('session').filter({ hasText: 'Safari on iPhone' }).first();
    await phone.getByRole('button', { name: /^Sign out/ }).click();
    await expect(sessions.getByText('That device was signed out.')).toBeVisible();
    const check = await request.get('/api/user/personal/info', {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(check.status()).toBe(401);
    const results = await new AxeBuilder({ page }).include('[data-testid="sessions"]').analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('two-factor login', () => {
  const email = 'renter2@ownless.test';

  test('turn two-factor on, log out, log in with the e-mailed code', async ({ page }) => {
    await logIn(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/admin/profile-setting');
    const settings = page.getByTestId('two-factor-settings');
    await settings.getByRole('button', { name: 'Turn on' }).click();
    await settings.getByLabel('Confirm with your password').fill(DEMO_PASSWORD);
    await settings.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(settings.getByText(/Two-factor sign-in is on/)).toBeVisible();

    await logOut(page);
    await logIn(page, email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/2fa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your e-mail');

    // /2fa survives a reload: the challenge is kept for the session.
    await page.reload();
    await expect(page).toHaveURL(/\/2fa$/);

    // The subject carries the code; read it in another tab, as a developer would.
    const mailbox = await page.context().newPage();
    const mail = await openMail(mailbox, email, /Your OwnLess sign-in code: \d{6}/);
    const subject = await mail.getByRole('heading', { level: 2 }).innerText();
    const code = /(\d{6})/.exec(subject)![1]!;
    await mailbox.close();

    // A wrong code first: the server's message shows under the field.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/tries? left/i)).toBeVisible();

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();

    // Leave the demo account as it was.
    await page.goto('/admin/profile-setting');
    await settings.getByRole('button', { name: 'Turn off' }).click();
    await settings.getByLabel('Confirm with your password').fill(DEMO_PASSWORD);
    await settings.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await expect(settings.getByText(/Two-factor sign-in is off/)).toBeVisible();
  });

  test('/2fa without a pending login goes to the login page', async ({ page }) => {
    await page.goto('/2fa');
    await expect(page).toHaveURL(/\/auth-login$/);
  });
});

test.describe('password reset', () => {
  test('reset through the mailbox link; the old password fails, the new one works', async ({
    page,
  }) => {
    const email = uniqueEmail('reset');
    const oldPassword = 'old-pass-42';
    const newPassword = 'new-pass-42';
    const registered = await page.request.post('/api/register', {
      data: {
        first_name: 'Riley',
        last_name: 'Reset',
        email,
        password: oldPassword,
        password_confirmation: oldPassword,
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/auth-login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/auth-re-password$/);
    // The login page (with its own E-mail field) stays on screen until the next page's code has
    // loaded (the router's pending navigation). Type into the reset form itself.
    const resetForm = page.getByRole('form', { name: 'Reset your password' });
    await resetForm.getByLabel('E-mail').fill(email);
    await resetForm.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('reset-email-sent')).toBeVisible();

    const mail = await openMail(page, email, /Reset your OwnLess password/);
    await mail.getByTestId('mail-link').first().click();
    await expect(page).toHaveURL(/\/reset-password\/[^/?]+\?email=/);
    await expect(page.getByLabel('E-mail')).toHaveValue(email);

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('password-reset-done')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/auth-login$/);

    await logIn(page, email, oldPassword);
    await expect(
      page.getByText('These credentials do not match our records.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth-login$/);

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Following the reset link proved the address too, so the login goes home.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
  });
});

test.describe('route guard', () => {
  test('a dashboard page without a token goes to signup', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth-signup$/);
  });

  test('a garbage token is removed and the visitor goes to login', async ({ page }) => {
    // Stored before the app starts: written into a running page, the app's own storage
    // writes could race it.
    await page.addInitScript(() => {
      if (location.pathname === '/admin') localStorage.setItem('token', 'garbage-token-123');
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth-login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a renter: owner pages are forbidden, step 1 asks to apply, login goes home', async ({
    page,
  }) => {
    await signIn(page, 'renter@ownless.test');

    await page.goto('/admin/explore-listings');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByTestId('forbidden')).toBeVisible();

    await page.goto('/admin/bookings/for-confirmations');
    await expect(page).toHaveURL(/\/forbidden$/);

    await page.goto('/admin/add-listing/step-1');
    await expect(page).toHaveURL(/\/admin\/seller-information$/);

    await page.goto('/auth-login');
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/admin/xyz');
    await expect(page.getByTestId('admin-not-found')).toBeVisible();
    await expect(page.getByTestId('admin-sidebar')).toBeVisible();
  });

  test('a connected owner opens owner pages and sees the owner’s sidebar', async ({ page }) => {
    await signIn(page, 'owner@ownless.test');
    await page.goto('/admin/explore-listings');
    await expect(page).toHaveURL(/\/admin\/explore-listings$/);
    await expect(page.getByTestId('sidebar-group-listings')).toBeVisible();
    await expect(page.getByTestId('sidebar-group-bookings')).toBeVisible();
  });
});

test.describe('dashboard shell', () => {
  test('sidebar groups close each other and stay open for the session', async ({ page }) => {
    await signIn(page, 'owner@ownless.test');
    await page.goto('/admin');
    const listings = page.getByTestId('sidebar-group-listings');
    const bookings = page.getByTestId('sidebar-group-bookings');
    const rentals = page.getByTestId('sidebar-group-rentals');
    const account = page.getByTestId('sidebar-group-account');

    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await listings.click();
    await expect(listings).toHaveAttribute('aria-expanded', 'true');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await bookings.click();
    await expect(listings).toHaveAttribute('aria-expanded', 'true');
    await expect(bookings).toHaveAttribute('aria-expanded', 'true');
    await rentals.click();
    await expect(rentals).toHaveAttribute('aria-expanded', 'true');
    await expect(listings).toHaveAttribute('aria-expanded', 'false');
    await expect(bookings).toHaveAttribute('aria-expanded', 'false');

    await page.reload();
    await expect(rentals).toHaveAttribute('aria-expanded', 'true');

    // /admin/my-referrals highlights Account Management.
    await page.goto('/admin/my-referrals');
    await expect(account).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('referral-link')).toHaveValue(/\/auth-signup\?ref=/);
  });

  test('below 580 px the sidebar collapses and opens as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'renter@ownless.test');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam');
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/admin\/chat$/);
    await expect(sidebar).toBeHidden();
  });

  test('the search box leads to the listings grid with the keyword', async ({ page }) => {
    await signIn(page, 'renter@ownless.test');
    await page.goto('/admin');
    await page.getByTestId('admin-search').fill('tent');
    await page.getByTestId('admin-search').press('Enter');
    await expect(page).toHaveURL(/\/grid\?keyword=tent$/);
  });
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`account pages have no axe violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem(
          'ownless-preferences',
          JSON.stringify({ state: { theme: value, direction: 'ltr' }, version: 0 }),
        );
      }, theme);
      const check = async (path: string) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze();
        expect(violations.map((v) => `${path}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
      };
      await check('/auth-login');
      await check('/auth-signup');
      await signIn(page, 'owner@ownless.test');
      await check('/admin');
      await check('/admin/profile-setting');
    });
  }
});
