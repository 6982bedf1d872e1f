import { randomBytes, randomUUID } from 'node:crypto';
import { plateColumns } from '@/server/testing/plate-test-kit';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentMethod } from '@/common/domain';
import { employees, orderItems, orders, products } from '@/server/db/schema';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { Dashboard } from '../dashboard.schema';
import { lineSize } from '@/features/catalog/size-test-kit';

/**
 * Orders at chosen Asia/Dubai times (midnight edges, a cancelled one, some without an employee,
 * lines of a deleted product, unpaid ones, part refunds, several payment methods), and every
 * figure of the dashboard checked against sums computed here in plain TypeScript, without SQL.
 * Sales are the orders completed and paid, net of refunds (decision 048).
 */

let server: TestServer;
let cookie: string;
const DUBAI_OFFSET_MS = 4 * 3_600_000; // UTC+4 all year (no daylight saving)

interface Line {
  productId: string | null;
  nameEn: string;
  unitPriceFils: number;
  quantity: number;
}
interface Fixture {
  at: Date;
  status: OrderStatus;
  employeeId: string | null;
  lines: Line[];
  totalFils: number;
  vatFils: number;
  /** Paid unless said otherwise; card unless said otherwise; nothing refunded unless said. */
  paid?: boolean;
  method?: PaymentMethod;
  refundedFils?: number;
  refundedVatFils?: number;
}
const fixtures: Fixture[] = [];
let staffIds: { id: string; nameEn: string; nameAr: string }[] = [];
let catalogue: { id: string; nameEn: string; nameAr: string; image: string | null }[] = [];

/** A Dubai wall-clock time as an instant. */
const dubai = (local: string) => new Date(Date.parse(`${local}Z`) - DUBAI_OFFSET_MS);
const localOf = (at: Date) => new Date(at.getTime() + DUBAI_OFFSET_MS);

// A small deterministic generator, so a failure can be replayed.
let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
};

async function insertOrder(f: Omit<Fixture, 'totalFils' | 'vatFils'>) {
  const totalFils = f.lines.reduce((s, l) => s + l.unitPriceFils * l.quantity, 0);
  const vatFils = Math.round((totalFils * 500) / 10500);
  const [o] = await server.database.db
    .insert(orders)
    .values({
      customerName: 'Dash Board',
      customerEmail: 'dash@example.com',
      ...plateColumns('AD 1 1'),
      employeeId: f.employeeId,
      status: f.status,
      paymentMethod: f.method ?? 'card',
      paymentStatus: f.paid === false ? 'unpaid' : 'paid',
      totalFils,
      vatFils,
      refundedFils: f.refundedFils ?? 0,
      refundedVatFils: f.refundedVatFils ?? 0,
      vatRateBp: 500,
      accessKey: randomBytes(32).toString('base64url'),
      idempotencyKey: randomUUID(),
      createdAt: f.at,
    })
    .returning({ id: orders.id });
  await server.database.db.insert(orderItems).values(
    f.lines.map((l, position) => ({
      orderId: o!.id,
      productId: l.productId,
      nameEn: l.nameEn,
      nameAr: l.nameEn,
      ...lineSize('medium'),
      unitPriceFils: l.unitPriceFils,
      quantity: l.quantity,
      position,
    })),
  );
  fixtures.push({ ...f, totalFils, vatFils });
}

