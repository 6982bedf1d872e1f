import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/** For dashboard-rollups.test.ts: the rollup tables beside the truth, and a seeded generator. */

/** A statement's rows as sorted text (give every column its own name: a row is read as an object). */
async function lines(db: Db, query: SQL): Promise<string[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return rows.map((r) => Object.values(r).map(String).join(' | ')).sort();
}

/**
 * Every rollup row whose figures are not all zero, and the truth recomputed from the orders and
 * their lines with a plain GROUP BY (UTC hours, and Dubai days as UTC + 4 hours: written
 * independently of the migration's functions). Only orders completed and paid count, each for its
 * total less what was refunded (VAT likewise); product revenue is the lines' own.
 */
export async function rollupsAndTruth(db: Db) {
  const utcHour = sql`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24') || ':00:00'`;
  const dubaiDay = (at: SQL) => sql`to_char((${at} + interval '4 hours') at time zone 'UTC', 'YYYY-MM-DD')`;
  const day = sql`to_char(day, 'YYYY-MM-DD')`;
  const counted = (o: SQL) => sql`${o}.status = 'completed' and ${o}.payment_status = 'paid'`;
  const net = sql`sum(total_fils - refunded_fils) as fils, sum(vat_fils - refunded_vat_fils) as vat`;
  return {
    rollups: {
      hours: await lines(
        db,
        sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as k, orders, sales_fils, vat_fils
        from sales_by_hour where orders <> 0 or sales_fils <> 0 or vat_fils <> 0`,
      ),
      methods: await lines(
        db,
        sql`select ${day} as k, payment_method, orders, sales_fils, vat_fils
        from sales_by_method_day where orders <> 0 or sales_fils <> 0 or vat_fils <> 0`,
      ),
      employees: await lines(
        db,
        sql`select ${day} as k, employee_id, orders, sales_fils
        from sales_by_employee_day where orders <> 0 or sales_fils <> 0`,
      ),
      products: await lines(
        db,
        sql`select ${day} as k, product_id, quantity, revenue_fils
        from sales_by_product_day where quantity <> 0 or revenue_fils <> 0`,
      ),
    },
    truth: {
      hours: await lines(
        db,
        sql`select ${utcHour} as k, count(*) as n, ${net} from orders o where ${counted(sql`o`)} group by 1`,
      ),
      methods: await lines(
        db,
        sql`select ${dubaiDay(sql`created_at`)} as k, payment_method, count(*) as n, ${net}
        from orders o where ${counted(sql`o`)} group by 1, 2`,
      ),
      employees: await lines(
        db,
        sql`select ${dubaiDay(sql`created_at`)} as k, employee_id, count(*) as n, sum(total_fils - refunded_fils) as fils
        from orders o where ${counted(sql`o`)} and employee_id is not null group by 1, 2`,
      ),
      products: await lines(
        db,
        sql`select ${dubaiDay(sql`o.created_at`)} as k, i.product_id, sum(i.quantity) as q, sum(i.quantity * i.unit_price_fils) as fils
        from orders o join order_items i on i.order_id = o.id
        where ${counted(sql`o`)} and i.product_id is not null group by 1, 2`,
      ),
    },
  };
}

/** A small deterministic generator (mulberry32), so a failure can be replayed from its seed. */
export function generator(seed: number) {
  let s = seed >>> 0;
  const int = (n: number) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
  return { int, pick: <T>(xs: readonly T[]): T => xs[int(xs.length)]! };
}
