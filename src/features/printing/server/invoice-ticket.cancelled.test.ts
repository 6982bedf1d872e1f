import { afterAll, beforeAll, expect, it } from 'vitest';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import { placeCashOrder } from '@/features/orders/server/order-test-kit';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import { invoiceDocument } from './invoice-ticket';

describeOnEachDatabase('the printed invoice of a cancelled order', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await engine.start();
  });
  afterAll(() => server.close());

  it('is never a tax invoice: it says cancelled in both languages and names its credit note', async () => {
    const manager = (await signInAs(server, 'manager')).cookie;
    const { order } = await placeCashOrder(server, await menuOf(server));
    const post = (path: string, body?: unknown) =>
      callAs(server, `/api/admin/orders/${order.id}${path}`, { method: 'POST', body, cookie: manager });
    // Placed and unpaid: an order confirmation; paid: the tax invoice (decision 063).
    expect(await invoiceDocument(server.database.db, order.id)).toContain('Order Confirmation');
    expect((await post('/paid', { method: 'card' })).status).toBe(200);
    expect(await invoiceDocument(server.database.db, order.id)).toContain('Tax Invoice');
    expect((await post('/cancel', { reason: 'customer_request' })).status).toBe(200);
    const ticket = await invoiceDocument(server.database.db, order.id);
    expect(ticket).not.toContain('Tax Invoice');
    expect(ticket).not.toContain('فاتورة ضريبية"');
    expect(ticket).toContain('Cancelled — not a tax invoice');
    expect(ticket).toContain('ملغى — ليس فاتورة ضريبية');
    expect(ticket).toMatch(/CN\\-\d{4}/); // the markup escapes its "-"
    // A cancelled, refunded order reads refunded, never paid.
    expect(ticket).toContain('Refunded');
    expect(ticket).not.toMatch(/\bPaid\b/);
  });
});
