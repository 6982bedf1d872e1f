import { sql } from 'drizzle-orm';
import { MAX_LINE_OPTIONS } from '@/common/limits';
import type { Db } from '@/server/db/client';
import type { TopOption } from '../dashboard.schema';
import type { DayRange } from './dashboard-range';

/** More options than this in one period is not a menu any more: the most chosen are kept. */
const MAX_OPTIONS = 100;

/**
 * The options chosen in a period, counted in drinks (units), from the options kept on each order
 * line (`order_items.options`, names and prices as ordered). One statement: the period's lines
 * are read once through `orders_created_idx` (a range on `created_at`, Asia/Dubai days), only
 * orders completed and paid counted, as everywhere on the dashboard (decision 048). No rollup: option choices are read straight
 * from the lines, so a status or payment change counts at once without a trigger to keep.
 * Measured with 5,000 orders of two lines each (2,800 orders in the month): a week in 11 ms, a
 * month in 47 ms on a PostgreSQL 15 server; 27 and 65 ms on PGlite. A shop many times busier
 * would want a rollup table like sales_by_product_day, keyed by option and day.
 *
 * `offered` (the share's denominator) is, for each group, the drinks that could have had one of
 * its options: every line carrying a choice from the group (the server stores the default when a
 * customer leaves a group with one), plus lines of products that offer the group on today's menu
 * (an optional group like Add-ons is absent from lines that chose none of it). So it is never
 * below `quantity`, and "38% of drinks offered Sugar had No sugar" reads as quantity / offered.
 */
export async function loadTopOptions(db: Db, range: DayRange): Promise<TopOption[]> {
  // Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }`; json arrives parsed.
  const { rows } = (await db.transaction(async (tx) => {
    // A few thousand lines take milliseconds; JIT-compiling the statement (PostgreSQL does once
    // its cost estimate passes 100 000, i.e. from a busy month on) would cost more than it saves.
    await tx.execute(sql`set local jit = off`);
    return tx.execute(topOptionsQuery(range));
  })) as unknown as { rows: { options: TopOption[] | string }[] };
  const value = rows[0]!.options;
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * A line's options as rows `x`. The LIMIT (never reached: a line holds at most MAX_LINE_OPTIONS)
 * tells the planner how few there are; its default guess of 100 per line made PostgreSQL's cost
 * estimate large enough to JIT-compile the statement, which took 0.8 s for 10 ms of work.
 */
const lineOptions = sql.raw(
  `lateral (select value as x from jsonb_array_elements(l.options) limit ${MAX_LINE_OPTIONS}) e`,
);

/** The statement behind loadTopOptions (one row, one json column `options`). */
export function topOptionsQuery(range: DayRange) {
  return sql`
    with r as (
      select (${range.from}::date)::timestamp at time zone 'Asia/Dubai' as lo,
             (${range.to}::date + 1)::timestamp at time zone 'Asia/Dubai' as hi
    ),
    l as materialized (
      select i.id, i.product_id, i.quantity, i.options, o.created_at
        from orders o join order_items i on i.order_id = o.id, r
       where o.created_at >= r.lo and o.created_at < r.hi and o.status = 'completed' and o.payment_status = 'paid'
    ),
    chosen as (
      select x->>'optionId' as option_id, x->>'groupId' as group_id,
             sum(l.quantity) as qty,
             sum(l.quantity * (x->>'priceFils')::bigint) as revenue,
             (array_agg(x->>'nameEn' order by l.created_at desc))[1] as name_en,
             (array_agg(x->>'nameAr' order by l.created_at desc))[1] as name_ar,
             (array_agg(x->>'groupNameEn' order by l.created_at desc))[1] as group_en,
             (array_agg(x->>'groupNameAr' order by l.created_at desc))[1] as group_ar,
             (array_agg((x->>'isDefault')::boolean order by l.created_at desc))[1] as is_default
        from l, ${lineOptions}
       group by 1, 2
       order by qty desc, name_en
       limit ${MAX_OPTIONS}
    ),
    offers as materialized (
      select p.id as product_id, cog.group_id::text as group_id
        from products p join category_option_groups cog on cog.category_id = p.category_id
       where not exists (select 1 from product_option_groups x
                          where x.product_id = p.id and x.group_id = cog.group_id and not x.included)
      union
      select product_id, group_id::text from product_option_groups where included
    ),
    -- Each line once per group it was offered: those it carries a choice of, those its product offers.
    line_groups as (
      select l.id, l.quantity, x->>'groupId' as group_id from l, ${lineOptions}
      union
      select l.id, l.quantity, f.group_id from l join offers f on f.product_id = l.product_id
    ),
    offered as (select group_id, sum(quantity) as n from line_groups group by group_id)
    select coalesce(json_agg(json_build_object(
             'optionId', c.option_id, 'groupId', c.group_id, 'nameEn', c.name_en, 'nameAr', c.name_ar,
             'groupNameEn', c.group_en, 'groupNameAr', c.group_ar, 'isDefault', c.is_default,
             'quantity', c.qty, 'offered', greatest(f.n, c.qty), 'revenueFils', c.revenue)
             order by c.qty desc, c.name_en), '[]'::json) as options
      from chosen c join offered f on f.group_id = c.group_id`;
}
