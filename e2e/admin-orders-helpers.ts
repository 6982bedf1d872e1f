import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PlacedOrder } from '../src/features/orders/orders.schema';
import { ORIGIN } from './account-helpers';
import { orderable, plateFrom } from './checkout-helpers';
import { fetchMenu, t, type Lang } from './fixtures';

/**
 * A guest places an order through the public API (as the checkout does), e.g. from a phone in
 * the car park while the board is open. `quantity` changes the total.
 */
export async function placeGuestOrder(
  page: Page,
  request: APIRequestContext,
  opts: { name: string; carPlate: string; lang: Lang; quantity?: number; paymentMethod?: 'card' | 'cash' },
): Promise<PlacedOrder> {
  const [first, second] = orderable((await fetchMenu(page)).products);
  const res = await request.post('/api/orders', {
    headers: { Origin: ORIGIN },
    data: {
      idempotencyKey: randomUUID(),
      name: opts.name,
      email: `guest-${randomUUID()}@example.com`,
      plate: plateFrom(opts.carPlate),
      paymentMethod: opts.paymentMethod ?? 'card',
      locale: opts.lang,
      lines: [
        { productId: first!.id, size: 'large', quantity: opts.quantity ?? 1 },
        { productId: second!.id, size: 'small', quantity: 1 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PlacedOrder;
}

/**
 * "Hand over" was tapped on an unpaid order: the dialog asks first (issue 35). Hands it over
 * unpaid with the reason "Will pay later".
 */
export async function handOverUnpaid(page: Page, lang: Lang) {
  const ask = page.getByRole('dialog', {
    name: new RegExp(t(lang, 'admin-orders:handover.title', { number: '.*' })),
  });
  await ask.getByRole('button', { name: t(lang, 'admin-orders:handover.unpaid') }).click();
  await ask.getByLabel(t(lang, 'admin-orders:handover.reason')).selectOption('pays_later');
  await ask.getByRole('button', { name: t(lang, 'admin-orders:handover.unpaid') }).click();
  await expect(ask).toHaveCount(0);
}
