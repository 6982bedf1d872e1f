import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Menu } from '@/features/catalog';
import { menuOf } from '@/features/catalog/server/catalog-test-kit';
import type { OrderView } from '@/features/orders';
import { printJobs } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { optionsKit } from '@/server/testing/order-options-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { PrinterSettings, PrinterStatus } from '../printing.schema';
import { fakePrinter, type FakePrinter } from './fake-printer-test-kit';
import { queueKitchenTicket } from './print-queue.service';
import { createPrintWorker, type PrintWorkerOptions } from './print-worker';

/** Text as the printer's Arabic code page (Windows-1256) has it, one character per byte. */
function encode1256(text: string): string {
  const decoded = new TextDecoder('windows-1256').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i));
  return [...text].map((c) => (c < '\x80' ? c : String.fromCharCode(128 + decoded.indexOf(c)))).join('');
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeOnEachDatabase('printed tickets on the network printer', (engine) => {
  let server: TestServer;
  let printer: FakePrinter;
  let owner: string;
  let staff: string;
  let kit: ReturnType<typeof optionsKit>;
  beforeAll(async () => {
    server = await engine.start();
    // The test says when tickets go out (as the mail tests do).
    await server.printWorker.stop();
    printer = await fakePrinter();
    owner = (await signInAs(server, 'owner')).cookie;
    staff = (await signInAs(server, 'staff')).cookie;
    kit = optionsKit(server, (await menuOf(server)) as Menu);
    await shopLanguage('en');
  });
  afterAll(async () => {
    await printer.stop();
    await server.close();
  });

  const db = () => server.database.db;
  const worker = (opts: Partial<PrintWorkerOptions> = {}) =>
    createPrintWorker({
      db: db(),
      listen: server.database.listen,
      logger: createLogger('silent'),
      allowLoopback: true,
      ...opts,
    });
  const configure = async (s: Partial<PrinterSettings>) => {
    const body: PrinterSettings = {
      enabled: true,
      host: '127.0.0.1',
      port: printer.port,
      paperWidth: 80,
      autoKitchen: true,
      arabic: 'text',
      kitchenLanguage: 'en',
      ...s,
    };
    const res = await callAs(server, '/api/admin/printer/settings', { method: 'PUT', cookie: owner, body });
    expect(res.status).toBe(200);
  };
  /** Settings → General → default language: the kitchen ticket's language. */
  async function shopLanguage(lang: 'en' | 'ar') {
    const settings = (await (await callAs(server, '/api/admin/settings', { cookie: owner })).json()) as {
      general: Record<string, unknown>;
    };
    settings.general.defaultLanguage = lang;
    const res = await callAs(server, '/api/admin/settings', { method: 'PUT', cookie: owner, body: settings });
    expect(res.status).toBe(200);
  }
  const jobsOf = (orderId: string) =>
    db().select().from(printJobs).where(eq(printJobs.orderId, orderId)).orderBy(asc(printJobs.createdAt));
  const status = async () => {
    const res = await callAs(server, '/api/admin/printer/status', { cookie: staff });
    expect(res.status).toBe(200);
    return (await res.json()) as PrinterStatus;
  };
  const placeJuice = (locale: 'en' | 'ar' = 'en') =>
    kit.place(
      [
        kit.line(
          'fresh-juices',
          2,
          [
            ['Sugar', 'No sugar'],
            ['Add-ons', 'Honey'],
          ],
          'Half the usual ice, please',
        ),
        kit.line('milkshakes', 1, []),
      ],
      locale,
    );

  it('prints one kitchen ticket per new order with its plate, lines, options and note; never twice', async () => {
    await configure({ arabic: 'text' });
    const order: OrderView = await placeJuice();
    const [job] = await jobsOf(order.id);
    expect(job).toMatchObject({ kind: 'kitchen', dedupeKey: `kitchen:${order.id}`, status: 'pending' });
    await worker().drain();
    expect(printer.tickets).toHaveLength(1);
    const text = printer.texts()[0]!;
    expect(text).toContain(order.carPlate);
    expect(text).toContain(`Order #${order.number}`);
    for (const item of order.items) expect(text).toContain(item.nameEn);
    expect(text).toContain('No sugar');
    expect(text).toContain('Honey');
    expect(text).toContain('Half the usual ice, please');
    expect(text).toContain('2x');
    expect(await jobsOf(order.id)).toMatchObject([{ status: 'printed', attempts: 1, lastError: null }]);
    // A restart (a new worker), the same order queued again (a retried transaction): nothing more.
    await queueKitchenTicket(db(), order.id);
    await worker().drain();
    expect(printer.tickets).toHaveLength(1);
    expect(await jobsOf(order.id)).toHaveLength(1);
  });

  it('prints the ticket as a raster picture in image mode (Arabic drawn here), and a reprint on demand', async () => {
    await configure({ arabic: 'image' });
    await shopLanguage('ar');
    const order = await placeJuice('ar');
    const before = printer.tickets.length;
    const res = await callAs(server, `/api/admin/orders/${order.id}/print`, {
      method: 'POST',
      cookie: staff,
    });
    expect(res.status).toBe(201);
    await worker().drain();
    // The automatic ticket and the reprint: two, each an ESC/POS raster image (GS v 0), no text.
    expect(printer.tickets.length - before).toBe(2);
    for (const text of printer.texts().slice(before)) {
      expect(text).toContain('\x1dv0');
      expect(text).not.toContain(order.carPlate);
    }
    expect((await jobsOf(order.id)).map((j) => [j.kind, j.dedupeKey, j.status])).toEqual([
      ['kitchen', `kitchen:${order.id}`, 'printed'],
      ['kitchen', null, 'printed'],
    ]);
    await shopLanguage('en');
  });

  it('prints the kitchen ticket in the language set for it, whatever the shop language: English, Arabic or both', async () => {
    await shopLanguage('ar');
    const cp1256 = encode1256;
    const ticketIn = async (kitchenLanguage: PrinterSettings['kitchenLanguage']) => {
      await configure({ arabic: 'text', kitchenLanguage });
      const before = printer.tickets.length;
      const order = await placeJuice('ar');
      await worker().drain();
      expect(printer.tickets.length - before).toBe(1);
      return { order, text: printer.texts().at(-1)! };
    };
    const en = await ticketIn('en');
    expect(en.text).toContain('Kitchen ticket');
    expect(en.text).toContain(`Order #${en.order.number}`);
    // Each line with its size named as it was ordered, in the ticket's language.
    for (const item of en.order.items) {
      expect(en.text).toContain(item.nameEn);
      expect(en.text).toContain(item.sizeNameEn);
    }
    expect(en.text).toContain('+ No sugar');
    expect(en.text).toMatch(/Collect AED \d+\.\d\d/);
    expect(en.text).not.toContain('\x1bt2'); // never the Arabic code page: not a letter of Arabic
    const ar = await ticketIn('ar');
    expect(ar.text).toContain('\x1bt2');
    expect(ar.text).toContain(cp1256(ar.order.items[0]!.nameAr));
    expect(ar.text).toContain(cp1256(ar.order.items[0]!.sizeNameAr));
    expect(ar.text).not.toContain(ar.order.items[0]!.sizeNameEn);
    expect(ar.text).toContain(cp1256('تذكرة المطبخ'));
    expect(ar.text).not.toContain(ar.order.items[0]!.nameEn);
    expect(ar.text).not.toContain('Kitchen ticket');
    const both = await ticketIn('both');
    const [line] = both.order.items;
    for (const words of [
      cp1256('تذكرة المطبخ'),
      'Kitchen ticket',
      cp1256(line!.nameAr),
      cp1256(line!.sizeNameAr),
      line!.sizeNameEn,
    ])
      expect(both.text).toContain(words);
    expect(both.text).toContain(both.order.items[0]!.nameEn);
    await shopLanguage('en');
  });

  it('keeps tickets waiting while the printer is off, says so, and prints each once, in order, when it is back', async () => {
    await configure({ arabic: 'text' });
    await printer.stop();
    const before = printer.tickets.length;
    const w = worker({ backoff: () => 20 });
    const first = await placeJuice();
    const second = await placeJuice();
    for (let i = 0; i < 3; i++) {
      await w.drain();
      await sleep(40);
    }
    const [head] = await jobsOf(first.id);
    expect(head!.status).toBe('pending');
    expect(head!.attempts).toBeGreaterThanOrEqual(3);
    expect(head!.lastError).toMatch(/ECONNREFUSED/);
    // The second waits behind the first: it is never tried before it.
    expect(await jobsOf(second.id)).toMatchObject([{ status: 'pending', attempts: 0 }]);
    const offline = await status();
    expect(offline).toMatchObject({ enabled: true, online: false, waiting: 2 });
    expect(offline.lastError).toMatch(/ECONNREFUSED/);

    await printer.start();
    // Staff's Retry makes them due at once (the real backoff could be up to 30 s away).
    await db()
      .update(printJobs)
      .set({ nextAttemptAt: new Date(Date.now() + 60_000) });
    const retried = await callAs(server, '/api/admin/printer/retry', { method: 'POST', cookie: staff });
    expect(retried.status).toBe(200);
    await worker().drain();
    const arrived = printer.texts().slice(before);
    expect(arrived).toHaveLength(2);
    expect(arrived[0]).toContain(`#${first.number}`);
    expect(arrived[1]).toContain(`#${second.number}`);
    expect(await status()).toEqual({ enabled: true, online: true, waiting: 0, lastError: null });
    await worker().drain();
    expect(printer.tickets.length - before).toBe(2);
  });

  it('queues nothing when the printer is off or does not print every order; staff can cancel a waiting ticket', async () => {
    await configure({ autoKitchen: false });
    expect(await jobsOf((await placeJuice()).id)).toEqual([]);
    await configure({ enabled: false });
    const order = await placeJuice();
    expect(await jobsOf(order.id)).toEqual([]);
    const off = await callAs(server, `/api/admin/orders/${order.id}/print`, {
      method: 'POST',
      cookie: staff,
    });
    expect(off.status).toBe(409);
    expect((await status()).enabled).toBe(false);

    await configure({});
    await printer.stop();
    const res = await callAs(server, `/api/admin/orders/${order.id}/print-invoice`, {
      method: 'POST',
      cookie: staff,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const cancel = await callAs(server, `/api/admin/printer/jobs/${id}/cancel`, {
      method: 'POST',
      cookie: staff,
    });
    expect(cancel.status).toBe(200);
    await printer.start();
    const before = printer.tickets.length;
    await worker().drain();
    expect(printer.tickets.length).toBe(before);
    const again = await callAs(server, `/api/admin/printer/jobs/${id}/cancel`, {
      method: 'POST',
      cookie: staff,
    });
    expect(again.status).toBe(409);
  });

  it('prints the tax invoice with the receipt screen facts, and a test page', async () => {
    await configure({ arabic: 'text' });
    const order = await placeJuice();
    // Paid: the tax invoice (unpaid it is an order confirmation, decision 063).
    expect(
      (
        await callAs(server, `/api/admin/orders/${order.id}/paid`, {
          method: 'POST',
          body: { method: 'card' },
          cookie: staff,
        })
      ).status,
    ).toBe(200);
    await worker().drain();
    const before = printer.tickets.length;
    expect(
      (await callAs(server, `/api/admin/orders/${order.id}/print-invoice`, { method: 'POST', cookie: staff }))
        .status,
    ).toBe(201);
    expect((await callAs(server, '/api/admin/printer/test', { method: 'POST', cookie: owner })).status).toBe(
      201,
    );
    await worker().drain();
    const [invoice, test] = printer.texts().slice(before);
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain(`#${order.number}`);
    expect(invoice).toContain(order.carPlate);
    expect(invoice).toContain('Mariam');
    expect(invoice).toContain('Total excluding VAT');
    expect(invoice).toContain('No sugar');
    expect(invoice).toContain('Half the usual ice');
    expect(test).toContain('Test page');
  });

  it('two workers (two server processes) print each ticket once, in the order they were queued', async () => {
    await configure({ arabic: 'text', autoKitchen: false });
    const orders = [await placeJuice(), await placeJuice(), await placeJuice()];
    for (const o of orders)
      expect(
        (await callAs(server, `/api/admin/orders/${o.id}/print`, { method: 'POST', cookie: staff })).status,
      ).toBe(201);
    const before = printer.tickets.length;
    await Promise.all([worker().drain(), worker().drain()]);
    const arrived = printer.texts().slice(before);
    expect(arrived).toHaveLength(3);
    orders.forEach((o, i) => expect(arrived[i]).toContain(`#${o.number}`));
  });
});
