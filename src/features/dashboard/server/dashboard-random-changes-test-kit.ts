import { randomBytes, randomUUID } from 'node:crypto';
import { plateColumns } from '@/server/testing/plate-test-kit';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { employees, orderItems, orders, products, shifts } from '@/server/db/schema';
import { placeOrder } from '@/features/orders/server';
import { loadStoreInfo } from '@/features/settings/server';
import { deleteOrder, updateOrder } from '@/features/orders/server';
import { setOrderStatus } from '@/features/orders/server';
import { PlaceOrderSchema } from '@/features/orders';
import { AT_CAR_METHODS, type OrderStatus } from '@/common/domain';
import type { generator } from './dashboard-rollups-test-kit';
import { loadPaymentOptions } from '@/features/payments/server';
import { testPlate } from '@/server/testing/plate-test-kit';
import { randomMoneyChange } from './dashboard-random-money-test-kit';

/**
 * For dashboard-rollups.test.ts: random changes of orders, lines, products and employees, through
 * the services where the app has one (checkout, status, reassignment, delete), else straight SQL;
 * a third of them are money changes (dashboard-random-money-test-kit.ts: refunds, method corrections,
 * payment flips, hand-overs, cancellations with a refund).
 */

const rowsOf = async (db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
type Gen = ReturnType<typeof generator>;
const STATUSES: OrderStatus[] = ['pending', 'processing', 'ready', 'completed', 'cancelled'];
/** The ready e-mail's link (never sent by the rollup tests). */
const LINKS = { publicUrl: 'http://localhost' };
/** Around Dubai midnights and hour edges of 2025-03-10..13 (20:00 UTC is midnight in Dubai). */
const someTime = (g: Gen) =>
  new Date(
    Date.UTC(2025, 2, 9, 20) +
      g.int(4) * 86_400_000 +
      g.pick([-1, 0, 1, g.int(86_400), g.int(86_400)]) * 1000 +
      g.int(3) * 3_600_000,
  );

/**
 * The rows the random changes pick from: throwaway products and employees that may be deleted.
 * A shift is open throughout, as in a shop at work: cash is taken only through an open drawer.
 */
export async function scenery(db: Db, g: Gen) {
  await db.insert(shifts).values({ openedByName: 'Rollups', floatFils: 0 });
  const categoryId = (await rowsOf(db, sql`select id from categories limit 1`))[0]!.id as string;
  const made = await db
    .insert(products)
    .values(
      Array.from({ length: 6 }, (_, i) => ({ categoryId, nameEn: `Rollup ${i}`, nameAr: `تجميع ${i}` })),
    )
    .returning({ id: products.id });
  const staff = await db
    .insert(employees)
    .values(Array.from({ length: 4 }, (_, i) => ({ nameEn: `Rollup ${i}`, nameAr: `تجميع ${i}` })))
    .returning({ id: employees.id });
  const menu = await rowsOf(
    db,
    sql`select p.id, min(s.size) as size from products p join categories c on c.id = p.category_id
    join product_sizes s on s.product_id = p.id and not s.sold_out
    where p.status = 'active' and not p.sold_out and c.status = 'active' group by p.id order by p.id limit 8`,
  );
  return {
    g,
    categoryId,
    productIds: made.map((p) => p.id),
    employeeIds: staff.map((e) => e.id),
    menu: menu.map((m) => ({ productId: m.id as string, size: m.size as string })),
    orderIds: [] as string[],
  };
}
export type Scenery = Awaited<ReturnType<typeof scenery>>;

async function insertOrder(db: Db, sc: Scenery) {
  const { g } = sc;
  const lines = Array.from({ length: g.int(4) }, (_, position) => ({
    productId: g.int(8) === 0 ? null : g.pick(sc.productIds),
    nameEn: 'Line',
    nameAr: 'سطر',
    size: 'medium',
    sizeNameEn: 'Medium',
    sizeNameAr: 'وسط',
    unitPriceFils: 100 + g.int(2000),
    quantity: 1 + g.int(5),
    position,
  }));
  await db.transaction(async (tx) => {
    const [o] = await tx
      .insert(orders)
      .values({
        customerName: 'Roll Up',
        customerEmail: 'rollup@example.com',
        ...plateColumns('AD 1 1'),
        paymentMethod: g.pick(AT_CAR_METHODS),
        paymentStatus: g.pick(['paid', 'unpaid'] as const),
        status: g.pick(STATUSES),
        employeeId: g.int(4) === 0 ? null : g.pick(sc.employeeIds),
        createdAt: someTime(g),
        totalFils: 100 + g.int(50_000),
        vatFils: 5 + g.int(90),
        refundedFils: g.int(3) === 0 ? g.int(100) : 0,
        refundedVatFils: g.int(3) === 0 ? g.int(5) : 0,
        vatRateBp: 500,
        accessKey: randomBytes(32).toString('base64url'),
        idempotencyKey: randomUUID(),
      })
      .returning({ id: orders.id });
    if (lines.length > 0) await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: o!.id })));
    sc.orderIds.push(o!.id);
  });
}

