import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, auth, signIn, tokenFor } from './support/demo-accounts';
import { presetPreferences } from './support/preferences';

/**
 * The operator console's content pages (decision 0016): an admin edits an FAQ
 * and the public /faqs page shows it; the edit is in the audit log.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('an admin edits an FAQ and the public FAQ page shows it at once', async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/operator/content/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FAQs', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const first = page.getByTestId('operator-faq').first();
  const oldQuestion = (await first.locator('p').first().innerText()).trim();
  await first.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit the question' });
  const question = `Can I rent for just one afternoon? (${unique()})`;
  await form.getByLabel('Question').fill(question);
  await form.getByLabel('Answer').fill('Yes: pick the hourly price when the owner offers one.');
  await form.getByRole('button', { name: 'Save question' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A visitor in another browser sees the new text on the next visit.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto('/faqs');
  await expect(publicPage.getByTestId('faq-list')).toContainText(question);
  await expect(publicPage.getByTestId('faq-list')).not.toContainText(oldQuestion);
  await visitor.close();

  // And the operator's own public page, from the cache this session already had.
  await page.goto('/faqs');
  await expect(page.getByTestId('faq-list')).toContainText(question);

  const token = await tokenFor(page.request, ADMIN);
  const audit = await page.request.get('/api/admin/audit-log?action=faq.update', {
    headers: auth(token),
  });
  const entries = ((await audit.json()) as { items: { after: { question?: string } }[] }).items;
  expect(entries[0]?.after.question).toBe(question);
});

test.describe('content pages: accessibility and layout', () => {
  for (const [theme, direction] of [
    ['light', 'ltr'],
    ['dark', 'ltr'],
    ['light', 'rtl'],
  ] as const) {
    test(`no axe violations, no sideways scrolling at 360 px (${theme}, ${direction})`, async ({
      page,
    }) => {
      // Five pages, each checked by axe at two widths.
      test.setTimeout(180_000);
      await presetPreferences(page, theme, direction);
      await signIn(page, ADMIN);
      for (const [section, ready] of [
        ['blog', 'operator-blog-row'],
        ['faqs', 'operator-faq'],
        ['categories', 'operator-categories'],
        ['policies', 'document-meta'],
        ['shipping', 'operator-shipping'],
      ] as const) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(`/admin/operator/content/${section}`);
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', direction);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
          .analyze();
        expect(violations.map((v) => `${section}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
        await page.setViewportSize({ width: 360, height: 740 });
        await expect(page.getByTestId(ready).first()).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
          .toBeLessThanOrEqual(0);
      }
    });
  }
});
