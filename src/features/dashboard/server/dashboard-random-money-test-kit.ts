import { sql } from 'drizzle-orm';
import { AT_CAR_METHODS, REFUND_REASONS } from '@/common/domain';
import type { Db } from '@/server/db/client';
import { updateOrder } from '@/features/orders/server';
import type { generator } from './dashboard-rollups-test-kit';

/**
 * For dashboard-rollups.test.ts: the money changes of issue 23 on random orders. Refunds are
 * written as the refunds service writes them: the credit note and the order's refunded amounts in
 * one statement, never more than what is left of the order (and of its VAT).
 */

type Gen = ReturnType<typeof generator>;
const LINKS = { publicUrl: 'http://localhost' };

/** A part refund of up to `amount` fils (capped at what is left), with VAT capped likewise. */
export const partRefund = (order: string, amount: number, vat: number, reason: string) => sql`
  with o as (
    select id, payment_method, least(total_fils - refunded_fils, ${amount}::bigint) as amount,
           vat_fils - refunded_vat_fils as vat_left
      from orders where id = ${order} and refunded_fils < total_fils for update
  ), r as (
    insert into refunds (order_id, amount_fils, vat_fils, method, reason, created_by_name)
    select id, amount, least(vat_left, ${vat}::bigint, amount), payment_method, ${reason}, 'Rollups' from o
    returning order_id, amount_fils, vat_fils
  )
  update orders set refunded_fils = refunded_fils + r.amount_fils, refunded_vat_fils = refunded_vat_fils + r.vat_fils
    from r where orders.id = r.order_id`;

/** A paid order cancelled: what is left of it refunded in full, and the order cancelled, at once. */
export const cancelWithRefund = (order: string) => sql`
  with o as (
    select id, payment_method, total_fils - refunded_fils as amount, vat_fils - refunded_vat_fils as vat
      from orders where id = ${order} and payment_status = 'paid' and refunded_fils < total_fils for update
  ), r as (
    insert into refunds (order_id, amount_fils, vat_fils, method, cancels_order, reason, created_by_name)
    select id, amount, vat, payment_method, true, 'customer_request', 'Rollups' from o
    returning order_id, amount_fils, vat_fils
  )
  update orders set status = 'cancelled', refunded_fils = refunded_fils + r.amount_fils,
         refunded_vat_fils = refunded_vat_fils + r.vat_fils
    from r where orders.id = r.order_id`;

const ignoreGone = (e: unknown) => {
  const code =
    (e as { code?: string; cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code;
  // The order rules refuse, changing nothing: no paid order of a cancelled one, no unpaying a refunded one.
  const refused = ['order_already_cancelled', 'order_unpay_refunded'];
  if (code !== '23503' && code !== 'order_not_found' && !refused.includes(code ?? '')) throw e;
};

/** One random money change: refunds, method corrections, payment flips, hand-overs, cancellations. */
export async function randomMoneyChange(db: Db, g: Gen, order: string, some: string[]) {
  const kind = g.int(7);
  if (kind === 0) return db.execute(partRefund(order, 1 + g.int(3_000), g.int(200), g.pick(REFUND_REASONS)));
  if (kind === 1) return db.execute(cancelWithRefund(order));
  if (kind === 2)
    return db.execute(sql`update orders set payment_method = ${g.pick(AT_CAR_METHODS)} where id = ${order}`);
  if (kind === 3)
    return updateOrder(
      db,
      order,
      { paymentStatus: g.pick(['paid', 'unpaid'] as const), reason: 'Tapped by mistake' },
      'nobody',
      LINKS,
      'manager',
    ).catch(ignoreGone);
  if (kind === 4)
    // Handed over and paid at once (the board's "Hand over" on a paid order).
    return updateOrder(
      db,
      order,
      { status: 'completed', paymentStatus: 'paid', reason: 'Handed over again' },
      'nobody',
      LINKS,
      'manager',
    ).catch(ignoreGone);
  // Several orders in one statement: refunds and method corrections netted by the statement's trigger.
  const ids = sql.join(
    some.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  if (kind === 5)
    return db.execute(
      sql`update orders set refunded_fils = least(total_fils, refunded_fils + ${1 + g.int(500)}),
          refunded_vat_fils = least(vat_fils, refunded_vat_fils + ${g.int(30)}) where id in (${ids})`,
    );
  return db.execute(
    sql`update orders set payment_method = ${g.pick(AT_CAR_METHODS)}, status = 'completed', payment_status = 'paid'
        where id in (${ids})`,
  );
}
