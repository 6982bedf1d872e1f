import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import type { PlacedOrder } from '../src/features/orders/orders.schema';
import { ORIGIN } from './account-helpers';
import { orderable, plateFrom } from './checkout-helpers';
import { fetchMenu, type Lang } from './fixtures';

/** An order placed through the public API, as the checkout does (optionally for a sales employee), then moved to `status`. */
export async function placeOrder(
  page: Page,
  request: APIRequestContext,
  opts: {
    name: string;
    email: string;
    carPlate: string;
    lang: Lang;
    quantity?: number;
    employeeId?: string;
    status?: 'processing' | 'completed' | 'cancelled';
  },
): Promise<PlacedOrder> {
  const [first] = orderable((await fetchMenu(page)).products);
  const res = await request.post('/api/orders', {
    headers: { Origin: ORIGIN },
    data: {
      idempotencyKey: randomUUID(),
      name: opts.name,
      email: opts.email,
      plate: plateFrom(opts.carPlate),
      paymentMethod: 'card',
      locale: opts.lang,
      ...(opts.employeeId ? { employeeId: opts.employeeId } : {}),
      lines: [{ productId: first!.id, size: 'large', quantity: opts.quantity ?? 1 }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as PlacedOrder;
  if (opts.status) {
    const moved = await request.patch(`/api/test/orders/${placed.order.id}/status`, {
      headers: { Origin: ORIGIN },
      data: { status: opts.status },
    });
    expect(moved.status()).toBe(204);
  }
  return placed;
}

/** The bytes of a download the page just started, and its text (BOM kept). */
export async function downloaded(download: Download): Promise<{ name: string; bytes: Buffer; text: string }> {
  const bytes = fs.readFileSync((await download.path())!);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}
