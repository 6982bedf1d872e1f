import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import { openShift, placeCashOrder } from '@/features/orders/server/order-test-kit';
import type { ShiftReport } from '@/features/shifts';
import { printJobs } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { PrinterSettings } from '../printing.schema';
import { fakePrinter, type FakePrinter } from './fake-printer-test-kit';
import { createPrintWorker } from './print-worker';

/** Text as the printer's Arabic code page (Windows-1256) has it, one character per byte. */
function encode1256(text: string): string {
  const decoded = new TextDecoder('windows-1256').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i));
  return [...text].map((c) => (c < '\x80' ? c : String.fromCharCode(128 + decoded.indexOf(c)))).join('');
}
/** Today in the shop's time zone (`YYYY-MM-DD`): the day the test's shift was opened on. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());

describeOnEachDatabase('a credit note and the closes on the network printer', (engine) => {
  let server: TestServer;
  let printer: FakePrinter;
  let owner: string;
  let manager: string;
  let staff: string;
  beforeAll(async () => {
    server = await engine.start();
    // The test says when tickets go out.
    await server.printWorker.stop();
    printer = await fakePrinter();
    owner = (await signInAs(server, 'owner')).cookie;
    manager = (await signInAs(server, 'manager', 'Mona')).cookie;
    staff = (await signInAs(server, 'staff', 'Salim')).cookie;
    await shopLanguage('en');
    await configure({});
  });
  afterAll(async () => {
    await printer.stop();
    await server.close();
  });

  const db = () => server.database.db;
  const drain = () =>
    createPrintWorker({
      db: db(),
      listen: server.database.listen,
      logger: createLogger('silent'),
      allowLoopback: true,
    }).drain();
  const post = (path: string, cookie: string, body?: unknown) =>
    callAs(server, `/api/admin${path}`, { method: 'POST', cookie, body });
  async function configure(s: Partial<PrinterSettings>) {
    const body: PrinterSettings = {
      enabled: true,
      host: '127.0.0.1',
      port: printer.port,
      paperWidth: 80,
      autoKitchen: false,
      arabic: 'text',
      kitchenLanguage: 'en',
      ...s,
    };
    expect(
      (await callAs(server, '/api/admin/printer/settings', { method: 'PUT', cookie: owner, body })).status,
    ).toBe(200);
  }
  async function shopLanguage(lang: 'en' | 'ar') {
    const settings = (await (await callAs(server, '/api/admin/settings', { cookie: owner })).json()) as {
      general: Record<string, unknown>;
    };
    settings.general.defaultLanguage = lang;
    expect(
      (await callAs(server, '/api/admin/settings', { method: 'PUT', cookie: owner, body: settings })).status,
    ).toBe(200);
  }
  /** Prints (the answer checked) and sends the queue to the printer: the ticket that arrived. */
  async function printed(path: string, cookie: string) {
    const before = printer.tickets.length;
    const res = await post(path, cookie);
    expect(res.status, path).toBe(201);
    await drain();
    expect(printer.tickets.length - before).toBe(1);
    return {
      job: (await res.json()) as { id: string; kind: string; orderId: string | null },
      text: printer.texts().at(-1)!,
    };
  }

  let shift: ShiftReport;
  let orderId = '';
  let creditNote = 0;

  it('prints a credit note for whoever may reprint the invoice, in the order’s language, with its facts', async () => {
    shift = (await (await openShift(server, manager, 20_000)).json()) as ShiftReport;
    const { order } = await placeCashOrder(server, await menuOf(server));
    orderId = order.id;
    expect((await post(`/orders/${order.id}/paid`, manager, { method: 'cash' })).status).toBe(200);
    const refund = await post(`/orders/${order.id}/refunds`, manager, {
      amountFils: 100,
      method: 'cash',
      reason: 'other',
      note: 'The cup arrived warm',
    });
    expect(refund.status).toBe(201);
    creditNote = ((await refund.json()) as { number: number }).number;

    const { job, text } = await printed(`/orders/${order.id}/credit-notes/${creditNote}/print`, staff);
    expect(job).toMatchObject({ kind: 'credit_note', orderId: order.id });
    for (const words of [
      'Tax Credit Note',
      `CN-${String(creditNote).padStart(4, '0')}`,
      `#${order.number}`,
      'For invoice',
      'Total refunded',
      'AED 1.00',
      'Other: The cup arrived warm',
      'Refunded by',
      'Cash',
      'Hamdan',
    ])
      expect(text, words).toContain(words);
    // The title in the other language too: Arabic in the printer's code page.
    expect(text).toContain(encode1256('إشعار دائن ضريبي'));
  });

  it('refuses an unknown credit note (404, nothing queued) and customers (403)', async () => {
    const count = async () => (await db().select().from(printJobs)).length;
    const before = await count();
    for (const path of [
      `/orders/${orderId}/credit-notes/${creditNote + 1000}/print`,
      `/orders/${randomUUID()}/credit-notes/${creditNote}/print`,
    ]) {
      const res = await post(path, staff);
      expect([res.status, await codeOf(res)], path).toEqual([404, 'credit_note_not_found']);
    }
    expect((await post(`/orders/${orderId}/credit-notes/0/print`, staff)).status).toBe(422);
    const customer = (await signInAs(server, 'customer')).cookie;
    expect((await post(`/orders/${orderId}/credit-notes/${creditNote}/print`, customer)).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('prints a shift’s Z report once it is closed, for those who may read the closes only', async () => {
    const path = `/shifts/${shift.shift.id}/print`;
    const open = await post(path, manager);
    expect(open.status).toBe(409);
    // Both languages, as every refusal (the screen shows the one it speaks).
    expect(await open.json()).toMatchObject({
      error: {
        code: 'z_report_shift_open',
        message_en: expect.stringContaining('still open'),
        message_ar: expect.stringContaining('تقرير الإغلاق'),
      },
    });
    expect((await post(`/shifts/${shift.shift.id}/close`, manager, { countedCashFils: 20_000 })).status).toBe(
      200,
    );
    const staffTry = await post(path, staff);
    expect([staffTry.status, await codeOf(staffTry)]).toEqual([403, 'forbidden']);

    const { job, text } = await printed(path, manager);
    expect(job).toMatchObject({ kind: 'z_report', orderId: null });
    for (const words of [
      `Shift #${shift.shift.number} close (Z report)`,
      'All methods',
      'Orders paid \u00d71',
      'Refunds \u00d71',
      'Cash refunded',
      'AED 1.00',
      'Expected cash in the drawer',
      'Counted cash',
      'AED 200.00',
      'Mona',
    ])
      expect(text, words).toContain(words);
    const missing = await post(`/shifts/${randomUUID()}/print`, manager);
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'shift_not_found']);
  });

  it('prints the day’s close; a day without shifts is refused, a day that is not one too', async () => {
    const { job, text } = await printed(`/shifts/days/${today()}/print`, manager);
    expect(job.kind).toBe('day_close');
    expect(text).toContain(`Day close ${today()}`);
    expect(text).toContain(`Shift #${shift.shift.number}`);
    expect(text).toContain('Refunds');
    const empty = await post('/shifts/days/2001-01-01/print', manager);
    expect([empty.status, await codeOf(empty)]).toEqual([404, 'day_close_empty']);
    expect((await post('/shifts/days/not-a-day/print', manager)).status).toBe(422);
    expect((await post(`/shifts/days/${today()}/print`, staff)).status).toBe(403);
  });

  it('prints the close in the shop’s language, and nothing while the printer is off', async () => {
    await shopLanguage('ar');
    const { text } = await printed(`/shifts/${shift.shift.id}/print`, manager);
    expect(text).toContain(encode1256('تقرير إغلاق الوردية'));
    expect(text).toContain(encode1256('النقد المتوقع في الدرج'));
    expect(text).toContain(`Shift #${shift.shift.number} close (Z report)`);
    await shopLanguage('en');

    await configure({ enabled: false });
    const before = (await db().select().from(printJobs).where(eq(printJobs.kind, 'credit_note'))).length;
    for (const [path, cookie] of [
      [`/orders/${orderId}/credit-notes/${creditNote}/print`, staff],
      [`/shifts/${shift.shift.id}/print`, manager],
      [`/shifts/days/${today()}/print`, manager],
    ] as const) {
      const res = await post(path, cookie);
      expect([res.status, await codeOf(res)], path).toEqual([409, 'printer_disabled']);
    }
    expect((await db().select().from(printJobs).where(eq(printJobs.kind, 'credit_note'))).length).toBe(
      before,
    );
    await configure({});
  });
});
