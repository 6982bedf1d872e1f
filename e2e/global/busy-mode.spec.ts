// With the global journeys (one worker): busy mode is shop-wide, a pause would refuse the orders
// of journeys running alongside.
import { signInToAdmin } from '../admin-helpers';
import { placeGuestOrder } from '../admin-orders-helpers';
import { ORIGIN } from '../account-helpers';
import { expectNoSeriousViolations } from '../axe';
import { fillCart } from '../checkout-helpers';
import { E2E_PORT } from '../env';
import { expect, LANGS, open, shot, staffJourney, t, test } from '../fixtures';

for (const lang of LANGS) {
  test(
    `busy mode: extra minutes raise the estimate a waiting customer sees; a pause closes checkout until staff take orders again (${lang})`,
    staffJourney(lang),
    async ({ page, browser, request }, info) => {
      test.setTimeout(150_000);
      await signInToAdmin(page, lang);
      const endAll = async () => {
        for (const kind of ['extra', 'pause'])
          await page.request.delete(`/api/admin/busy/${kind}`, { headers: { Origin: ORIGIN } });
      };
      await endAll();
      try {
        // A guest at checkout is told when the order would be ready, then orders and follows it.
        const guestContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
        const guest = await guestContext.newPage();
        await fillCart(guest, [{ index: 0, size: 1, quantity: 2 }]);
        await open(guest, '/checkout', lang);
        const atCheckout = guest.getByTestId('ready-estimate');
        await expect(atCheckout).toContainText(t(lang, 'estimate:ready.ifNow'));
        expect(Number(await atCheckout.getAttribute('data-minutes'))).toBeGreaterThan(0);

        const placed = await placeGuestOrder(page, request, {
          name: `Rashid ${info.project.name}`,
          carPlate: 'AD 7 40404',
          lang,
          paymentMethod: 'cash',
        });
        await open(guest, placed.trackingPath, lang);
        const estimate = guest.getByTestId('ready-estimate');
        await expect(estimate).toBeVisible();
        const minutes = async () => Number(await estimate.getAttribute('data-minutes'));
        const before = await minutes();
        expect(before).toBe(placed.order.readyInMinutes);

        // The kitchen is swamped: +20 minutes from the board. The waiting customer's page follows by itself.
        await open(page, '/admin/board', lang);
        await expect(
          page.getByRole('status').filter({ hasText: t(lang, 'admin-orders:board.live') }),
        ).toBeVisible();
        await expect(
          page.locator(`article[data-order="${placed.order.number}"]`).locator('[data-late]'),
        ).toBeVisible();
        await page.getByRole('button', { name: t(lang, 'admin-orders:busy.button') }).click();
        await page
          .getByRole('button', { name: t(lang, 'admin-orders:busy.addMinutes', { minutes: 20 }) })
          .click();
        await expect(page.locator('[data-busy="extra"]')).toBeVisible();
        await expect.poll(minutes, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 19);
        expect(await minutes()).toBeLessThanOrEqual(before + 20);
        await shot(guest, 'busy-tracking', info.project.name, lang);

        // Too busy even for that: new orders paused for 15 minutes.
        await page.getByRole('button', { name: t(lang, 'admin-orders:busy.button') }).click();
        await page
          .getByRole('button', { name: t(lang, 'admin-orders:busy.pauseFor', { count: 15 }) })
          .click();
        const paused = page.locator('[data-busy="paused"]');
        await expect(paused).toBeVisible();
        await expectNoSeriousViolations(page);
        await shot(page, 'busy-board', info.project.name, lang);

        // The storefront says so on every page, and checkout refuses with the time orders are taken again.
        await guest.goto('/menu');
        const pausedText = t(lang, 'busy.paused', { time: '' }).slice(0, 30);
        await expect(guest.getByRole('status').filter({ hasText: pausedText })).toBeVisible({
          timeout: 15_000,
        });
        await guest.goto('/checkout');
        await expect(
          guest
            .getByRole('alert')
            .filter({ hasText: t(lang, 'estimate:ready.paused', { time: '' }).slice(0, 30) }),
        ).toBeVisible({ timeout: 15_000 });
        await expectNoSeriousViolations(guest);
        await shot(guest, 'busy-checkout', info.project.name, lang);
        const refused = await request.post('/api/orders', {
          headers: { Origin: ORIGIN },
          data: { ...retryBody(placed), idempotencyKey: crypto.randomUUID() },
        });
        expect(refused.status()).toBe(409);
        expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('orders_paused');

        // Staff take orders again; then the extra minutes end and the estimate comes back down.
        await paused.getByRole('button', { name: t(lang, 'admin-orders:busy.resume') }).click();
        await expect(paused).toHaveCount(0);
        await guest.goto('/menu');
        await expect(guest.getByRole('status').filter({ hasText: pausedText })).toHaveCount(0, {
          timeout: 15_000,
        });
        await open(guest, placed.trackingPath, lang);
        await page
          .locator('[data-busy="extra"]')
          .getByRole('button', { name: t(lang, 'admin-orders:busy.endExtra') })
          .click();
        await expect(page.locator('[data-busy="extra"]')).toHaveCount(0);
        await expect.poll(minutes, { timeout: 15_000 }).toBeLessThanOrEqual(before);
        await guestContext.close();
      } finally {
        await endAll();
      }
    },
  );
}

/** A new order like the placed one (same items), to try while paused. */
function retryBody(placed: {
  order: { items: { productId: string | null; size: string; quantity: number }[] };
}) {
  return {
    name: 'Rashid',
    email: `guest-${crypto.randomUUID()}@example.com`,
    plate: { emirate: 'abu_dhabi', code: '7', number: '40404' },
    paymentMethod: 'cash',
    locale: 'en',
    lines: placed.order.items.map((i) => ({ productId: i.productId, size: i.size, quantity: i.quantity })),
  };
}
