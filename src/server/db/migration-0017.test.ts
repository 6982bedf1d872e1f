import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import {
  bareDatabase,
  MIGRATION_FILES as FILES,
  migrationSql as sqlOf,
  type Bare,
} from '@/server/testing/bare-database-test-kit';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const order = (n: number, paid: boolean, method = 'cash') =>
  `insert into orders (id, customer_name, customer_email, car_plate, status, payment_method, payment_status,
    paid_at, total_fils, vat_fils, vat_rate_bp, access_key, idempotency_key)
  values ('${id(n)}', 'Old ${n}', 'old${n}@example.com', 'AD 5 ${n}', 'completed', '${method}',
    '${paid ? 'paid' : 'unpaid'}', ${paid ? 'now()' : 'null'}, ${1000 + n}, ${48 + n}, 500, 'key${n}', 'idem${n}')`;

describeOnEachDatabase('migration 0017: an order belongs to the shift open when it was paid', (engine) => {
  let db: Bare;
  const shiftOf = async (n: number) =>
    (await db.rows<{ shift_id: string | null }>(`select shift_id from orders where id = '${id(n)}'`))[0]!
      .shift_id;
  beforeAll(async () => {
    db = await bareDatabase(engine, 'm17');
    const upTo = FILES.findIndex((f) => f.startsWith('0017'));
    expect(upTo).toBeGreaterThan(0);
    for (const file of FILES.slice(0, upTo)) await db.exec(sqlOf(file));
    await db.exec(order(1, true));
    await db.exec(order(2, false));
    await db.exec(sqlOf(FILES[upTo]!));
  });
  afterAll(() => db.close());

  it('leaves the paid orders already there without a shift, and pays with no shift open into none', async () => {
    expect(await shiftOf(1)).toBeNull();
    expect(await shiftOf(2)).toBeNull();
    await db.exec(order(3, true));
    expect(await shiftOf(3)).toBeNull();
  });

  it('files a payment and a refund under the open shift; marking unpaid clears it', async () => {
    await db.exec(
      `insert into shifts (id, opened_by_name, float_fils) values ('${id(100)}', 'Salim', 20000)`,
    );
    await db.exec(`update orders set payment_status = 'paid', paid_at = now() where id = '${id(2)}'`);
    expect(await shiftOf(2)).toBe(id(100));
    await db.exec(order(4, true, 'card'));
    expect(await shiftOf(4)).toBe(id(100));
    await db.exec(`update orders set payment_status = 'unpaid', paid_at = null where id = '${id(4)}'`);
    expect(await shiftOf(4)).toBeNull();
    // Unpaid while its shift is open: no adjustment (the live report simply leaves it out).
    expect(await db.rows('select * from shift_adjustments')).toEqual([]);
    await db.exec(`insert into refunds (order_id, amount_fils, vat_fils, method, reason, created_by_name)
      values ('${id(1)}', 500, 24, 'cash', 'wrong_item', 'Mona')`);
    expect(await db.rows('select shift_id from refunds')).toEqual([{ shift_id: id(100) }]);
    // A second open shift is refused by the unique index.
    await expect(
      db.exec(`insert into shifts (opened_by_name, float_fils) values ('Other', 0)`),
    ).rejects.toThrow(/shifts_one_open_idx/);
  });

  it("after the close, a method correction or marking unpaid writes an adjustment and leaves the close's report untouched", async () => {
    const report = '{"netFils": 1002}';
    await db.exec(`update shifts set closed_at = now(), counted_cash_fils = 21002, closed_by_name = 'Salim',
      report = '${report}' where id = '${id(100)}'`);
    await db.exec(`update orders set payment_method = 'card' where id = '${id(2)}'`);
    const adj = await db.rows<{ kind: string; amount_fils: string; detail: Record<string, unknown> }>(
      `select kind, amount_fils, detail from shift_adjustments where shift_id = '${id(100)}' order by created_at`,
    );
    expect(adj).toHaveLength(1);
    expect(adj[0]).toMatchObject({ kind: 'method_correction', detail: { from: 'cash', to: 'card' } });
    expect(Number(adj[0]!.amount_fils)).toBe(1002);
    await db.exec(`update orders set payment_status = 'unpaid', paid_at = null where id = '${id(2)}'`);
    const after = await db.rows<{ kind: string; amount_fils: string }>(
      `select kind, amount_fils from shift_adjustments where shift_id = '${id(100)}' order by created_at, kind desc`,
    );
    expect(after.map((a) => [a.kind, Number(a.amount_fils)])).toEqual([
      ['method_correction', 1002],
      ['other', -1002],
    ]);
    expect(await shiftOf(2)).toBeNull();
    expect(await db.rows(`select report from shifts where id = '${id(100)}'`)).toEqual([
      { report: { netFils: 1002 } },
    ]);
    // No shift open now: a refund belongs to none.
    await db.exec(`insert into refunds (order_id, amount_fils, vat_fils, method, reason, created_by_name)
      values ('${id(3)}', 100, 4, 'cash', 'quality', 'Mona')`);
    expect(await db.rows(`select shift_id from refunds where order_id = '${id(3)}'`)).toEqual([
      { shift_id: null },
    ]);
  });
});
