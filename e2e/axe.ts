import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Runs axe (WCAG 2.1 A/AA) on the page as it is, toasts included; fails on serious or critical. */
export async function expectNoSeriousViolations(page: Page) {
  // A toast fading in or out is briefly translucent: check the page once toasts have settled.
  await page.waitForFunction(
    () => [...document.querySelectorAll('[data-sonner-toast]')].every((t) => getComputedStyle(t).opacity === '1'),
    undefined,
    { timeout: 5000 },
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}
