import { expect, test, type Page, type Response } from '@playwright/test';
import { ADMIN, OWNER, RENTER, tokenFor } from './support/demo-accounts';
import { ownerAvailabilityStep, renterDepositPage } from './support/demo-data';

/**
 * The pseudo language (`?lang=pseudo`) writes every message as accented English between ⟦ and
 * ⟧. On the seed's routes, any visible text in plain English that is neither inside such a
 * message nor data the API sent (a listing's title, a person's name, a city) was never made a
 * message: it would stay English for a Spanish or Arabic reader.
 */

const GUEST_ROUTES = [
  '/',
  '/grid',
  '/list-sidebar',
  '/buy',
  '/sell',
  '/features',
  '/pricing',
  '/faqs',
  '/contact',
  '/blogs',
  '/agents',
  '/agencies',
  '/auth-login',
  '/auth-signup',
  '/auth-re-password',
];
/** A route, or a route and the test id of what must show before its texts are read. */
type Route = string | { path: string; shows: string };

const SIGNED_IN_ROUTES: { as: string; paths: Route[] }[] = [
  {
    as: RENTER,
    paths: [
      '/admin',
      '/admin/profile',
      '/admin/profile-setting',
      '/admin/my-referrals',
      '/admin/chat',
      '/admin/favorite-property',
      '/admin/review',
      '/admin/my-rentals/for-confirmations',
    ],
  },
  {
    as: OWNER,
    paths: [
      '/admin',
      '/admin/explore-listings',
      '/admin/bookings/for-confirmations',
      '/admin/add-listing/step-1',
      '/admin/seller-information',
      { path: '/admin/calendar', shows: 'owner-calendar' },
    ],
  },
  {
    as: ADMIN,
    paths: [
      '/admin/operator/overview',
      '/admin/operator/users',
      '/admin/operator/listings',
      '/admin/operator/reservations',
      '/admin/operator/reviews',
      '/admin/operator/audit-log',
      '/admin/operator/content',
      '/admin/operator/reports',
      '/admin/operator/claims',
    ],
  },
];

/** Every string value in a JSON document. */
function stringsOf(value: unknown, into: Set<string>) {
  if (typeof value === 'string') into.add(value.replace(/\s+/g, ' ').trim());
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => stringsOf(item, into));
}

/**
 * Collects what the API sends to the page, from now on: its answers, and those the server
 * embeds in a page's HTML (a listing's page carries its listing). `read()` waits for the
 * bodies that arrived so far: the page may show an answer before this test has read it.
 */
function recordApiStrings(page: Page) {
  const strings = new Set<string>();
  const readStrings = async (response: Response) => {
    try {
      if (response.request().resourceType() === 'document') {
        const html = await response.text();
        const embedded = /<script type="application\/json" id="api:[^"]*">([\s\S]*?)<\/script>/g;
        for (const [, json] of html.matchAll(embedded)) stringsOf(JSON.parse(json!), strings);
        return;
      }
      if (!new URL(response.url()).pathname.startsWith('/api/')) return;
      if (!(response.headers()['content-type'] ?? '').includes('json')) return;
      stringsOf(await response.json(), strings);
    } catch {
      // A body that is gone (a redirect, a navigation) has nothing to read.
    }
  };
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    reading.push(readStrings(response));
  });
  return { strings, read: () => Promise.all(reading).then(() => strings) };
}

/** Visible plain-English texts that are neither a message nor data. */
async function plainEnglish(page: Page, data: Set<string>): Promise<string[]> {
  return page.evaluate(
    (known) => {
      const dataTexts = known.filter((text) => text.length > 0);
      const isOneData = (text: string) =>
        dataTexts.some((value) => value === text || (value.length > 3 && value.includes(text)));
      // A list of data the page joined itself ("renters, family, travel").
      const isData = (text: string) =>
        isOneData(text) || text.split(/,\s*/).every((part) => !part || isOneData(part));
      // Dates, times and numbers (the pseudo language formats them as English does).
      const dateWord =
        /^(?:[\d\s.,:/%$+-]|AM|PM|am|pm|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Su|Mo|Tu|We|Th|Fr|Sa)+$/;
      const ownText = (element: Element | null) =>
        element
          ? [...element.childNodes]
              .filter((child) => child.nodeType === Node.TEXT_NODE)
              .map((child) => child.textContent ?? '')
              .join('')
          : '';
      const inMessage = (element: Element) => {
        for (let at: Element | null = element, depth = 0; at && depth < 4; at = at.parentElement) {
          if (/[⟦⟧]/.test(ownText(at))) return true;
          depth++;
        }
        return false;
      };
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!parent || !/[A-Za-z]{3}/.test(text)) continue;
        if (parent.closest('script,style,template,svg,[aria-hidden="true"],.leaflet-container'))
          continue;
        if (!parent.checkVisibility()) continue;
        if (/[⟦⟧]/.test(text) || inMessage(parent) || isData(text) || dateWord.test(text)) continue;
        if (text === 'OwnLess' || /^[\w.+-]+@[\w.-]+$/.test(text)) continue;
        found.add(text);
      }
      return [...found];
    },
    [...data],
  );
}

async function check(page: Page, route: Route, problems: string[]) {
  const { path, shows } = typeof route === 'string' ? { path: route, shows: null } : route;
  const data = recordApiStrings(page);
  // A message shown before its area's catalog loaded reads as its id (src/lib/i18n).
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing message'))
      problems.push(`${path}: ${message.text()}`);
  });
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=pseudo`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  if (shows) await expect(page.getByTestId(shows).first()).toBeVisible();
  for (const text of await plainEnglish(page, await data.read()))
    problems.push(`${path}: "${text}"`);
}

test('every text on the seed’s routes is a message (pseudo language)', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  const found = await request.get('/api/listings?per_page=1');
  const { items } = (await found.json()) as { items: { id: number }[] };
  // A listing's quote box asks for its price once the page has settled: read it once shown.
  const listing = { path: `/listing-detail/${items[0]!.id}`, shows: 'quote-line-items' };
  for (const route of [...GUEST_ROUTES, listing]) await check(page, route, problems);
  // Pages of the seed's records: a finished rental's deposit panel, a listing's availability
  // step with Calendar sync.
  const records: Record<string, Route[]> = {
    [RENTER]: [{ path: await renterDepositPage(request), shows: 'deposit-panel' }],
    [OWNER]: [{ path: await ownerAvailabilityStep(request), shows: 'ical-listing-url' }],
  };
  for (const { as, paths } of SIGNED_IN_ROUTES) {
    const token = await tokenFor(request, as);
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
    const signedIn = await context.newPage();
    for (const path of [...paths, ...(records[as] ?? [])]) await check(signedIn, path, problems);
    await context.close();
  }
  expect(problems).toEqual([]);
});
