import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ADMIN, auth, RENTER, signedInPage, tokenFor } from './support/demo-accounts';

/**
 * Reports (decision 0026): a renter reports a listing from its page, an operator finds the
 * report in the queue and unpublishes the listing, and the renter is told by e-mail. The
 * demo renter reports (one report per person and listing; each run starts on a fresh
 * database, and no other journey reports); the listing is put back at the end, as the other
 * journeys expect it. (A new account would meet the sign-up limit the other journeys use up.)
 */
test('a renter reports a listing, an operator unpublishes it and the renter is told', async ({
  browser,
  request,
}) => {
  const renter = { email: RENTER, token: await tokenFor(request, RENTER) };
  const found = await request.get('/api/listings?per_page=50');
  const items = ((await found.json()) as { items: { id: number; name: string }[] }).items;
  const listing = items.at(-1)!;

  // The renter reports the listing from its page.
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('token', value), renter.token);
  const page = await context.newPage();
  await page.goto(`/listing-detail/${listing.id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByTestId('report-dialog');
  await expect(dialog.getByRole('heading', { name: 'Report this listing' })).toBeVisible();
  await expectNoAxeViolations(page, 'report dialog open');
  await dialog.getByRole('radio', { name: /Misleading listing/ }).check();
  await dialog.getByLabel(/Details/).fill('The photos show a different item.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Our support team will look into your report.',
  );
  await context.close();

  // An operator finds it in the queue and unpublishes the listing.
  const admin = await signedInPage(browser, request, ADMIN);
  await admin.page.goto('/admin/operator/reports?status=open&kind=listing');
  const card = admin.page
    .getByTestId('operator-report')
    .filter({ hasText: renter.email })
    .filter({ hasText: listing.name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('The photos show a different item.');
  await expectNoAxeViolations(admin.page, 'operators’ reports queue');
  await card.getByRole('button', { name: 'Unpublish' }).click();
  const resolve = admin.page.getByTestId('resolve-report-dialog');
  await resolve.getByLabel(/Note/).fill('The photos do not match the item.');
  await resolve.getByTestId('resolve-report-dialog-confirm').click();
  await expect(admin.page.getByTestId('operator-notice')).toContainText('Listing unpublished');

  // The renter's e-mail is in the development mailbox.
  await expect(async () => {
    const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(renter.email)}`);
    const mails = (await mailbox.json()) as { subject: string; text: string }[];
    const told = mails.find((m) => m.subject === 'We looked into your report');
    expect(told?.text).toContain('took the listing out of search');
  }).toPass({ timeout: 15_000 });
  await admin.page.context().close();

  // The listing goes back into search for the other journeys.
  const adminToken = await tokenFor(request, ADMIN);
  const restored = await request.post(`/api/admin/listings/${listing.id}/restore`, {
    headers: auth(adminToken),
    data: { reason: 'Restored after the reports journey.' },
  });
  expect(restored.ok(), await restored.text()).toBe(true);
});
