import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No WCAG 2.1 A or AA violation on the page as it is now (axe-core). `state` names what is on
 * screen, so a failure says where it was found.
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${state}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
}