beforeAll(async () => {
  server = await createTestServer();
  cookie = (await signInAs(server, 'manager')).cookie;
  const db = server.database.db;
  staffIds = await db
    .select({ id: employees.id, nameEn: employees.nameEn, nameAr: employees.nameAr })
    .from(employees);
  catalogue = (
    await db
      .select({
        id: products.id,
        nameEn: products.nameEn,
        nameAr: products.nameAr,
        image: products.image,
        categoryId: products.categoryId,
      })
      .from(products)
  ).slice(0, 8);
  // A product that sold well, then was deleted: its lines keep their snapshot but have no product.
  const [gone] = await db
    .insert(products)
    .values({
      nameEn: 'Discontinued',
      nameAr: 'متوقف',
      categoryId: (catalogue[0] as unknown as { categoryId: string }).categoryId,
    })
    .returning({ id: products.id });
  const line = (i: number, quantity: number): Line => ({
    productId: catalogue[i]!.id,
    nameEn: catalogue[i]!.nameEn,
    unitPriceFils: 700 + i * 135,
    quantity,
  });

  // Edges: the first and last second of the range in Dubai time, and just outside it.
  await insertOrder({
    at: dubai('2025-03-09T23:59:59'),
    status: 'completed',
    employeeId: staffIds[0]!.id,
    lines: [line(0, 9)],
  });
  await insertOrder({
    at: dubai('2025-03-10T00:00:00'),
    status: 'completed',
    employeeId: staffIds[0]!.id,
    lines: [line(1, 1)],
  });
  await insertOrder({
    at: dubai('2025-03-10T05:59:59'),
    status: 'pending',
    employeeId: null,
    lines: [line(2, 2)],
  });
  await insertOrder({
    at: dubai('2025-03-10T06:00:00'),
    status: 'processing',
    employeeId: staffIds[1]!.id,
    lines: [line(3, 1)],
  });
  await insertOrder({
    at: dubai('2025-03-10T11:59:59'),
    status: 'completed',
    employeeId: staffIds[1]!.id,
    lines: [line(0, 1)],
  });
  await insertOrder({
    at: dubai('2025-03-10T12:00:00'),
    status: 'completed',
    employeeId: null,
    lines: [line(4, 3)],
  });
  await insertOrder({
    at: dubai('2025-03-10T17:59:59'),
    status: 'cancelled',
    employeeId: staffIds[2]!.id,
    lines: [line(5, 40)],
  });
  await insertOrder({
    at: dubai('2025-03-10T18:00:00'),
    status: 'completed',
    employeeId: staffIds[2]!.id,
    lines: [line(5, 1)],
  });
  await insertOrder({
    at: dubai('2025-03-16T23:59:59'),
    status: 'completed',
    employeeId: staffIds[3]!.id,
    lines: [line(6, 2), { productId: gone!.id, nameEn: 'Discontinued', unitPriceFils: 9_900, quantity: 20 }],
  });
  await insertOrder({
    at: dubai('2025-03-17T00:00:00'),
    status: 'completed',
    employeeId: staffIds[3]!.id,
    lines: [line(7, 5)],
  });
  // And a spread of ordinary days (one day left empty on purpose).
  for (let k = 0; k < 60; k++) {
    const day = 10 + rand(7);
    if (day === 12) continue;
    const at = dubai(
      `2025-03-${day}T${String(rand(24)).padStart(2, '0')}:${String(rand(60)).padStart(2, '0')}:${String(rand(60)).padStart(2, '0')}`,
    );
    const status = (['pending', 'processing', 'completed', 'completed', 'cancelled'] as const)[rand(5)]!;
    const employeeId = k % 7 === 6 ? null : staffIds[(k + rand(2)) % staffIds.length]!.id;
    const lines = Array.from({ length: 1 + rand(3) }, () => line(rand(8), 1 + rand(4)));
    if (rand(6) === 0)
      lines.push({ productId: gone!.id, nameEn: 'Discontinued', unitPriceFils: 9_900, quantity: 3 });
    // Every fifth unpaid, every fourth part-refunded (AED 5, VAT 0.24), methods in turn.
    const refunded = k % 4 === 1 ? { refundedFils: 500, refundedVatFils: 24 } : {};
    const method = (['card', 'cash', 'apple_pay'] as const)[k % 3];
    await insertOrder({ at, status, employeeId, lines, paid: k % 5 !== 2, method, ...refunded });
  }
  await db.delete(products).where(eq(products.id, gone!.id));
});
afterAll(() => server.close());

