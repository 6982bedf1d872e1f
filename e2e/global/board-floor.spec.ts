// Runs with the global journeys (one worker): it clears the board of other journeys' open orders
// so that what it measures (four orders whole in kitchen mode) is this journey's own.
import type { Locator } from '@playwright/test';
import { formatMoney } from '../../src/common/money';
import { signInToAdmin } from '../admin-helpers';
import { ORIGIN } from '../account-helpers';
import { arrive, clearOpenOrders, moveOrder, placeRealisticOrders } from '../floor-helpers';
import { expect, LANGS, lookAt, oneScreen, open, t, test } from '../fixtures';

/** Is the whole box inside the window? */
const whole = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });

for (const lang of LANGS) {
  test.describe(`a board the runner can trust (${lang})`, oneScreen, () => {
    test('what to collect, the cars waiting in sight, Ready first where columns stack, four orders whole in kitchen mode', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signInToAdmin(page, lang);
      await clearOpenOrders(page);
      const placed = await placeRealisticOrders(page, request, lang, `Floor ${lang}`);
      const [a, b, c, d] = placed.map((p) => p.order);
      for (const s of ['processing']) expect((await moveOrder(page, b!.id, s)).ok()).toBe(true);
      for (const s of ['processing', 'ready']) expect((await moveOrder(page, c!.id, s)).ok()).toBe(true);
      for (const s of ['processing', 'ready']) expect((await moveOrder(page, d!.id, s)).ok()).toBe(true);
      const paid = await page.request.post(`/api/admin/orders/${d!.id}/paid`, {
        headers: { Origin: ORIGIN },
        data: { method: 'card' },
      });
      expect(paid.ok(), await paid.text()).toBe(true);
      for (const p of placed)
        await page.request.post(`/api/admin/orders/${p.order.id}/seen`, { headers: { Origin: ORIGIN } });
      const bay = lang === 'ar' ? 'الموقف 4، باترول بيضاء' : 'Bay 4, white Patrol';
      await arrive(request, placed[2]!, bay);
      await arrive(request, placed[1]!, '');

      await page.setViewportSize({ width: 1024, height: 768 });
      await open(page, '/admin/board', lang);
      const card = (n: number) => page.locator(`article[data-order="${n}"]`);
      // 1. What to collect: the amount on every unpaid card, in <bdi>; Paid on the paid one.
      for (const o of [a!, b!, c!]) {
        const label = card(o.number).locator('[data-money="collect"]');
        await expect(label).toHaveText(
          `${t(lang, 'admin-orders:collect.due')} ${formatMoney(o.totalFils, lang)}`,
        );
        await expect(label.locator('bdi')).toHaveText(formatMoney(o.totalFils, lang));
      }
      await expect(card(d!.number).locator('[data-money]')).toHaveText(
        t(lang, 'admin-orders:paymentStatus.paid'),
      );

      // 2. The cars waiting, first come first, with the bay note and the order's state.
      const strip = page.locator('[data-at-the-car-strip]');
      await expect(strip).toBeVisible();
      const entries = strip.getByRole('button');
      await expect(entries).toHaveCount(2);
      await expect(entries.nth(0)).toHaveAttribute('data-at-car', String(c!.number));
      await expect(entries.nth(0)).toContainText(bay);
      await expect(entries.nth(0)).toContainText(t(lang, 'admin-orders:board.columns.ready'));
      await expect(entries.nth(1)).toHaveAttribute('data-at-car', String(b!.number));
      await lookAt(page, `board-1024x768-${lang}`);
      await entries.nth(1).click();
      await expect(card(b!.number)).toBeFocused();
      // Scrolled down the board, the strip stays in sight.
      await page.mouse.wheel(0, 2000);
      await expect.poll(() => whole(strip)).toBe(true);

      // Where the columns stack (tablet portrait), Ready is the first column.
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = async (s: string) => (await page.locator(`[data-column="${s}"]`).boundingBox())!;
      const ready = await box('ready');
      for (const s of ['pending', 'processing', 'completed']) {
        const other = await box(s);
        expect(ready.y).toBeLessThanOrEqual(other.y);
        if (other.y === ready.y) expect(lang === 'ar' ? ready.x > other.x : ready.x < other.x).toBe(true);
      }
      await expect.poll(() => whole(strip)).toBe(true);
      await lookAt(page, `board-768x1024-${lang}`);
      // A phone: one list, the strip on top, the ready cards first.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(strip).toBeVisible();
      const statuses = await page
        .locator('article[data-order]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
      expect(statuses.slice(0, 2)).toEqual(['ready', 'ready']);
      await lookAt(page, `board-390x844-${lang}`);

      // 3. Kitchen mode at 1024×768: the four orders whole, each saying what to collect.
      await page.setViewportSize({ width: 1024, height: 768 });
      await open(page, '/admin/kitchen', lang);
      const tickets = page.locator('[data-kitchen] article');
      await expect(tickets).toHaveCount(4);
      for (const ticket of await tickets.all()) expect(await whole(ticket)).toBe(true);
      await expect(
        page.locator(`[data-kitchen] article[data-order="${a!.number}"] [data-money="collect"]`),
      ).toContainText(formatMoney(a!.totalFils, lang));
      await lookAt(page, `kitchen-1024x768-${lang}`);

      for (const o of [a!, b!, c!]) expect((await moveOrder(page, o.id, 'cancelled')).ok()).toBe(true);
      expect((await moveOrder(page, d!.id, 'completed')).ok()).toBe(true);
    });
  });
}
