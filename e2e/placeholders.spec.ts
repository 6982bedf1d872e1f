import { fillCart } from './checkout-helpers';
import { customerJourney, expect, LANGS, open, t, test } from './fixtures';

/**
 * The page's pulse animations (the placeholders'): how long each has run since its placeholder was
 * drawn (ms), and how far into its pulse it is, or null while it waits.
 */
const pulses = () =>
  document
    .getAnimations()
    .filter((a) => (a as CSSAnimation).animationName === 'pulse')
    .map((a) => ({ since: Number(a.currentTime), progress: a.effect?.getComputedTiming().progress ?? null }));

for (const lang of LANGS) {
  test.describe(`placeholders (${lang})`, customerJourney(lang), () => {
    test('a placeholder stands still while the page starts, and pulses only once the wait is long (3 s)', async ({
      page,
    }) => {
      await open(page, '/menu', lang);
      await fillCart(page, [{ index: 0, size: 1, quantity: 1 }]);
      // The app's start is held back: checkout's summary stays the server's placeholder for its lines.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/index-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await open(page, '/checkout', lang, { hydrated: false });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'checkout:title'));
      // A pulsing placeholder has the phone draw a new frame 60 times a second while it loads.
      // Each is timed from when its placeholder was drawn, which on a busy host can be a second or
      // more after the page was asked for.
      const early = await page.evaluate(pulses);
      expect(early.length).toBeGreaterThan(0);
      expect(Math.max(...early.map((p) => p.since))).toBeLessThan(3000);
      expect(early.every((p) => p.progress === null)).toBe(true);
      // Still waiting 3 s after it was drawn: now it pulses, so the wait shows.
      await expect
        .poll(async () => Math.min(...(await page.evaluate(pulses)).map((p) => p.since)))
        .toBeGreaterThan(3500);
      const late = await page.evaluate(pulses);
      expect(late.length).toBe(early.length);
      expect(late.every((p) => p.progress !== null)).toBe(true);
      release();
      await expect(page.getByRole('button', { name: t(lang, 'checkout:placeOrder') })).toBeEnabled();
    });
  });
}