/** What the dashboard must say for Dubai days [from, to], computed without the database. */
function expected(from: string, to: string) {
  const inRange = fixtures.filter((f) => {
    const day = localOf(f.at).toISOString().slice(0, 10);
    return f.status === 'completed' && f.paid !== false && day >= from && day <= to;
  });
  const days: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000)
    days.push(new Date(d).toISOString().slice(0, 10));
  const sum = (xs: Fixture[]) => xs.reduce((s, f) => s + f.totalFils - (f.refundedFils ?? 0), 0);
  const vat = (xs: Fixture[]) => xs.reduce((s, f) => s + f.vatFils - (f.refundedVatFils ?? 0), 0);
  const salesTrend = days.map((date) => {
    const that = inRange.filter((f) => localOf(f.at).toISOString().startsWith(date));
    return { date, totalFils: sum(that), vatFils: vat(that), orders: that.length };
  });
  const byMethod = (['card', 'apple_pay', 'google_pay', 'cash', 'bank_transfer'] as const)
    .map((method) => {
      const theirs = inRange.filter((f) => (f.method ?? 'card') === method);
      return { method, orders: theirs.length, salesFils: sum(theirs), vatFils: vat(theirs) };
    })
    .filter((m) => m.orders > 0)
    .sort((a, b) => b.salesFils - a.salesFils || b.orders - a.orders);
  const unpaid = fixtures.filter((f) => {
    const day = localOf(f.at).toISOString().slice(0, 10);
    return f.status === 'completed' && f.paid === false && day >= from && day <= to;
  });
  const hour = (f: Fixture) => localOf(f.at).getUTCHours();
  const timeDistribution = {
    morning: inRange.filter((f) => hour(f) >= 6 && hour(f) < 12).length,
    afternoon: inRange.filter((f) => hour(f) >= 12 && hour(f) < 18).length,
    evening: inRange.filter((f) => hour(f) >= 18).length,
  };
  const byProduct = new Map<string, { quantity: number; revenueFils: number }>();
  for (const l of inRange.flatMap((f) => f.lines)) {
    if (!l.productId || !catalogue.some((p) => p.id === l.productId)) continue; // the deleted product is ignored
    const p = byProduct.get(l.productId) ?? { quantity: 0, revenueFils: 0 };
    byProduct.set(l.productId, {
      quantity: p.quantity + l.quantity,
      revenueFils: p.revenueFils + l.quantity * l.unitPriceFils,
    });
  }
  const topProducts = [...byProduct.entries()]
    .map(([id, v]) => {
      const p = catalogue.find((c) => c.id === id)!;
      return { productId: id, nameEn: p.nameEn, nameAr: p.nameAr, image: p.image, ...v };
    })
    .sort((a, b) => b.revenueFils - a.revenueFils || b.quantity - a.quantity)
    .slice(0, 5);
  const topEmployees = staffIds
    .map((e) => {
      const theirs = inRange.filter((f) => f.employeeId === e.id);
      return {
        id: e.id,
        nameEn: e.nameEn,
        nameAr: e.nameAr,
        salesFils: sum(theirs),
        orders: theirs.length,
        averageFils: theirs.length ? Math.round(sum(theirs) / theirs.length) : 0,
      };
    })
    .filter((e) => e.orders > 0)
    .sort((a, b) => b.salesFils - a.salesFils || b.orders - a.orders)
    .slice(0, 5);
  const total = sum(inRange);
  return {
    totals: {
      salesFils: total,
      vatFils: vat(inRange),
      orders: inRange.length,
      averageFils: inRange.length ? Math.round(total / inRange.length) : 0,
    },
    byMethod,
    unpaid: { orders: unpaid.length, totalFils: sum(unpaid) },
    salesTrend,
    timeDistribution,
    topProducts,
    topEmployees,
  };
}

/** Orders open right now, of every day (the fixtures' clock is far in the past). */
function openNow() {
  const open = fixtures.filter((f) => ['pending', 'processing', 'ready'].includes(f.status));
  return {
    orders: open.length,
    totalFils: open.reduce((s, f) => s + f.totalFils - (f.refundedFils ?? 0), 0),
  };
}

/** Counted orders of the range that were part-refunded (so the net figures are put to the test). */
const inRangeRefunded = (from: string, to: string) =>
  fixtures.filter((f) => {
    const day = localOf(f.at).toISOString().slice(0, 10);
    return f.status === 'completed' && f.paid !== false && f.refundedFils && day >= from && day <= to;
  }).length;

const get = async (query: string) => {
  const res = await callAs(server, `/api/admin/dashboard${query}`, { cookie });
  return {
    status: res.status,
    body: (await res.json()) as Dashboard & {
      error?: { code: string; message_en: string; details: { path: string; message: string }[] };
    },
  };
};

