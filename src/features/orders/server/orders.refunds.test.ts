import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import { mailOutbox, orders, refunds } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { AdminOrderDetail } from '../orders.admin.schema';
import type { CreditNote } from '../orders.money.schema';
import type { OrderView } from '../orders.schema';
import { openShift, placeCashOrder } from './order-test-kit';

describeOnEachDatabase('voids, refunds and credit notes', (engine) => {
  let server: TestServer;
  let menu: Menu;
  let staff: string;
  let manager: string;
  beforeAll(async () => {
    server = await engine.start();
    menu = await menuOf(server);
    staff = (await signInAs(server, 'staff', 'Layla Runner')).cookie;
    manager = (await signInAs(server, 'manager', 'Mona Manager')).cookie;
    await openShift(server, staff); // cash is taken and given back while a shift is open
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const post = (path: string, body: unknown, cookie: string) =>
    callAs(server, path, { method: 'POST', body, cookie });
  const detail = async (id: string) =>
    (await (await callAs(server, `/api/admin/orders/${id}`, { cookie: staff })).json()) as AdminOrderDetail;
  const paidOrder = async () => {
    const placed = await placeCashOrder(server, menu);
    expect((await post(`/api/admin/orders/${placed.order.id}/paid`, { method: 'cash' }, staff)).status).toBe(
      200,
    );
    return placed;
  };
  const mailsOf = (key: string) => db().select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key));

  it('voids an unpaid order with a reason: history, the customer’s page and one e-mail', async () => {
    const { order, key } = await placeCashOrder(server, menu);
    const cancel = (body: unknown) => post(`/api/admin/orders/${order.id}/cancel`, body, staff);
    expect((await cancel({ reason: 'other' })).status).toBe(422);
    expect((await cancel({ reason: 'other', note: 'x'.repeat(201) })).status).toBe(422);
    expect((await cancel({ reason: 'lost' })).status).toBe(422);
    expect((await detail(order.id)).status).toBe('pending');

    const res = await cancel({ reason: 'out_of_stock', note: 'No mangoes today' });
    expect(res.status).toBe(200);
    const done = (await res.json()) as AdminOrderDetail;
    expect(done).toMatchObject({ status: 'cancelled', refundedFils: 0, refunds: [] });
    expect(done.history.at(-1)).toMatchObject({
      kind: 'status',
      to: 'cancelled',
      reason: 'out_of_stock',
      note: 'No mangoes today',
      by: { name: 'Layla Runner', staff: true },
    });
    const page = (await (await callAs(server, `/api/orders/${order.id}?key=${key}`)).json()) as OrderView;
    expect(page).toMatchObject({ status: 'cancelled', cancelReason: 'out_of_stock', creditNotes: [] });
    const [mail, ...more] = await mailsOf(`cancelled:${order.id}`);
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Your order #\d+ was cancelled \| أُلغي طلبك/);
    expect(mail!.textBody).toContain('An item was out of stock');
    expect(mail!.textBody).toContain('Nothing was charged');
    expect(mail!.textBody).not.toContain('No mangoes'); // staff's note stays inside

    const again = await cancel({ reason: 'duplicate' });
    expect([again.status, await codeOf(again)]).toEqual([409, 'order_already_cancelled']);
  });

  it('a staff member cannot cancel a paid order: 403 and nothing changes', async () => {
    const { order } = await paidOrder();
    const res = await post(`/api/admin/orders/${order.id}/cancel`, { reason: 'customer_request' }, staff);
    expect([res.status, await codeOf(res)]).toEqual([403, 'order_paid_cancel_manager']);
    expect(await detail(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid', refunds: [] });
    expect(await mailsOf(`cancelled:${order.id}`)).toEqual([]);
  });

  it('a manager cancels a paid order: all of it refunded with a credit note, in one go', async () => {
    const { order, key } = await paidOrder();
    const res = await post(
      `/api/admin/orders/${order.id}/cancel`,
      { reason: 'staff_error', refundMethod: 'card' },
      manager,
    );
    expect(res.status).toBe(200);
    const done = (await res.json()) as AdminOrderDetail;
    expect(done).toMatchObject({
      status: 'cancelled',
      refundedFils: order.totalFils,
      refundedVatFils: order.vatFils,
    });
    expect(done.refunds).toHaveLength(1);
    const refund = done.refunds[0]!;
    expect(refund).toMatchObject({
      amountFils: order.totalFils,
      vatFils: order.vatFils,
      method: 'card',
      cancelsOrder: true,
      reason: 'staff_error',
      byName: 'Mona Manager',
    });
    const cn = `CN-${String(refund.number).padStart(4, '0')}`;
    const refundEvent = done.history.find((e) => e.kind === 'refund')!;
    expect(refundEvent.detail).toEqual({ refundId: refund.id, number: cn, amountFils: order.totalFils });
    // The cancellation, then its refund (one transaction, one moment).
    expect(done.history.slice(-2).map((e) => [e.kind, e.to, e.reason])).toEqual([
      ['status', 'cancelled', 'staff_error'],
      ['refund', 'cancelled', 'staff_error'],
    ]);

    const note = (await (
      await callAs(server, `/api/admin/orders/${order.id}/credit-notes/${refund.number}`, { cookie: staff })
    ).json()) as CreditNote;
    expect(note).toMatchObject({
      number: refund.number,
      netFils: order.totalFils - order.vatFils,
      vatFils: order.vatFils,
      amountFils: order.totalFils,
      order: { number: order.number, createdAt: order.createdAt, customerName: 'Hamdan' },
      shop: { legalNameEn: 'Aseer' },
    });
    const [mail] = await mailsOf(`credit-note:${refund.id}`);
    expect(mail!.subject).toContain(cn);
    expect(mail!.textBody).toContain('Tax Credit Note');
    expect(mail!.textBody).toContain('إشعار دائن ضريبي');
    expect((await mailsOf(`cancelled:${order.id}`))[0]!.textBody).toContain(
      'Everything you paid is refunded',
    );
    const page = (await (await callAs(server, `/api/orders/${order.id}?key=${key}`)).json()) as OrderView;
    expect(page).toMatchObject({
      refundedFils: order.totalFils,
      creditNotes: [cn],
      cancelReason: 'staff_error',
    });
    const missing = await callAs(server, `/api/admin/orders/${order.id}/credit-notes/999999`, {
      cookie: staff,
    });
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'credit_note_not_found']);
  });

  it('part refunds: managers only, within what is left, VAT in proportion and exact at the end', async () => {
    const { order } = await paidOrder();
    const refund = (body: unknown, cookie = manager) =>
      post(`/api/admin/orders/${order.id}/refunds`, body, cookie);
    const part = (amountFils: number) => ({ amountFils, method: 'cash', reason: 'wrong_item' });
    expect((await refund(part(100), staff)).status).toBe(403);
    for (const bad of [0, -5, order.totalFils + 1]) {
      const res = await refund(part(bad));
      expect(res.status, String(bad)).toBe(422);
    }
    expect(await codeOf(await refund(part(order.totalFils + 1)))).toBe('refund_amount_invalid');
    expect((await refund({ ...part(100), reason: 'other' })).status).toBe(422);

    const first = Math.floor(order.totalFils / 3);
    const a = (await (await refund(part(first))).json()) as CreditNote;
    expect(a.vatFils).toBe(Math.round((first * order.vatFils) / order.totalFils));
    expect(a).toMatchObject({ amountFils: first, cancelsOrder: false, netFils: first - a.vatFils });
    const rest = order.totalFils - first;
    expect(await codeOf(await refund(part(rest + 1)))).toBe('refund_amount_invalid');
    const resB = await refund({ ...part(rest), reason: 'other', note: 'Spilt at the car' });
    expect(resB.status).toBe(201);
    const b = (await resB.json()) as CreditNote;
    expect(b.number).toBe(a.number + 1);
    expect(a.vatFils + b.vatFils).toBe(order.vatFils);
    expect(await detail(order.id)).toMatchObject({
      status: 'pending',
      refundedFils: order.totalFils,
      refundedVatFils: order.vatFils,
    });
    expect(await codeOf(await refund(part(1)))).toBe('refund_amount_invalid');

    const unpaid = await placeCashOrder(server, menu);
    const r1 = await post(`/api/admin/orders/${unpaid.order.id}/refunds`, part(100), manager);
    expect([r1.status, await codeOf(r1)]).toEqual([409, 'refund_order_unpaid']);
    const gone = await paidOrder();
    await post(`/api/admin/orders/${gone.order.id}/cancel`, { reason: 'duplicate' }, manager);
    const r2 = await post(`/api/admin/orders/${gone.order.id}/refunds`, part(100), manager);
    expect([r2.status, await codeOf(r2)]).toEqual([409, 'refund_order_cancelled']);
  });

  it('cancelling after a part refund gives back only what is left', async () => {
    const { order } = await paidOrder();
    await post(
      `/api/admin/orders/${order.id}/refunds`,
      { amountFils: 100, method: 'cash', reason: 'quality' },
      manager,
    );
    await post(`/api/admin/orders/${order.id}/cancel`, { reason: 'customer_request' }, manager);
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((r) => [r.amountFils, r.cancelsOrder]).sort()).toEqual([
      [100, false],
      [order.totalFils - 100, true],
    ]);
    expect(rows.reduce((s, r) => s + r.vatFils, 0)).toBe(order.vatFils);
  });

  it('an order with a credit note is never deleted (409)', async () => {
    const { order } = await paidOrder();
    await post(`/api/admin/orders/${order.id}/cancel`, { reason: 'duplicate' }, manager);
    const owner = (await signInAs(server, 'owner')).cookie;
    const del = await callAs(server, `/api/admin/orders/${order.id}`, { method: 'DELETE', cookie: owner });
    expect([del.status, await codeOf(del)]).toEqual([409, 'order_has_credit_note']);
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
  });
});
