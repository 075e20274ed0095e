import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The operator console: an admin reviews owner applications at
 * /admin/operator/seller-applications; everyone else is sent to /forbidden. The app approves
 * applications automatically by default, so the page is proven on the Approved tab with
 * applications the API made (approve and reject themselves are covered by the unit tests).
 */
const DEMO_PASSWORD = 'ownless-demo-1';
const ADMIN = 'admin@ownless.test';
const RENTER = 'renter@ownless.test';
const PAGE = '/admin/operator/seller-applications';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface ApplicationRow {
  id: number;
  legal_name: string;
  status: string;
  user: { email: string };
}

// One API login per account in this file (the server allows 10 logins a minute).
const tokens = new Map<string, string>();
async function apiToken(request: APIRequestContext, email: string) {
  let token = tokens.get(email);
  if (!token) {
    const response = await request.post('/api/login', {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(response.ok()).toBe(true);
    token = ((await response.json()) as { data: { token: string } }).data.token;
    tokens.set(email, token);
  }
  return token;
}

async function signInAs(page: Page, email: string) {
  const token = await apiToken(page.request, email);
  await page.goto('/faqs');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return token;
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
    const token = await signInAs(page, ADMIN);

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
    await signInAs(page, RENTER);
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/forbidden\?for=operators$/);
    await expect(page.getByTestId('forbidden')).toContainText('operators');
    // The API agrees.
    const token = await apiToken(page.request, RENTER);
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
      const token = await signInAs(page, ADMIN);
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
  }
});