describe('the dashboard', () => {
  it('matches independently computed sums for a custom range in Dubai days', async () => {
    const { status, body } = await get('?period=custom&from=2025-03-10&to=2025-03-16');
    expect(status).toBe(200);
    const want = expected('2025-03-10', '2025-03-16');
    // These lines have no options (dashboard-options.test.ts counts them).
    expect(body).toEqual({
      period: 'custom',
      from: '2025-03-10',
      to: '2025-03-16',
      ...want,
      openNow: openNow(),
      topOptions: [],
    });
    // The checks have teeth: the range holds orders in every bucket, an empty day, five of each top list.
    expect(want.salesTrend).toHaveLength(7);
    expect(want.salesTrend.find((p) => p.date === '2025-03-12')).toEqual({
      date: '2025-03-12',
      totalFils: 0,
      vatFils: 0,
      orders: 0,
    });
    expect(want.byMethod).toHaveLength(3);
    expect(want.unpaid.orders).toBeGreaterThan(0);
    expect(inRangeRefunded('2025-03-10', '2025-03-16')).toBeGreaterThan(0);
    expect(Object.values(want.timeDistribution).every((n) => n > 0)).toBe(true);
    expect(want.topProducts).toHaveLength(5);
    expect(want.topEmployees).toHaveLength(5);
  });

  it('puts the first second of a Dubai day in that day and midnight-to-6 in no bucket', async () => {
    const { body } = await get('?period=custom&from=2025-03-10&to=2025-03-10');
    const want = expected('2025-03-10', '2025-03-10');
    expect(body.salesTrend).toEqual(want.salesTrend);
    expect(body.timeDistribution).toEqual(want.timeDistribution);
    const sum =
      body.timeDistribution.morning + body.timeDistribution.afternoon + body.timeDistribution.evening;
    expect(sum).toBeLessThan(body.totals.orders); // the 00:00 and 05:59 orders count in totals only
    expect(body.totals).toEqual(want.totals);
    // 17 March 00:00 Dubai (20:00 UTC on the 16th) belongs to the 17th.
    const edges = await get('?period=custom&from=2025-03-17&to=2025-03-17');
    expect(edges.body.totals).toEqual(expected('2025-03-17', '2025-03-17').totals);
    expect(edges.body.totals.orders).toBeGreaterThan(0);
  });

  it('leaves cancelled orders, lines of deleted products and orders without an employee out of what they must not count in', async () => {
    const { body } = await get('?period=custom&from=2025-03-10&to=2025-03-16');
    expect(body.topProducts.map((p) => p.nameEn)).not.toContain('Discontinued');
    const credited = fixtures.filter(
      (f) =>
        f.employeeId &&
        f.status === 'completed' &&
        f.paid !== false &&
        localOf(f.at).toISOString().slice(0, 10) >= '2025-03-10' &&
        localOf(f.at).toISOString().slice(0, 10) <= '2025-03-16',
    );
    expect(body.topEmployees.reduce((s, e) => s + e.orders, 0)).toBeLessThanOrEqual(credited.length);
    expect(body.totals.orders).toBeGreaterThan(credited.length); // some orders had no employee
  });

  it('covers today, the last 7 and the last 30 Dubai days', async () => {
    const now = Date.now();
    const todayLocal = new Date(now + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
    const startOfToday = dubai(`${todayLocal}T00:00:00`);
    const line = {
      productId: catalogue[0]!.id,
      nameEn: catalogue[0]!.nameEn,
      unitPriceFils: 1_000,
      quantity: 1,
    };
    await insertOrder({ at: startOfToday, status: 'completed', employeeId: null, lines: [line] });
    await insertOrder({
      at: new Date(startOfToday.getTime() - 6 * 86_400_000),
      status: 'completed',
      employeeId: null,
      lines: [{ ...line, quantity: 2 }],
    });
    await insertOrder({
      at: new Date(startOfToday.getTime() - 6 * 86_400_000 - 1000),
      status: 'completed',
      employeeId: null,
      lines: [{ ...line, quantity: 3 }],
    });
    await insertOrder({
      at: new Date(startOfToday.getTime() - 29 * 86_400_000),
      status: 'completed',
      employeeId: null,
      lines: [{ ...line, quantity: 4 }],
    });
    const today = (await get('?period=today')).body;
    expect(today).toMatchObject({
      period: 'today',
      from: todayLocal,
      to: todayLocal,
      totals: { salesFils: 1_000, orders: 1 },
    });
    expect(today.salesTrend).toEqual([{ date: todayLocal, totalFils: 1_000, vatFils: 48, orders: 1 }]);
    const week = (await get('')).body;
    expect(week.period).toBe('week');
    expect(week.salesTrend).toHaveLength(7);
    expect(week.totals).toMatchObject({ salesFils: 3_000, orders: 2 });
    const month = (await get('?period=month')).body;
    expect(month.salesTrend).toHaveLength(30);
    expect(month.totals).toMatchObject({ salesFils: 10_000, orders: 4 });
  });

  it('refuses a custom range without both dates, backwards, too long or with a day that does not exist', async () => {
    for (const q of ['?period=custom', '?period=custom&from=2025-03-01', '?period=custom&to=2025-03-01']) {
      const { status, body } = await get(q);
      expect(status, q).toBe(422);
      expect(body.error!.code).toBe('dates_required');
      expect(body.error!.message_en).toBe('Please select both start and end dates');
    }
    expect((await get('?period=custom&from=2025-03-02&to=2025-03-01')).body.error!.code).toBe(
      'date_range_invalid',
    );
    expect((await get('?period=custom&from=2024-01-01&to=2025-01-01')).body.error!.code).toBe(
      'date_range_too_long',
    );
    expect((await get('?period=custom&from=2024-01-01&to=2024-12-31')).status).toBe(200); // 366 days of a leap year
    expect((await get('?period=custom&from=2025-02-30&to=2025-03-01')).status).toBe(422);
    expect((await get('?period=year')).status).toBe(422);
    for (const q of [
      '?lang=fr',
      '?period=custom&from=+02025-03-01&to=2025-03-02',
      '?period=custom&from=2025-3-1&to=2025-03-02',
      `?period=custom&from=${'9'.repeat(500)}&to=2025-03-02`,
    ]) {
      expect((await get(q)).status, q).toBe(422);
    }
  });
});

describe('the dashboard CSV downloads', () => {
  const csv = async (file: string, query: string) => {
    const res = await callAs(server, `/api/admin/dashboard/export/${file}${query}`, { cookie });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM
    const text = new TextDecoder().decode(bytes);
    return {
      disposition: res.headers.get('content-disposition'),
      rows: parse(text, { bom: true }) as string[][],
    };
  };
  const range = '?period=custom&from=2025-03-10&to=2025-03-16';
  const aed = (fils: number) => (fils / 100).toFixed(2);

  it('sales report: one row per day with the net sales, VAT in AED and orders', async () => {
    const { disposition, rows } = await csv('sales-report.csv', range);
    expect(disposition).toBe('attachment; filename="sales-report-2025-03-10_2025-03-16.csv"');
    expect(rows).toEqual([
      ['Date / التاريخ', 'Sales / المبيعات', 'VAT / ضريبة القيمة المضافة', 'Orders / الطلبات'],
      ...expected('2025-03-10', '2025-03-16').salesTrend.map((p) => [
        p.date,
        aed(p.totalFils),
        aed(p.vatFils),
        String(p.orders),
      ]),
    ]);
    expect((await csv('sales-report.csv', '?period=week')).disposition).toBe(
      'attachment; filename="sales-report-week.csv"',
    );
  });

  it('payment methods: orders, sales and VAT per method, named in the chosen language', async () => {
    const want = expected('2025-03-10', '2025-03-16');
    const names = { card: 'بطاقة', cash: 'نقدًا', apple_pay: 'Apple Pay' } as Record<string, string>;
    const { disposition, rows } = await csv('payment-methods.csv', `${range}&lang=ar`);
    expect(disposition).toBe('attachment; filename="payment-methods-2025-03-10_2025-03-16.csv"');
    expect(rows).toEqual([
      ['Payment Method / طريقة الدفع', 'Orders / الطلبات', 'Sales / المبيعات', 'VAT / ضريبة القيمة المضافة'],
      ...want.byMethod.map((m) => [names[m.method], String(m.orders), aed(m.salesFils), aed(m.vatFils)]),
    ]);
  });

  it('top products and employees in the chosen language, order times by period', async () => {
    const want = expected('2025-03-10', '2025-03-16');
    expect((await csv('top-products.csv', `${range}&lang=ar`)).rows).toEqual([
      ['Product / المنتج', 'Quantity Sold / الكمية المبيعة', 'Revenue / الإيرادات'],
      ...want.topProducts.map((p) => [p.nameAr, String(p.quantity), aed(p.revenueFils)]),
    ]);
    expect((await csv('top-employees.csv', range)).rows).toEqual([
      [
        'Employee / الموظف',
        'Total Sales / إجمالي المبيعات',
        'Orders Count / عدد الطلبات',
        'Average Order Value / متوسط قيمة الطلب',
      ],
      ...want.topEmployees.map((e) => [e.nameEn, aed(e.salesFils), String(e.orders), aed(e.averageFils)]),
    ]);
    const times = await csv('order-times.csv', range);
    expect(times.disposition).toBe('attachment; filename="order-times-2025-03-10_2025-03-16.csv"');
    expect(times.rows.slice(1).map((r) => r[1])).toEqual(
      [want.timeDistribution.morning, want.timeDistribution.afternoon, want.timeDistribution.evening].map(
        String,
      ),
    );
  });

  it('refuses an unknown report or an incomplete range', async () => {
    expect((await callAs(server, '/api/admin/dashboard/export/orders.csv', { cookie })).status).toBe(422);
    expect(
      (await callAs(server, '/api/admin/dashboard/export/..%2F..%2Fetc%2Fpasswd', { cookie })).status,
    ).toBe(422);
    expect(
      (
        await callAs(server, '/api/admin/dashboard/export/sales-report.csv?period=custom&from=2025-03-01', {
          cookie,
        })
      ).status,
    ).toBe(422);
  });
});
