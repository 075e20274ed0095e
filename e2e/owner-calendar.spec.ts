import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { auth, OWNER, signedInPage, tokenFor } from './support/demo-accounts';

/**
 * The owner's calendar across listings: the demo owner blocks three days of one listing in
 * the month grid, with the keyboard, and the listing's public calendar shows them blocked.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The 10th, 11th and 12th of next month, and the grid's month name in English. */
function nextMonthDays() {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const prefix = `${next.getFullYear()}-${pad(next.getMonth() + 1)}`;
  return {
    days: [`${prefix}-10`, `${prefix}-11`, `${prefix}-12`],
    month: next.toLocaleString('en-US', { month: 'long', year: 'numeric' }),
  };
}

test('an owner blocks days in the calendar and the listing shows them blocked', async ({
  browser,
  request,
}) => {
  const token = await tokenFor(request, OWNER);
  const list = await request.get('/api/listing/personal/list?status=Published&per_page=50', {
    headers: auth(token),
  });
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: { id: number; name: string }[] };
  // A listing with nothing on those days: the first whose calendar is empty there.
  const { days, month } = nextMonthDays();
  let listing: { id: number; name: string } | undefined;
  for (const item of items) {
    const answer = await request.get(
      `/api/owner/calendar?from=${days[0]}&to=${days[2]}&listing_id=${item.id}`,
      { headers: auth(token) },
    );
    if (((await answer.json()) as { entries: unknown[] }).entries.length === 0) {
      listing = item;
      break;
    }
  }
  expect(listing, 'a demo listing free on those days').toBeDefined();

  const { page } = await signedInPage(browser, request, OWNER);
  await page.goto('/admin/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByLabel('Listing', { exact: true }).selectOption(String(listing!.id));
  await page.getByRole('button', { name: 'Next month' }).click();
  const grid = page.getByRole('grid', { name: month });
  await expect(grid).toBeVisible();
  await expectNoAxeViolations(page, 'owner’s month grid');

  // Keyboard: Enter on the 10th, two days on, Enter on the 12th.
  await grid.locator(`[data-day="${days[0]}"]`).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator(`[data-day="${days[2]}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('block-panel');
  await expect(panel).toBeVisible();
  await panel.getByLabel(/Note for yourself/).fill('Maintenance');
  await panel.getByRole('button', { name: 'Block these days' }).click();
  await expect(panel).toBeHidden();
  for (const day of days) {
    await expect(grid.locator(`[data-day="${day}"]`)).toHaveAttribute('data-status', 'blocked');
  }

  // The public listing page: the same days are blocked by the owner.
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await visitor.goto(`/listing-detail/${listing!.id}#listing-availability`);
  const calendar = visitor.getByTestId('availability-calendar');
  await expect(calendar).toBeVisible();
  for (const day of days) {
    await expect(calendar.locator(`[data-day="${day}"]`)).toHaveAttribute('data-status', 'blocked');
  }

  // Free them again from the day's panel, so the demo data stays as it was.
  await grid.locator(`[data-day="${days[1]}"]`).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const day = page.getByTestId('owner-calendar-day');
  await day.getByRole('button', { name: /Free these days/ }).click();
  await expect(grid.locator(`[data-day="${days[1]}"]`)).not.toHaveAttribute(
    'data-status',
    'blocked',
  );
});
