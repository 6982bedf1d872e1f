import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import type {
  Dashboard,
  DashboardQuery,
  MethodSales,
  OrdersApart,
  SalesPoint,
  TimeDistribution,
  TopEmployee,
  TopProduct,
} from '../dashboard.schema';
import { resolveRange, type DayRange } from './dashboard-range';
import { loadTopOptions } from './dashboard-options';

/**
 * The dashboard's figures, computed by PostgreSQL in Asia/Dubai time from the rollup tables that
 * triggers keep exact as orders and their lines change (migrations 0006 and 0018; schema
 * `salesByHour`, `salesByMethodDay`, `salesByEmployeeDay`, `salesByProductDay`): a month is a few
 * hundred pre-summed rows, never the month's orders. Only orders completed and paid are in them,
 * net of refunds (decision 048); lines whose product is gone are not; rows whose figures fell back
 * to 0 may stay and are ignored here. The two figures set apart are read from the orders: open now
 * (through orders_status_idx, whatever the period) and the period's completed-but-unpaid orders
 * (through orders_created_idx). `h` holds the range's
 * hours (at most 24 rows a day) turned into Dubai time; each panel is a sub-select answering JSON,
 * so one statement answers every panel and the browser never sees an order row.
 *
 * Dubai days and hours come from UTC hours: exact for Asia/Dubai (UTC+4, no daylight saving),
 * and for any zone whose offset is a whole number of hours.
 */
const PANELS = {
  totals: sql`(select json_build_object(
      'salesFils', coalesce(sum(total), 0),
      'vatFils', coalesce(sum(vat), 0),
      'orders', coalesce(sum(n), 0),
      'averageFils', coalesce(round(sum(total)::numeric / nullif(sum(n), 0)), 0)) from h)`,

  salesTrend: sql`(select coalesce(json_agg(json_build_object(
        'date', to_char(d.day, 'YYYY-MM-DD'), 'totalFils', coalesce(t.total, 0), 'vatFils', coalesce(t.vat, 0),
        'orders', coalesce(t.n, 0)) order by d.day), '[]'::json)
      from (select generate_series(r.lo_day, r.hi_day, interval '1 day')::date as day from r) d
      left join (select local::date as day, sum(total) as total, sum(vat) as vat, sum(n) as n from h group by 1) t on t.day = d.day)`,

  byMethod: sql`(select coalesce(json_agg(json_build_object(
        'method', m.payment_method, 'orders', m.n, 'salesFils', m.sales, 'vatFils', m.vat)
        order by m.sales desc, m.n desc, m.payment_method), '[]'::json)
      from (select payment_method, sum(orders) as n, sum(sales_fils) as sales, sum(vat_fils) as vat
              from sales_by_method_day, r where day between r.lo_day and r.hi_day
             group by payment_method having sum(orders) <> 0) m)`,

  openNow: sql`(select json_build_object('orders', count(*), 'totalFils', coalesce(sum(total_fils - refunded_fils), 0))
      from orders where status in ('pending', 'processing', 'ready'))`,

  unpaid: sql`(select json_build_object('orders', count(*), 'totalFils', coalesce(sum(o.total_fils - o.refunded_fils), 0))
      from orders o, r where o.created_at >= r.lo and o.created_at < r.hi
       and o.status = 'completed' and o.payment_status = 'unpaid')`,

  timeDistribution: sql`(select json_build_object(
      'morning', coalesce(sum(n) filter (where hr >= 6 and hr < 12), 0),
      'afternoon', coalesce(sum(n) filter (where hr >= 12 and hr < 18), 0),
      'evening', coalesce(sum(n) filter (where hr >= 18), 0)) from (select extract(hour from local) as hr, n from h) x)`,

  topEmployees: sql`(select coalesce(json_agg(json_build_object(
        'id', e.id, 'nameEn', e.name_en, 'nameAr', e.name_ar, 'salesFils', s.sales, 'orders', s.n,
        'averageFils', round(s.sales::numeric / s.n)) order by s.sales desc, s.n desc, e.name_en), '[]'::json)
      from (select employee_id, sum(sales_fils) as sales, sum(orders) as n from sales_by_employee_day, r
             where day between r.lo_day and r.hi_day group by employee_id having sum(orders) > 0
             order by sales desc, n desc limit 5) s
      join employees e on e.id = s.employee_id)`,

  topProducts: sql`(select coalesce(json_agg(json_build_object(
        'productId', p.id, 'nameEn', p.name_en, 'nameAr', p.name_ar, 'image', p.image,
        'quantity', s.qty, 'revenueFils', s.revenue) order by s.revenue desc, s.qty desc, p.name_en), '[]'::json)
      from (select product_id, sum(quantity) as qty, sum(revenue_fils) as revenue from sales_by_product_day, r
             where day between r.lo_day and r.hi_day group by product_id having sum(quantity) > 0
             order by revenue desc, qty desc limit 5) s
      join products p on p.id = s.product_id)`,
} as const;

type Panel = keyof typeof PANELS;
interface PanelValues {
  totals: Dashboard['totals'];
  byMethod: MethodSales[];
  openNow: OrdersApart;
  unpaid: OrdersApart;
  salesTrend: SalesPoint[];
  timeDistribution: TimeDistribution;
  topEmployees: TopEmployee[];
  topProducts: TopProduct[];
}

/** Runs the named panels over the range's rollup rows in one statement. */
async function runPanels<P extends Panel>(
  db: Db,
  range: DayRange,
  panels: P[],
): Promise<Pick<PanelValues, P>> {
  const fields = sql.join(
    panels.map((p) => sql`${p}::text, ${PANELS[p]}`),
    sql`, `,
  );
  const query: SQL = sql`
    with r as (
      select ${range.from}::date as lo_day, ${range.to}::date as hi_day,
             (${range.from}::date)::timestamp at time zone 'Asia/Dubai' as lo,
             (${range.to}::date + 1)::timestamp at time zone 'Asia/Dubai' as hi
    ),
    h as materialized (
      select hour at time zone 'Asia/Dubai' as local, orders as n, sales_fils as total, vat_fils as vat
        from sales_by_hour, r
       where hour >= r.lo and hour < r.hi and orders > 0
    )
    select json_build_object(${fields}) as panels`;
  // Both drivers (PGlite, node-postgres) answer a raw statement with `{ rows }`; json arrives parsed.
  const { rows } = (await db.execute(query)) as unknown as {
    rows: { panels: Pick<PanelValues, P> | string }[];
  };
  const value = rows[0]!.panels;
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** Every panel of the dashboard for a period (422 for an incomplete or impossible custom range). */
export async function loadDashboard(
  db: Db,
  query: Pick<DashboardQuery, 'period' | 'from' | 'to'>,
  now = new Date(),
): Promise<Dashboard> {
  const range = resolveRange(query, now);
  const [panels, topOptions] = await Promise.all([
    runPanels(db, range, [
      'totals',
      'byMethod',
      'openNow',
      'unpaid',
      'salesTrend',
      'timeDistribution',
      'topEmployees',
      'topProducts',
    ]),
    loadTopOptions(db, range),
  ]);
  return { period: range.period, from: range.from, to: range.to, ...panels, topOptions };
}

/** One panel only (for its CSV download), with the range it covers. */
export async function loadPanel<P extends Panel>(
  db: Db,
  query: Pick<DashboardQuery, 'period' | 'from' | 'to'>,
  panel: P,
  now = new Date(),
) {
  const range = resolveRange(query, now);
  const values = await runPanels(db, range, [panel]);
  return { range, value: values[panel] };
}
