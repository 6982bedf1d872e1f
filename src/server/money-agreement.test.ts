import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PaymentMethod } from '@/common/domain';
import { describeOnEachDatabase } from './testing/each-database-test-kit';
import { callAs, signInAs } from './testing/sessions-test-kit';
import { testPlate } from './testing/plate-test-kit';
import type { TestServer } from './testing/server-test-kit';

/**
 * Issue 23: every figure of the dashboard agrees with the shift closes for the same period
 * (decision 045). Random orders, all inside one shift, each with a random fate — handed over
 * and paid, paid then cancelled (refunded in full), voided unpaid, part refunded then handed
 * over, part refunded then cancelled, paid by one method then corrected — driven through the
 * same API the screens use; then the shift is closed and the dashboard's change over the run
 * (net sales, VAT, each payment method) must equal the close's net, VAT and methods.
 */

// What this test reads of the answers (the features' own schemas describe them whole).
interface Sales {
  orders: number;
  salesFils: number;
  vatFils: number;
}
interface Dashboard {
  totals: Sales;
  byMethod: (Sales & { method: PaymentMethod })[];
  openNow: unknown;
  unpaid: unknown;
}
interface ShiftReport {
  shift: { id: string };
  figures: {
    netFils: number;
    vatNetFils: number;
    voids: number;
    expectedCashFils: number;
    differenceFils: number | null;
    byMethod: { method: PaymentMethod; netFils: number }[];
  };
}
interface CurrentShift {
  report: ShiftReport | null;
}
interface Menu {
  products: { id: string; soldOut: boolean; sizes: { size: string }[] }[];
}

const FATES = ['handed', 'cancelPaid', 'void', 'partThenHanded', 'partThenCancel', 'methodFix'] as const;
type Fate = (typeof FATES)[number];

/** Mulberry32: a seeded random sequence, so a failure can be replayed with its seed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describeOnEachDatabase('the dashboard agrees with the shift close', (engine) => {
  let server: TestServer;
  let manager: string;
  let menu: Menu;
  let methods: PaymentMethod[];
  beforeAll(async () => {
    server = await engine.start();
    manager = (await signInAs(server, 'manager')).cookie;
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    const options = (await (await server.request('/api/payment-methods')).json()) as {
      methods: { method: PaymentMethod }[];
    };
    methods = options.methods.map((m) => m.method);
  });
  afterAll(() => server.close());

  const call = async (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const res = await callAs(server, path, { cookie: manager, method, body });
    expect(res.status, `${method} ${path}: ${res.status}`).toBeLessThan(300);
    return res.json() as Promise<unknown>;
  };
  const today = () => call('/api/admin/dashboard?period=today') as Promise<Dashboard>;
  const place = async (method: PaymentMethod, quantity: number) => {
    const products = menu.products.filter((p) => !p.soldOut && p.sizes.length > 0);
    const product = products[quantity % products.length]!;
    const res = await callAs(server, '/api/orders', {
      body: {
        idempotencyKey: randomUUID(),
        name: 'Agreement',
        email: `agree.${randomUUID()}@example.com`,
        plate: testPlate('AD 5 12345'),
        paymentMethod: method,
        lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity }],
        locale: 'en',
      },
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { order: { id: string; totalFils: number } };
    return placed.order;
  };
  const order = (id: string) => `/api/admin/orders/${id}`;
  const handOver = async (id: string) => {
    // Handed over before it is paid: staff say why (the customer pays in a moment, issue 35).
    for (const status of ['processing', 'ready', 'completed'])
      await call(order(id), { status, unpaidReason: 'pays_later' }, 'PATCH');
  };

  async function live(fate: Fate, random: () => number) {
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const method = pick(methods);
    const { id, totalFils } = await place(method, 1 + Math.floor(random() * 4));
    const part = () => 1 + Math.floor(random() * (totalFils - 1));
    const paid = () => call(`${order(id)}/paid`, { method });
    switch (fate) {
      case 'handed':
        if (random() < 0.5) await paid().then(() => handOver(id));
        else await handOver(id).then(paid);
        break;
      case 'cancelPaid':
        await paid();
        await call(`${order(id)}/cancel`, { reason: 'customer_request' });
        break;
      case 'void':
        await call(`${order(id)}/cancel`, { reason: 'not_collected' });
        break;
      case 'partThenHanded':
        await paid();
        await call(`${order(id)}/refunds`, { amountFils: part(), method, reason: 'wrong_item' });
        await handOver(id);
        break;
      case 'partThenCancel':
        await paid();
        await call(`${order(id)}/refunds`, { amountFils: part(), method, reason: 'quality' });
        await call(`${order(id)}/cancel`, { reason: 'other', note: 'Spilled at the car' });
        break;
      case 'methodFix':
        await paid();
        // A correction names another method (the same one is refused: nothing to correct).
        await call(`${order(id)}/payment-method`, {
          method: pick(methods.filter((m) => m !== method)),
          reason: 'Paid another way',
        });
        await handOver(id);
        break;
    }
  }

  it('gives the same net sales, VAT and payment methods as the close, whatever happened to the orders', async () => {
    const seed = Number(process.env.MONEY_SEED ?? Date.now() % 1_000_000);
    const random = rng(seed);
    const open = (await call('/api/admin/shifts/current')) as CurrentShift;
    expect(open.report, 'no shift is open before the run').toBeNull();
    const before = await today();
    const shift = (await call('/api/admin/shifts', { floatFils: 20_000 })) as ShiftReport;
    const fates: Fate[] = [...FATES, ...Array.from({ length: 10 }, () => FATES[Math.floor(random() * 6)]!)];
    for (const fate of fates) await live(fate, random);

    const current = (await call('/api/admin/shifts/current')) as CurrentShift;
    const expected = current.report!.figures.expectedCashFils;
    const closed = (await call(`/api/admin/shifts/${shift.shift.id}/close`, {
      countedCashFils: expected - 150,
    })) as ShiftReport;
    const after = await today();
    const f = closed.figures;
    const context = `seed ${seed} (replay with MONEY_SEED=${seed}), fates ${fates.join(',')}`;

    expect(f.differenceFils, context).toBe(-150);
    expect(f.voids, context).toBe(fates.filter((x) => x === 'void').length);
    expect(after.totals.salesFils - before.totals.salesFils, context).toBe(f.netFils);
    expect(after.totals.vatFils - before.totals.vatFils, context).toBe(f.vatNetFils);
    for (const m of methods) {
      const dash = (d: Dashboard) => d.byMethod.find((x) => x.method === m)?.salesFils ?? 0;
      const close = f.byMethod.find((x) => x.method === m)?.netFils ?? 0;
      expect(dash(after) - dash(before), `${m}: ${context}`).toBe(close);
    }
    // Nothing of the run is left open or handed over unpaid.
    expect(after.openNow, context).toEqual(before.openNow);
    expect(after.unpaid, context).toEqual(before.unpaid);
  });
});
