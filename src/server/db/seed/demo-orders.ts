import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { DEMO_CUSTOMERS } from './demo-data';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const VAT_BP = 500;

/** A small deterministic generator: the demo is the same every time it is loaded. */
function generator(seed = 20_251_128) {
  let x = seed;
  const next = () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

/**
 * The demo's order history (`npm run demo`): the last fourteen days, three to five orders a day
 * between 10:00 and 23:00 in Dubai, priced from the menu as it is now, each handed over and paid
 * (cash or card) or, now and then, cancelled; credited to the active employees, some to nobody.
 * Nothing is in progress, so the board starts empty. Returns how many orders it wrote.
 */
export async function insertDemoOrders(tx: Db, employeeIds: string[], now = Date.now()): Promise<number> {
  const menu = await tx
    .select({
      productId: s.products.id,
      nameEn: s.products.nameEn,
      nameAr: s.products.nameAr,
      size: s.productSizes.size,
      sizeNameEn: s.productSizes.nameEn,
      sizeNameAr: s.productSizes.nameAr,
      priceFils: s.productSizes.priceFils,
    })
    .from(s.products)
    .innerJoin(s.productSizes, eq(s.productSizes.productId, s.products.id))
    .where(
      and(eq(s.products.status, 'active'), eq(s.products.soldOut, false), eq(s.productSizes.soldOut, false)),
    )
    .orderBy(s.products.createdAt, s.productSizes.size);
  if (menu.length === 0) return 0;

  const customers = await tx
    .insert(s.customers)
    .values(
      DEMO_CUSTOMERS.map((c) => ({
        name: c.name,
        email: c.email,
        phone: c.phone,
        plateEmirate: c.plate.emirate,
        plateCode: c.plate.code,
        plateNumber: c.plate.number,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: s.customers.id, email: s.customers.email });
  const customerId = new Map(customers.map((c) => [c.email, c.id]));

  const g = generator();
  // Midnight in Dubai (UTC+4) of today; the orders go back from yesterday.
  const dubaiMidnight = Math.floor((now + 4 * 60 * MINUTE) / DAY) * DAY - 4 * 60 * MINUTE;
  let written = 0;
  for (let day = 14; day >= 1; day--) {
    const count = 3 + g.int(3);
    for (let i = 0; i < count; i++) {
      const customer = g.pick(DEMO_CUSTOMERS);
      const lines = Array.from({ length: 1 + g.int(3) }, (_, position) => ({
        ...g.pick(menu),
        quantity: 1 + g.int(2),
        position,
      }));
      const total = lines.reduce((sum, l) => sum + l.priceFils * l.quantity, 0);
      const created = new Date(dubaiMidnight - day * DAY + (10 * 60 + g.int(13 * 60)) * MINUTE);
      const done = new Date(created.getTime() + (8 + g.int(10)) * MINUTE);
      const cancelled = g.int(12) === 0;
      const [order] = await tx
        .insert(s.orders)
        .values({
          customerId: customerId.get(customer.email) ?? null,
          customerName: customer.name,
          customerEmail: customer.email,
          customerPhone: customer.phone,
          plateEmirate: customer.plate.emirate,
          plateCode: customer.plate.code,
          plateNumber: customer.plate.number,
          employeeId: employeeIds.length === 0 || g.int(5) === 0 ? null : g.pick(employeeIds),
          status: cancelled ? 'cancelled' : 'completed',
          paymentMethod: g.pick(['cash', 'card', 'card'] as const),
          paymentStatus: cancelled ? 'unpaid' : 'paid',
          paidAt: cancelled ? null : done,
          totalFils: total,
          vatFils: Math.round((total * VAT_BP) / (10_000 + VAT_BP)),
          vatRateBp: VAT_BP,
          locale: customer.locale,
          accessKey: randomBytes(32).toString('base64url'),
          idempotencyKey: `demo-${randomUUID()}`,
          seenAt: created,
          createdAt: created,
          updatedAt: done,
        })
        .returning({ id: s.orders.id });
      await tx.insert(s.orderItems).values(
        lines.map((l) => ({
          orderId: order!.id,
          productId: l.productId,
          nameEn: l.nameEn,
          nameAr: l.nameAr,
          size: l.size,
          sizeNameEn: l.sizeNameEn,
          sizeNameAr: l.sizeNameAr,
          unitPriceFils: l.priceFils,
          quantity: l.quantity,
          position: l.position,
        })),
      );
      await tx.insert(s.orderStatusEvents).values([
        { orderId: order!.id, fromStatus: null, toStatus: 'pending', createdAt: created },
        {
          orderId: order!.id,
          fromStatus: 'pending',
          toStatus: cancelled ? 'cancelled' : 'completed',
          reason: cancelled ? 'customer_request' : null,
          createdAt: done,
        },
      ]);
      written++;
    }
  }
  return written;
}
