// Runs with the global journeys (one worker): it acknowledges every order on the board, and
// listens to the board's chime over a fast-forwarded clock, which other journeys placing orders
// alongside would disturb.
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInToAdmin } from '../admin-helpers';
import { handOverUnpaid, placeGuestOrder } from '../admin-orders-helpers';
import { expectNoSeriousViolations } from '../axe';
import { ORIGIN } from '../account-helpers';
import { expect, LANGS, lookAt, oneScreen, open, t, test } from '../fixtures';
import type { Board } from '../../src/features/orders/orders.admin.schema';
import type { PlacedOrder } from '../../src/features/orders/orders.schema';

const plate = () => `AD ${randomInt(10, 99)} ${randomInt(1000, 99999)}`;

/** Every tone the page plays, as "type:frequency" (the Web Audio oscillators it starts). */
async function listen(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { tones: string[] };
    w.tones = [];
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      w.tones.push(`${this.type}:${Math.round(this.frequency.value)}`);
      return start.call(this, when);
    };
  });
  return {
    tones: () => page.evaluate(() => (window as unknown as { tones: string[] }).tones),
    clear: () => page.evaluate(() => ((window as unknown as { tones: string[] }).tones.length = 0)),
  };
}

/** Acknowledges every order nobody has seen (other journeys' leftovers), so only this test's chime. */
async function seeAll(page: Page) {
  const board = (await (await page.request.get('/api/admin/orders/board')).json()) as Board;
  for (const o of board.orders.filter((x) => x.status === 'pending' && !x.seenAt))
    expect(
      (await page.request.post(`/api/admin/orders/${o.id}/seen`, { headers: { Origin: ORIGIN } })).ok(),
    ).toBe(true);
}

/** Hands over every ready order (other journeys' leftovers), so the Ready column starts empty. */
async function handOverReady(page: Page) {
  const board = (await (await page.request.get('/api/admin/orders/board')).json()) as Board;
  for (const o of board.orders.filter((x) => x.status === 'ready'))
    expect((await move(page, o.id, 'completed')).ok()).toBe(true);
}

/** Tickets whose whole box is inside the window, and the font size of each one's plate. */
const fullyVisible = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-kitchen] article')]
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      })
      .map((a) => ({
        plate: parseFloat(getComputedStyle(a.querySelector('[data-plate]')!).fontSize),
        number: parseFloat(getComputedStyle(a.querySelector('header bdi')!).fontSize),
      })),
  );

/** A cancellation has its own call with a reason (decision 046); other moves are a PATCH. */
const move = (page: Page, id: string, status: string) =>
  status === 'cancelled'
    ? page.request.post(`/api/admin/orders/${id}/cancel`, {
        headers: { Origin: ORIGIN },
        data: { reason: 'duplicate' },
      })
    : page.request.patch(`/api/admin/orders/${id}`, {
        headers: { Origin: ORIGIN },
        data: { status, unpaidReason: 'pays_later' },
      });

