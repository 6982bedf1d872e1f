import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Menu, MenuProduct } from '../src/features/catalog';
import type { Board } from '../src/features/orders/orders.admin.schema';
import type { PlacedOrder } from '../src/features/orders/orders.schema';
import { ORIGIN } from './account-helpers';
import { plateFrom } from './checkout-helpers';
import { expect, fetchMenu, type Lang } from './fixtures';

/** A line as a customer builds it: a size, a quantity, one non-default option of some groups, a note. */
function line(menu: Menu, p: MenuProduct, quantity: number, optionCount: number, note?: string) {
  const size = p.sizes.find((s) => !s.soldOut)!.size;
  const options = p.optionGroupIds
    .map((id) => menu.optionGroups.find((g) => g.id === id)!)
    .map((g) => g.options.find((o) => !o.isDefault && !o.soldOut))
    .filter((o) => o !== undefined)
    .slice(0, optionCount)
    .map((o) => o.id);
  return { productId: p.id, size, quantity, options, ...(note ? { note } : {}) };
}

const NOTES = {
  en: ['Half the usual ice, please', 'Less sweet for the child', 'Extra cold, no straw'],
  ar: ['ثلج أقل من المعتاد من فضلك', 'أقل حلاوة للطفل', 'بارد جدًا، دون شفاطة'],
} as const;

/**
 * Four ordinary orders as a morning brings them: 1 to 4 drinks each, options on most, notes on
 * some, cash and card. Returns them in the order placed.
 */
export async function placeRealisticOrders(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  tag: string,
): Promise<PlacedOrder[]> {
  const menu = await fetchMenu(page);
  const orderable = menu.products.filter((p) => !p.soldOut && p.sizes.some((s) => !s.soldOut));
  const withOptions = orderable.filter((p) => p.optionGroupIds.length >= 2);
  const plain = orderable.filter((p) => p.optionGroupIds.length === 0);
  const pick = (list: MenuProduct[], i: number) => list[i % list.length] ?? orderable[i % orderable.length]!;
  const notes = NOTES[lang];
  const baskets = [
    [line(menu, pick(withOptions, 0), 1, 2)],
    [
      line(menu, pick(withOptions, 1), 2, 2, notes[0]),
      line(menu, pick(plain, 0), 1, 0),
      line(menu, pick(withOptions, 2), 1, 1),
    ],
    [
      line(menu, pick(withOptions, 3), 1, 2),
      line(menu, pick(withOptions, 0), 2, 1, notes[1]),
      line(menu, pick(plain, 1), 1, 0),
      line(menu, pick(withOptions, 1), 1, 2, notes[2]),
    ],
    [line(menu, pick(withOptions, 2), 1, 1), line(menu, pick(plain, 2), 2, 0)],
  ];
  const placed: PlacedOrder[] = [];
  for (const [i, lines] of baskets.entries()) {
    const res = await request.post('/api/orders', {
      headers: { Origin: ORIGIN },
      data: {
        idempotencyKey: randomUUID(),
        name: `${tag} ${i + 1}`,
        email: `guest-${randomUUID()}@example.com`,
        plate: plateFrom(`AD ${randomInt(10, 99)} ${randomInt(10000, 99999)}`),
        paymentMethod: i % 2 ? 'card' : 'cash',
        locale: lang,
        lines,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    placed.push((await res.json()) as PlacedOrder);
  }
  return placed;
}

/** A cancellation has its own call with a reason (decision 046); other moves are a PATCH. */
export const moveOrder = (page: Page, id: string, status: string) =>
  status === 'cancelled'
    ? page.request.post(`/api/admin/orders/${id}/cancel`, {
        headers: { Origin: ORIGIN },
        data: { reason: 'duplicate' },
      })
    : page.request.patch(`/api/admin/orders/${id}`, { headers: { Origin: ORIGIN }, data: { status } });

/** Cancels every open order left by other journeys, so the board shows this journey's only. */
export async function clearOpenOrders(page: Page) {
  const board = (await (await page.request.get('/api/admin/orders/board')).json()) as Board;
  for (const o of board.orders.filter((x) => x.status !== 'completed')) {
    if (o.paymentStatus === 'paid') continue; // a paid one is a manager's refund: moved on instead
    expect((await moveOrder(page, o.id, 'cancelled')).ok()).toBe(true);
  }
  const left = (await (await page.request.get('/api/admin/orders/board')).json()) as Board;
  for (const o of left.orders.filter((x) => x.status !== 'completed'))
    for (const s of ['processing', 'ready', 'completed'].slice(
      ['pending', 'processing', 'ready'].indexOf(o.status),
    ))
      expect((await moveOrder(page, o.id, s)).ok()).toBe(true);
}

/** The customer taps "I'm here" with a note (their order page's key). */
export async function arrive(request: APIRequestContext, placed: PlacedOrder, note: string) {
  const key = new URL(placed.trackingPath, ORIGIN).searchParams.get('key');
  const res = await request.post(`/api/orders/${placed.order.id}/arrival?key=${key}`, {
    headers: { Origin: ORIGIN },
    data: { note },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
