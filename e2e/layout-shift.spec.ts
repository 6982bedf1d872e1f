import { fillCart } from './checkout-helpers';
import { expect, LANGS, open, test } from './fixtures';

/**
 * Pages whose code is a lazy chunk paint a skeleton first. On a slow phone network the chunk
 * arrives late (held back here), and nothing already on screen may move when it does: cumulative
 * layout shift at most 0.02, the target. (The fonts of the visitor's language are
 * preloaded by index.html, so they are in before the app draws.)
 */
const LAZY = [
  ['/contact', 'contact'],
  ['/about', 'about'],
  ['/login', 'login'],
  ['/signup', 'signup'],
] as const;

const late = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Collects the page's layout shifts (not those right after an input) in `window.shifts`. */
const OBSERVE_SHIFTS = () => {
  const w = window as unknown as { shifts: number[] };
  w.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!e.hadRecentInput) w.shifts.push(e.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};
const totalShift = () => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0);

for (const lang of LANGS) {
  for (const [path, chunk] of LAZY) {
    test(`${path} loads without moving what is on screen (${lang})`, async ({ page }) => {
      await page.addInitScript(OBSERVE_SHIFTS);
      await page.route(`**/assets/${chunk}-*.js`, async (route) => {
        await late(800);
        await route.continue();
      });
      await open(page, path, lang);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      expect(await page.evaluate(totalShift)).toBeLessThanOrEqual(0.02);
    });
  }

  test(`/checkout keeps the ready-time estimate's place while it is asked for (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(OBSERVE_SHIFTS);
    await open(page, '/menu', lang);
    await fillCart(page, [{ index: 0, size: 1, quantity: 1 }]);
    await page.route('**/api/orders/estimate*', async (route) => {
      await late(800);
      await route.continue();
    });
    await open(page, '/checkout', lang);
    await expect(page.getByTestId('ready-estimate')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(totalShift)).toBeLessThanOrEqual(0.02);
  });
}
