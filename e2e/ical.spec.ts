import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { auth, OWNER, RENTER, signedInPage, tokenFor } from './support/demo-accounts';

/**
 * Calendar sync (decision 0028): the demo owner imports a calendar served by this test on
 * 127.0.0.1 (the journeys' server runs with ICAL_ALLOW_PRIVATE=true), sees its days blocked
 * and marked with the calendar's name, and downloads the export links as iCalendar files.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const compact = (day: string) => day.replace(/-/g, '');

/** Days of the month after next: a booking on the 10th, the feed's stay on the 20th and 21st. */
function days() {
  const now = new Date();
  const month = new Date(now.getFullYear(), now.getMonth() + 2, 1);
  const prefix = `${month.getFullYear()}-${pad(month.getMonth() + 1)}`;
  return {
    booked: `${prefix}-10`,
    first: `${prefix}-20`,
    last: `${prefix}-21`,
    after: `${prefix}-22`,
  };
}

test('an owner imports a calendar, sees its days blocked, and downloads the export', async ({
  browser,
  request,
}) => {
  const { booked, first, last, after } = days();
  const feed = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//Feed//EN',
    'BEGIN:VEVENT',
    'UID:e2e-stay@example.test',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(first)}`,
    `DTEND;VALUE=DATE:${compact(after)}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feed),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stays.ics`;

  try {
    const token = await tokenFor(request, OWNER);
    const list = await request.get('/api/listing/personal/list?status=Published&per_page=50', {
      headers: auth(token),
    });
    const { items } = (await list.json()) as { items: { id: number }[] };
    let listingId: number | undefined;
    for (const item of items) {
      const answer = await request.get(
        `/api/owner/calendar?from=${booked}&to=${last}&listing_id=${item.id}`,
        { headers: auth(token) },
      );
      if (((await answer.json()) as { entries: unknown[] }).entries.length === 0) {
        listingId = item.id;
        break;
      }
    }
    expect(listingId, 'a demo listing free on those days').toBeDefined();
    // A renter's booking on the 10th: requested, then approved by the owner.
    const renterToken = await tokenFor(request, RENTER);
    const requested = await request.post('/api/reservation/request-reservation', {
      headers: auth(renterToken),
      data: {
        listing_id: listingId,
        frequency: 'Daily',
        start_at: `${booked}T16:00:00.000Z`,
        units: 1,
        quantity: 1,
        fulfilment: 'pickup',
      },
    });
    expect(requested.status(), await requested.text()).toBe(201);
    const reservation = (
      (await requested.json()) as { reservations: { id: number; code: string }[] }
    ).reservations[0]!;
    const approved = await request.post(`/api/reservation/${reservation.id}/approve`, {
      headers: auth(token),
      data: {},
    });
    expect(approved.ok()).toBe(true);

    const { page } = await signedInPage(browser, request, OWNER);
    await page.goto(`/admin/add-listing/${listingId}/step-5`);
    const sync = page.getByTestId('calendar-sync');
    await expect(sync.getByRole('heading', { name: 'Calendar sync' })).toBeVisible();

    await sync.getByLabel(/Calendar link/).fill(feedUrl);
    await sync.getByLabel('Name', { exact: true }).fill('Lake house site');
    await sync.getByRole('button', { name: 'Add calendar' }).click();
    const row = sync.getByTestId('calendar-feed');
    await expect(row).toContainText('Lake house site');
    await expect(row).toContainText('1 blocked period');
    await expectNoAxeViolations(page, 'availability step, calendar sync with an imported feed');

    // The listing's blocked days: the imported ones name their calendar and cannot be unblocked.
    const blocked = page.getByTestId('blocked-list').getByRole('listitem').filter({
      hasText: 'Imported from Lake house site',
    });
    await expect(blocked).toHaveCount(1);
    await expect(blocked.getByRole('button', { name: /Unblock/ })).toHaveCount(0);
    const grid = page.getByTestId('availability-calendar');
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(grid.locator(`[data-day="${first}"]`)).toHaveAttribute(
      'aria-label',
      /blocked by the imported calendar Lake house site/,
    );

    // The export links download calendars: the listing's with the imported days.
    const listingUrl = await sync.getByTestId('ical-listing-url').inputValue();
    const exported = await request.get(new URL(listingUrl).pathname);
    expect(exported.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await exported.text();
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(first)}`);
    expect(text).toContain(`DTEND;VALUE=DATE:${compact(after)}`);
    expect(text).toContain(`SUMMARY:Booked ${reservation.code}`);
    expect(text).toContain(`DTSTART;VALUE=DATE:${compact(booked)}`);
    // The owner's: every listing, each event named by its listing.
    const ownerUrl = await sync.getByTestId('ical-owner-url').inputValue();
    const all = await (await request.get(new URL(ownerUrl).pathname)).text();
    expect(all).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(all).toContain(`: Booked ${reservation.code}`);

    // Removed, with its days: the demo data stays as it was.
    await row.getByRole('button', { name: /Remove/ }).click();
    await page.getByRole('button', { name: 'Remove calendar' }).click();
    await expect(row).toBeHidden();
    await expect(blocked).toHaveCount(0);
    const cancelled = await request.post(`/api/reservation/${reservation.id}/seller-cancel-rent`, {
      headers: auth(token),
      data: { reason: 'Calendar journey done.' },
    });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
