import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import { settings } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { AdminOrderDetail, OrderReceipt } from '../orders.admin.schema';
import { openShift, placeCashOrder } from './order-test-kit';

describeOnEachDatabase('what PATCH may not do, method corrections, the legal name', (engine) => {
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

  const patch = (id: string, body: unknown, cookie = staff) =>
    callAs(server, `/api/admin/orders/${id}`, { method: 'PATCH', body, cookie });
  const post = (path: string, body: unknown, cookie = staff) =>
    callAs(server, path, { method: 'POST', body, cookie });
  const detail = async (id: string) =>
    (await (await callAs(server, `/api/admin/orders/${id}`, { cookie: staff })).json()) as AdminOrderDetail;
  const failure = async (res: Response) => [res.status, await codeOf(res)];

  it('refuses a cancellation through PATCH: every cancellation has a reason', async () => {
    const { order } = await placeCashOrder(server, menu);
    expect(await failure(await patch(order.id, { status: 'cancelled' }, manager))).toEqual([
      422,
      'order_cancel_use_cancel',
    ]);
    expect((await detail(order.id)).status).toBe('pending');
  });

  it('a completed order moves back only for a manager with a reason; cancelled is final', async () => {
    const { order } = await placeCashOrder(server, menu);
    expect((await patch(order.id, { status: 'completed', unpaidReason: 'pays_later' })).status).toBe(200);
    expect(await failure(await patch(order.id, { status: 'ready', reason: 'Wrong car' }))).toEqual([
      403,
      'order_reopen_manager',
    ]);
    expect((await detail(order.id)).status).toBe('completed');
    expect(await failure(await patch(order.id, { status: 'ready' }, manager))).toEqual([
      422,
      'order_reason_required',
    ]);
    const res = await patch(order.id, { status: 'ready', reason: 'Handed to the wrong car' }, manager);
    expect(res.status).toBe(200);
    const back = (await res.json()) as AdminOrderDetail;
    expect(back.status).toBe('ready');
    expect(back.history.at(-1)).toMatchObject({
      from: 'completed',
      to: 'ready',
      reason: 'Handed to the wrong car',
      by: { name: 'Mona Manager' },
    });
    // Moving on from ready needs no reason to move back; unpaid, it says why it is handed over so.
    expect((await patch(order.id, { status: 'completed', unpaidReason: 'on_the_house' })).status).toBe(200);

    await post(`/api/admin/orders/${order.id}/cancel`, { reason: 'not_collected' });
    expect(await failure(await patch(order.id, { status: 'pending', reason: 'Oops' }, manager))).toEqual([
      409,
      'order_already_cancelled',
    ]);
    expect(await failure(await patch(order.id, { paymentStatus: 'paid' }, manager))).toEqual([
      409,
      'order_already_cancelled',
    ]);
  });

  it('paid → unpaid: a manager with a reason, and never once refunded', async () => {
    const { order } = await placeCashOrder(server, menu);
    await post(`/api/admin/orders/${order.id}/paid`, { method: 'cash' });
    expect(await failure(await patch(order.id, { paymentStatus: 'unpaid', reason: 'x' }))).toEqual([
      403,
      'order_unpay_manager',
    ]);
    expect(await failure(await patch(order.id, { paymentStatus: 'unpaid' }, manager))).toEqual([
      422,
      'order_reason_required',
    ]);
    expect((await detail(order.id)).paymentStatus).toBe('paid');
    const res = await patch(order.id, { paymentStatus: 'unpaid', reason: 'Card declined later' }, manager);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminOrderDetail).history.at(-1)).toMatchObject({
      kind: 'paid',
      reason: 'Card declined later',
      detail: { unpaid: true },
    });

    await post(`/api/admin/orders/${order.id}/paid`, { method: 'cash' });
    await post(
      `/api/admin/orders/${order.id}/refunds`,
      { amountFils: 50, method: 'cash', reason: 'quality' },
      manager,
    );
    expect(await failure(await patch(order.id, { paymentStatus: 'unpaid', reason: 'x' }, manager))).toEqual([
      409,
      'order_unpay_refunded',
    ]);
  });

  it('a manager changes the payment method with a reason (staff: 403); the history says from, to, why and who', async () => {
    const { order } = await placeCashOrder(server, menu);
    const path = `/api/admin/orders/${order.id}/payment-method`;
    const refused = await post(path, { method: 'card', reason: 'Paid by card' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('order_method_manager');
    expect((await post(path, { method: 'card' }, manager)).status).toBe(422);
    const res = await post(path, { method: 'card', reason: 'Paid by card' }, manager);
    expect(res.status).toBe(200);
    const changed = (await res.json()) as AdminOrderDetail;
    expect(changed.paymentMethod).toBe('card');
    expect(changed.history.at(-1)).toMatchObject({
      kind: 'method',
      note: 'Paid by card',
      detail: { from: 'cash', to: 'card' },
      by: { name: 'Mona Manager', staff: true },
    });
    expect((await post(path, { method: 'cheque', reason: 'x' }, manager)).status).toBe(422);
  });

  it("the invoice and the credit note carry the shop's legal name, else its site title", async () => {
    const { order } = await placeCashOrder(server, menu);
    const receipt = async () =>
      (await (
        await callAs(server, `/api/admin/orders/${order.id}/receipt`, { cookie: staff })
      ).json()) as OrderReceipt;
    expect((await receipt()).store).toMatchObject({ legalNameEn: 'Aseer', legalNameAr: 'عصير' });
    await server.database.db.insert(settings).values({
      key: 'store.general',
      value: {
        siteTitle: 'Aseer Juice',
        legalNameEn: 'Aseer Juices L.L.C.',
        legalNameAr: 'عصير للعصائر ذ.م.م',
      },
    });
    expect((await receipt()).store).toMatchObject({
      legalNameEn: 'Aseer Juices L.L.C.',
      legalNameAr: 'عصير للعصائر ذ.م.م',
    });
  });
});
