import { sql } from 'drizzle-orm';
import { openPglite } from '../src/server/db/client';
import { loadDashboard } from '../src/features/dashboard/server/dashboard.service';
import { resolveRange } from '../src/features/dashboard/server/dashboard-range';
import { median } from './timing';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DAYS = 90;
const RUNS = 15;

/**
 * The back office's dashboard with 100,000 orders over 90 days (about 2 lines each): the
 * service the endpoint calls, for the last 30 days, against bare `SELECT count(*)`s in the same
 * run: over the same orders (the same created_at range; an index-only scan; the baseline the aim
 * is measured against), and over those orders joined with their lines (what the dashboard would
 * read without its rollups). Aim: within 5x. The seeding goes through the rollup triggers (one
 * statement for the orders, one for the lines), as a bulk import would.
 */
export async function adminDashboard() {
  const database = await openPglite();
  const { db } = database;
  try {
    const seeding = performance.now();
    await db.execute(sql`ALTER TABLE orders DISABLE TRIGGER orders_notify`);
    await db.execute(
      sql`INSERT INTO employees (name_en, name_ar) SELECT 'Employee ' || g, 'موظف ' || g FROM generate_series(1, 8) g`,
    );
    await db.execute(
      sql`INSERT INTO categories (slug, name_en, name_ar) VALUES ('juices', 'Juices', 'عصائر')`,
    );
    await db.execute(sql`INSERT INTO products (category_id, name_en, name_ar, image)
      SELECT c.id, 'Juice ' || g, 'عصير ' || g, '/media/products/juice-' || g || '.webp' FROM generate_series(1, 40) g, categories c`);
    // One statement: orders every ~78 s over 90 days, at all hours; 1 in 25 cancelled, 1 in 5
    // unassigned, 1 in 20 unpaid, three payment methods.
    await db.execute(sql`INSERT INTO orders (customer_name, customer_email, plate_emirate, plate_code, plate_number, employee_id, status, payment_status, payment_method,
        total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key, created_at)
      SELECT 'Customer ' || g, 'customer' || g || '@example.com', 'dubai', 'A', (10000 + g % 90000)::text,
        CASE WHEN g % 5 = 0 THEN NULL ELSE e.ids[1 + g % 8] END,
        CASE WHEN g % 25 = 0 THEN 'cancelled' WHEN g < 30 THEN 'pending' ELSE 'completed' END,
        CASE WHEN g % 20 = 7 THEN 'unpaid' ELSE 'paid' END, (ARRAY['card', 'cash', 'apple_pay'])[1 + g % 3],
        1000 + (g * 7919) % 20000, ((1000 + (g * 7919) % 20000) * 500) / 10500, 500,
        md5(g::text), md5('key' || g), now() - (g::float8 / ${ORDERS}) * interval '${sql.raw(String(DAYS))} days'
      FROM generate_series(1, ${ORDERS}) g, (SELECT array_agg(id ORDER BY name_en) AS ids FROM employees) e`);
    // 1 to 3 lines per order (2 on average), spread over the 40 products.
    await db.execute(sql`INSERT INTO order_items (order_id, product_id, name_en, name_ar, size, size_name_en, size_name_ar, unit_price_fils, quantity, position)
      SELECT o.id, p.ids[1 + (o.number * 31 + k * 7) % 40], 'Juice', 'عصير', 'medium', 'Medium', 'وسط', 500 + (o.number % 9) * 150, 1 + (o.number + k) % 3, k
      FROM orders o, generate_series(0, 2) k, (SELECT array_agg(id ORDER BY name_en) AS ids FROM products) p
      WHERE k <= o.number % 3`);
    await db.execute(sql`VACUUM ANALYZE`);
    const seededMs = performance.now() - seeding;

    const query = { period: 'month' as const };
    const range = resolveRange(query);
    // The month's Dubai days as created_at bounds (what the dashboard's rollup hours cover).
    const inMonth = (
      createdAt: string,
    ) => sql`${sql.raw(createdAt)} >= (${range.from}::date)::timestamp AT TIME ZONE 'Asia/Dubai'
        AND ${sql.raw(createdAt)} < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Dubai'`;
    const sameRows = sql`SELECT count(*) FROM orders WHERE ${inMonth('created_at')}`;
    const withLines = sql`SELECT count(*) FROM orders o JOIN order_items i ON i.order_id = o.id WHERE ${inMonth('o.created_at')}`;
    const counted = sql`SELECT count(*) FROM orders WHERE ${inMonth('created_at')} AND status = 'completed' AND payment_status = 'paid'`;
    const count = async (q: typeof sameRows) =>
      Number(((await db.execute(q)) as unknown as { rows: { count: number }[] }).rows[0]!.count);
    const [monthOrders, monthLines, monthCounted] = [
      await count(sameRows),
      await count(withLines),
      await count(counted),
    ];
    const dashboard = await loadDashboard(db, query);
    if (
      dashboard.salesTrend.length !== 30 ||
      dashboard.topProducts.length !== 5 ||
      dashboard.totals.orders !== monthCounted
    ) {
      throw new Error(
        `unexpected dashboard: ${JSON.stringify(dashboard.totals)} for ${monthCounted} orders that count`,
      );
    }

    const baseline = await median(RUNS, () => db.execute(sameRows));
    const baselineLines = await median(RUNS, () => db.execute(withLines));
    const ms = await median(RUNS, () => loadDashboard(db, query));
    return { orders: ORDERS, monthOrders, monthLines, seededMs, baseline, baselineLines, ms };
  } finally {
    await database.close();
  }
}

/** The report lines, for bench/run.ts or a run of this file alone. */
export function printAdminDashboard(r: Awaited<ReturnType<typeof adminDashboard>>) {
  console.log(
    `\n## GET /api/admin/dashboard?period=month with ${r.orders.toLocaleString('en')} orders over ${DAYS} days (median of ${RUNS}; seeded through the rollup triggers in ${(r.seededMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `baseline: SELECT count(*) over the month's ${r.monthOrders.toLocaleString('en')} orders = ${r.baseline.toFixed(2)} ms`,
  );
  console.log(
    `baseline: SELECT count(*) over those orders joined with their ${r.monthLines.toLocaleString('en')} lines = ${r.baselineLines.toFixed(2)} ms`,
  );
  console.log(
    `dashboard (every panel, one statement over the rollups) ${r.ms.toFixed(2).padStart(8)} ms = ${(r.ms / r.baseline).toFixed(2)}x the orders count, ${(r.ms / r.baselineLines).toFixed(2)}x the orders+lines count (aim: within 5x)`,
  );
}

// `node --import tsx bench/admin-dashboard.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) printAdminDashboard(await adminDashboard());
