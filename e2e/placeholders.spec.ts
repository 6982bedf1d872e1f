import { fillCart } from './checkout-helpers';
import { customerJourney, expect, LANGS, open, t, test } from './fixtures';

/** The page's pulse animations (the placeholders'): how far each is in, or null while it waits. */
const pulses = () =>
  document
    .getAnimations()
    .filter((a) => (a as CSSAnimation).animationName === 'pulse')
    .map((a) => a.effect?.getComputedTiming().progress ?? null);

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
      const early = await page.evaluate(pulses);
      expect(early.length).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.timeline.currentTime)).toBeLessThan(3000);
      expect(early.every((progress) => progress === null)).toBe(true);
      // Still waiting after 3 s: now it pulses, so the wait shows.
      await page.waitForFunction(() => Number(document.timeline.currentTime) > 4000);
      const late = await page.evaluate(pulses);
      expect(late.length).toBeGreaterThan(0);
      expect(late.every((progress) => progress !== null)).toBe(true);
      release();
      await expect(page.getByRole('button', { name: t(lang, 'checkout:placeOrder') })).toBeEnabled();
    });
  });
}
