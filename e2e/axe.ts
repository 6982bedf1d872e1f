import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.1 A/AA) on the page as it is, toasts included; fails on serious or critical.
 * A toast fading in or out is briefly translucent, and one may start to leave while axe runs:
 * toasts are held at their resting opacity for the scan, so they are judged as a reader sees them.
 * Likewise no colour is judged halfway through a transition (a button just enabled fades from grey
 * to green in 150 ms): transitions end at once while axe runs.
 * The scan waits for the page's own title (the shell before the page's code arrives has none).
 */
export async function expectNoSeriousViolations(page: Page) {
  // A lazily loaded page sets its <title> once its code has arrived: judge the page, not the shell.
  await expect(page).toHaveTitle(/\S/);
  const hold = await page.addStyleTag({
    content:
      '*,::before,::after{transition:none!important}[data-sonner-toast]{opacity:1!important;animation:none!important}',
  });
  try {
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
  } finally {
    await hold.evaluate((node) => (node as Element).remove()).catch(() => undefined);
  }
}
