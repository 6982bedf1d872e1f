import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import { mailOutbox } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { OrderView } from '../orders.schema';
import { placeCashOrder } from './order-test-kit';

describeOnEachDatabase(
  'the order confirmation, then the tax invoice when it is paid (decision 063)',
  (engine) => {
    let server: TestServer;
    let menu: Menu;
    let staff: string;
    let manager: string;
    beforeAll(async () => {
      server = await engine.start();
      menu = await menuOf(server);
      staff = (await signInAs(server, 'staff')).cookie;
      manager = (await signInAs(server, 'manager')).cookie;
      // Cash is taken into the drawer of an open shift (issue 35).
      const shift = await callAs(server, '/api/admin/shifts', {
        method: 'POST',
        body: { floatFils: 0 },
        cookie: staff,
      });
      expect(shift.status).toBe(201);
    });
    afterAll(() => server.close());

    const mailsOf = (key: string) =>
      server.database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, key));
    const call = (path: string, method: string, body: unknown, cookie = staff) =>
      callAs(server, `/api/admin/orders/${path}`, { method, body, cookie });

    it('placing an order e-mails its confirmation, not a tax invoice', async () => {
      const { order } = await placeCashOrder(server, menu);
      const [mail] = await mailsOf(`receipt:${order.id}`);
      expect(mail!.subject).toMatch(/^Your Aseer order confirmation #\d+ \| تأكيد طلبك #\d+ من «عصير»$/);
      expect(mail!.textBody).toContain('Order Confirmation');
      expect(mail!.textBody).not.toContain('Tax Invoice');
      expect(mail!.textBody).toContain('Cash · Unpaid');
      expect(await mailsOf(`invoice:${order.id}`)).toHaveLength(0);
    });

    it('marking it paid e-mails the tax invoice once, in the same step', async () => {
      const { order } = await placeCashOrder(server, menu);
      expect((await call(`${order.id}/paid`, 'POST', { method: 'cash' })).status).toBe(200);
      const [mail, ...more] = await mailsOf(`invoice:${order.id}`);
      expect(more).toHaveLength(0);
      expect(mail!.kind).toBe('tax_invoice');
      expect(mail!.subject).toBe(
        `Your Aseer tax invoice #${order.number} | الفاتورة الضريبية لطلبك #${order.number} من «عصير»`,
      );
      expect(mail!.textBody).toContain('Tax Invoice');
      expect(mail!.textBody).toContain('فاتورة ضريبية');
      expect(mail!.textBody).toContain('Cash · Paid');
      expect(mail!.textBody).not.toContain('You pay when');
      // Paid again (a second tap), or unpaid by a manager and paid again: no second invoice.
      expect((await call(`${order.id}/paid`, 'POST', { method: 'card' })).status).toBe(200);
      const unpay = await call(
        order.id,
        'PATCH',
        { paymentStatus: 'unpaid', reason: 'Wrong order' },
        manager,
      );
      expect(unpay.status).toBe(200);
      expect((await call(order.id, 'PATCH', { paymentStatus: 'paid' })).status).toBe(200);
      expect(await mailsOf(`invoice:${order.id}`)).toHaveLength(1);
    });

    it('paid through the edit (PATCH) e-mails it too', async () => {
      const { order } = await placeCashOrder(server, menu);
      expect((await call(order.id, 'PATCH', { paymentStatus: 'paid' })).status).toBe(200);
      expect(await mailsOf(`invoice:${order.id}`)).toHaveLength(1);
    });

    it('a voided order gets no invoice, and its page reads voided, not paid', async () => {
      const { order, key } = await placeCashOrder(server, menu);
      expect((await call(`${order.id}/cancel`, 'POST', { reason: 'customer_request' })).status).toBe(200);
      expect(await mailsOf(`invoice:${order.id}`)).toHaveLength(0);
      const view = (await (await callAs(server, `/api/orders/${order.id}?key=${key}`)).json()) as OrderView;
      expect(view.status).toBe('cancelled');
      expect(view.paymentStatus).toBe('unpaid');
    });
  },
);