async function checkout(db: Db, sc: Scenery) {
  const { g } = sc;
  const input = PlaceOrderSchema.parse({
    name: 'Roll Up',
    email: `rollup${g.int(1000)}@example.com`,
    plate: testPlate('AD 2 2'),
    employeeId: g.int(3) === 0 ? '' : g.pick(sc.employeeIds),
    paymentMethod: 'card',
    idempotencyKey: randomUUID(),
    locale: 'en',
    lines: Array.from({ length: 1 + g.int(3) }, () => ({ ...g.pick(sc.menu), quantity: 1 + g.int(3) })),
  });
  sc.orderIds.push(
    (
      await placeOrder(db, input, null, {
        ...(await loadStoreInfo(db)),
        payments: await loadPaymentOptions(db),
      })
    ).order.id,
  );
}

const ignoreGone = (e: unknown) => {
  // A concurrent change may have deleted the order, employee or product a change was aimed at.
  const code =
    (e as { code?: string; cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code;
  // 23001: a concurrent writer gave the order a credit note just before it was to be deleted.
  // The order rules refuse, changing nothing: a cancelled order is not moved on.
  const refused = ['order_already_cancelled', 'order_cancel_use_cancel', 'order_delete_paid'];
  if (![...refused, '23503', '23001', 'order_not_found', 'employee_unavailable'].includes(code ?? ''))
    throw e;
};

/** One random change, through the services where the app has one, else straight SQL. */
export async function randomChange(db: Db, sc: Scenery) {
  const { g } = sc;
  const anOrder = () => (sc.orderIds.length ? g.pick(sc.orderIds) : randomUUID());
  const order = anOrder();
  if (g.int(3) === 0) return randomMoneyChange(db, g, order, [order, anOrder(), anOrder()]);
  const kind = g.int(18) - 2;
  if (kind <= 1) return insertOrder(db, sc).catch(ignoreGone);
  if (kind <= 3) return checkout(db, sc).catch(ignoreGone);
  if (kind <= 5) return setOrderStatus(db, order, 'cancelled', null, LINKS).catch(ignoreGone);
  if (kind === 6)
    return setOrderStatus(
      db,
      order,
      g.pick(['pending', 'processing', 'ready', 'completed']),
      null,
      LINKS,
    ).catch(ignoreGone);
  if (kind === 7)
    return updateOrder(
      db,
      order,
      { employeeId: g.int(4) === 0 ? null : g.pick(sc.employeeIds) },
      'nobody',
      LINKS,
    ).catch(ignoreGone);
  if (kind === 8) {
    // An order with a credit note cannot be deleted (refunds.order_id RESTRICT), nor a paid one
    // (order_delete_paid): it stays.
    if ((await rowsOf(db, sql`select 1 from refunds where order_id = ${order}`)).length > 0) return;
    sc.orderIds.splice(sc.orderIds.indexOf(order), 1);
    return deleteOrder(db, order).catch(ignoreGone);
  }
  if (kind === 9)
    return db.execute(
      sql`update orders set total_fils = greatest(refunded_fils, ${100 + g.int(9_000)}) where id = ${order}`,
    );
  if (kind === 10)
    return db.execute(
      sql`update orders set created_at = ${someTime(g).toISOString()}::timestamptz where id = ${order}`,
    );
  if (kind === 11)
    return db.execute(
      sql`update order_items set quantity = ${1 + g.int(9)}, product_id = ${g.pick(sc.productIds)} where id in (select id from order_items where order_id = ${order} limit 1)`,
    );
  if (kind === 12)
    return db.execute(
      sql`delete from order_items where id in (select id from order_items where order_id = ${order} limit 1)`,
    );
  if (kind === 13) {
    return db
      .insert(orderItems)
      .values({
        orderId: order,
        productId: g.pick(sc.productIds),
        nameEn: 'Added',
        nameAr: 'مضاف',
        size: 'large',
        sizeNameEn: 'Large',
        sizeNameAr: 'كبير',
        unitPriceFils: 450,
        quantity: 2,
      })
      .catch(ignoreGone);
  }
  if (kind === 14 && g.int(2) === 0) {
    // A product deleted: its lines keep their snapshot but lose the product (ON DELETE SET NULL).
    const [fresh] = await db
      .insert(products)
      .values({ categoryId: sc.categoryId, nameEn: 'New', nameAr: 'جديد' })
      .returning({ id: products.id });
    return db.execute(
      sql`delete from products where id = ${sc.productIds.splice(g.int(sc.productIds.length), 1, fresh!.id)[0]!}`,
    );
  }
  if (kind === 14) {
    // An employee deleted: their orders become unassigned (ON DELETE SET NULL).
    const [fresh] = await db
      .insert(employees)
      .values({ nameEn: 'New', nameAr: 'جديد' })
      .returning({ id: employees.id });
    return db.execute(
      sql`delete from employees where id = ${sc.employeeIds.splice(g.int(sc.employeeIds.length), 1, fresh!.id)[0]!}`,
    );
  }
  // Several orders in one statement: the statement-level triggers net them together.
  const some = [order, anOrder(), anOrder()];
  const set = g.pick([
    sql`status = 'cancelled'`,
    sql`status = 'completed'`,
    sql`payment_status = 'paid'`,
    sql`payment_status = 'unpaid'`,
    sql`employee_id = null`,
  ]);
  return db.execute(
    sql`update orders set ${set} where id in (${sql.join(
      some.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
}