for (const lang of LANGS) {
  test.describe(`kitchen mode and alerts (${lang})`, oneScreen, () => {
    test('kitchen mode fills the screen: four open orders at 1024×768, eight at 1920×1080, portrait too; one tap per step', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      await signInToAdmin(page, lang);
      await seeAll(page);
      const placed: PlacedOrder[] = [];
      for (let i = 0; i < 8; i++)
        placed.push(
          await placeGuestOrder(page, request, {
            name: `Kitchen ${i} ${info.project.name}`,
            carPlate: plate(),
            lang,
          }),
        );
      // A morning's mix: two new, two being prepared, two ready (one customer at the car), two seen.
      const set = async (i: number, ...steps: string[]) => {
        for (const status of steps) expect((await move(page, placed[i]!.order.id, status)).ok()).toBe(true);
      };
      await set(2, 'processing');
      await set(3, 'processing');
      await set(4, 'processing', 'ready');
      await set(5, 'processing', 'ready');
      const key = new URL(placed[5]!.trackingPath, ORIGIN).searchParams.get('key');
      const note = lang === 'ar' ? 'الموقف 4، باترول بيضاء' : 'Bay 4, white Patrol';
      const arrival = `/api/orders/${placed[5]!.order.id}/arrival?key=${key}`;
      expect((await request.post(arrival, { headers: { Origin: ORIGIN }, data: { note } })).ok()).toBe(true);
      for (const p of placed.slice(6))
        await page.request.post(`/api/admin/orders/${p.order.id}/seen`, { headers: { Origin: ORIGIN } });
      await page.setViewportSize({ width: 1024, height: 768 });
      await open(page, '/admin/board', lang);
      await page.getByRole('button', { name: t(lang, 'admin-orders:board.kitchenMode') }).click();
      await expect(page).toHaveURL(/\/admin\/kitchen$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-orders:kitchen.title') }),
      ).toBeVisible();
      // No sidebar, no top bar: the screen is the orders.
      await expect(page.getByRole('navigation', { name: t(lang, 'admin:nav.label') })).toHaveCount(0);
      // Full screen where the browser allows it (asked in the tap); the tests' window sizes need it left.
      await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
      await page.evaluate(() => document.exitFullscreen());
      await expect(
        page.getByRole('button', { name: t(lang, 'admin-orders:kitchen.fullScreen') }),
      ).toBeVisible();
      const ticket = (n: number) => page.locator(`[data-kitchen] article[data-order="${n}"]`);
      await expect(ticket(placed[7]!.order.number)).toBeAttached();

      const shoot = async (w: number, h: number) => {
        await page.setViewportSize({ width: w, height: h });
        await page.evaluate(() => window.scrollTo(0, 0));
        const seen = await fullyVisible(page);
        await lookAt(page, `kitchen-${w}x${h}-${lang}`);
        return seen;
      };
      const landscape = await shoot(1024, 768);
      await expectNoSeriousViolations(page);
      expect(landscape.length).toBeGreaterThanOrEqual(4);
      for (const s of landscape) {
        expect(s.plate).toBeGreaterThanOrEqual(40);
        expect(s.number).toBeGreaterThanOrEqual(32);
      }
      expect((await shoot(768, 1024)).length).toBeGreaterThanOrEqual(4);
      expect((await shoot(1920, 1080)).length).toBeGreaterThanOrEqual(8);

      // It survives a reload (the address says kitchen mode).
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.reload();
      const mine = ticket(placed[0]!.order.number);
      await expect(mine).toBeVisible();
      await expect(page.getByRole('navigation', { name: t(lang, 'admin:nav.label') })).toHaveCount(0);

      // One tap per step.
      await mine.getByRole('button', { name: t(lang, 'admin-orders:board.start') }).click();
      await expect(mine).toHaveAttribute('data-status', 'processing');
      await mine.getByRole('button', { name: t(lang, 'admin-orders:board.markReady') }).click();
      await expect(mine).toHaveAttribute('data-status', 'ready');
      await mine.getByRole('button', { name: t(lang, 'admin-orders:board.handOver') }).click();
      await handOverUnpaid(page, lang); // not paid yet: the dialog asks first (issue 35)
      await expect(mine).toHaveCount(0);
      // The rest go, so the next journeys start from a short board.
      for (const p of placed.slice(1)) expect((await move(page, p.order.id, 'cancelled')).ok()).toBe(true);

      await page.getByRole('button', { name: t(lang, 'admin-orders:kitchen.exit') }).click();
      await expect(page).toHaveURL(/\/admin\/board$/);
      await expect(page.getByRole('navigation', { name: t(lang, 'admin:nav.label') }).first()).toBeAttached();
    });

    test('a new order chimes every 30 s until someone taps its card; another tab’s toast goes then too', async ({
      page,
      request,
      context,
    }, info) => {
      test.setTimeout(60_000);
      const sound = await listen(page);
      await page.clock.install();
      await signInToAdmin(page, lang);
      await seeAll(page);
      await open(page, '/admin/board', lang);
      await page.getByRole('button', { name: t(lang, 'admin-orders:board.enableSound') }).click();
      await expect(page.getByRole('button', { name: t(lang, 'admin-orders:board.soundOn') })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'admin-orders:board.live') }),
      ).toBeVisible();
      // Another tab of the same device, on another page of the back office.
      const other = await context.newPage();
      // Orders already there when a page opens are not new to it: wait for its first look at the board.
      const looked = other.waitForResponse((r) => r.url().endsWith('/api/admin/orders/board'));
      await open(other, '/admin/products', lang);
      await looked;
      await sound.clear();

      const placed = await placeGuestOrder(page, request, {
        name: `Chime ${info.project.name}`,
        carPlate: plate(),
        lang,
      });
      const card = page.locator(`article[data-order="${placed.order.number}"]`);
      await expect(card).toHaveAttribute('data-unseen', 'true', { timeout: 10_000 });
      await expect.poll(sound.tones).toContain('sine:880');
      // Every 30 s from the first chime, counted from it at once (the other tab's toast is checked
      // after: waiting for it first let seconds pass on the running clock before the count began).
      for (let i = 0; i < 2; i++) {
        await sound.clear();
        await page.clock.fastForward(28_000);
        expect(await sound.tones()).toEqual([]);
        await page.clock.fastForward(2_500);
        await expect.poll(sound.tones).toContain('sine:880');
      }
      const number = `\u2066#${placed.order.number}\u2069`;
      const toast = other.getByText(
        t(lang, 'admin-orders:board.newOrder', { number, plate: `\u2066${placed.order.carPlate}\u2069` }),
      );
      await expect(toast).toBeVisible({ timeout: 10_000 });
      await expect(
        other.getByRole('button', { name: t(lang, 'admin-orders:alerts.openBoard') }),
      ).toBeVisible();

      // A tap anywhere on the card: seen, here and on the other tab.
      await card.locator('[data-plate]').click();
      await expect(card).not.toHaveAttribute('data-unseen', 'true');
      await expect(toast).toBeHidden({ timeout: 10_000 });
      await sound.clear();
      await page.clock.fastForward(61_000);
      expect(await sound.tones()).not.toContain('sine:880');

      // The toast's button opens the board.
      const next = await placeGuestOrder(page, request, {
        name: `Toast ${info.project.name}`,
        carPlate: plate(),
        lang,
      });
      await other.getByRole('button', { name: t(lang, 'admin-orders:alerts.openBoard') }).click();
      await expect(other).toHaveURL(/\/admin\/board$/);
      await other.locator(`article[data-order="${next.order.number}"] [data-plate]`).click();
      await expect(card).toBeVisible();
      for (const p of [placed, next]) expect((await move(page, p.order.id, 'cancelled')).ok()).toBe(true);
    });

    test('a customer at the car tops the Ready column with their plate, note and wait; handed over, they leave it', async ({
      page,
      request,
    }, info) => {
      await signInToAdmin(page, lang);
      await handOverReady(page);
      const earlier = await placeGuestOrder(page, request, {
        name: `Ready A ${info.project.name}`,
        carPlate: plate(),
        lang,
      });
      const here = await placeGuestOrder(page, request, {
        name: `Ready B ${info.project.name}`,
        carPlate: plate(),
        lang,
      });
      for (const p of [earlier, here])
        for (const status of ['processing', 'ready'])
          expect((await move(page, p.order.id, status)).ok()).toBe(true);
      const note = lang === 'ar' ? 'الموقف 4، باترول بيضاء' : 'Bay 4, white Patrol';
      const key = new URL(here.trackingPath, ORIGIN).searchParams.get('key');
      const arrived = await request.post(`/api/orders/${here.order.id}/arrival?key=${key}`, {
        headers: { Origin: ORIGIN },
        data: { note },
      });
      expect(arrived.status(), await arrived.text()).toBe(200);

      await open(page, '/admin/board', lang);
      const ready = page.locator('section[data-column="ready"]');
      const first = ready.locator('article').first();
      await expect(first).toHaveAttribute('data-order', String(here.order.number));
      await expect(first.locator(`[data-plate="${here.order.carPlate}"]`)).toBeVisible();
      await expect(first).toContainText(note);
      await expect(first).toContainText(t(lang, 'admin-orders:board.atTheCar'));
      await expect(ready.locator(`article[data-order="${earlier.order.number}"]`)).toBeVisible();
      await lookAt(page, `board-ready-${lang}`);

      await first.getByRole('button', { name: t(lang, 'admin-orders:board.handOver') }).click();
      await handOverUnpaid(page, lang);
      await expect(
        page.locator(`section[data-column="completed"] article[data-order="${here.order.number}"]`),
      ).toBeVisible();
      expect((await move(page, earlier.order.id, 'cancelled')).ok()).toBe(true);
    });
  });
}
