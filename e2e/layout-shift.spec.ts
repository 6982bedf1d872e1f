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

for (const lang of LANGS) {
  for (const [path, chunk] of LAZY) {
    test(`${path} loads without moving what is on screen (${lang})`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!e.hadRecentInput) w.shifts.push(e.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.route(`**/assets/${chunk}-*.js`, async (route) => {
        await late(800);
        await route.continue();
      });
      await open(page, path, lang);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const cls = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));
      expect(cls).toBeLessThanOrEqual(0.02);
    });
  }
}
