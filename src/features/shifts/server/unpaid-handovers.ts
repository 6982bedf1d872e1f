import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import type { UnpaidHandovers } from '../shifts.schema';

type Row = {
  order_id: string;
  number: number;
  total_fils: number;
  reason: string | null;
  note: string | null;
  by_name: string | null;
  at: Date | string;
  paid: boolean;
};

/**
 * The orders handed over unpaid between the shift's opening and its close (or now): the history's
 * `status` → `completed` lines that say `unpaid` (issue 35), oldest first, with the value of each
 * order less what was refunded. Read from the history on each read: a close's frozen figures hold
 * money only, and these orders moved none.
 */
export async function unpaidHandoversIn(
  db: Db | Tx,
  window: { openedAt: Date; until: Date | null },
): Promise<UnpaidHandovers> {
  const result = (await db.execute(sql`
    select o.id as order_id, o.number, (o.total_fils - o.refunded_fils) as total_fils, e.reason,
      e.note, u.name as by_name, e.created_at as at, (o.payment_status = 'paid') as paid
    from order_status_events e
    join orders o on o.id = e.order_id
    left join users u on u.id = e.changed_by
    where e.kind = 'status' and e.to_status = 'completed' and (e.detail ->> 'unpaid') = 'true'
      and e.created_at >= ${window.openedAt.toISOString()}::timestamptz
      and e.created_at < ${window.until?.toISOString() ?? 'infinity'}::timestamptz
    order by e.created_at, o.number`)) as unknown as { rows: Row[] };
  const orders = result.rows.map((r) => ({
    orderId: r.order_id,
    number: Number(r.number),
    totalFils: Number(r.total_fils),
    reason: r.reason ?? 'other',
    note: r.note,
    byName: r.by_name,
    at: new Date(r.at).toISOString(),
    paidSince: Boolean(r.paid),
  }));
  return { count: orders.length, valueFils: orders.reduce((n, o) => n + o.totalFils, 0), orders };
}
