import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { PrinterSettings } from '../printing.schema';
import { sendToPrinter } from './send-to-printer';
import { eq } from 'drizzle-orm';
import { printJobs, settings } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { fakePrinter } from './fake-printer-test-kit';
import { createPrintWorker } from './print-worker';
import { PRINTER_KEY } from './printer-settings.service';

const ROUTES: [method: string, path: string][] = [
  ['GET', '/api/admin/printer/settings'],
  ['GET', '/api/admin/printer/preview.svg'],
  ['POST', '/api/admin/printer/test'],
  ['GET', '/api/admin/printer/status'],
  ['POST', '/api/admin/printer/retry'],
  ['POST', `/api/admin/printer/jobs/${randomUUID()}/cancel`],
  ['POST', `/api/admin/orders/${randomUUID()}/print`],
  ['POST', `/api/admin/orders/${randomUUID()}/print-invoice`],
  ['POST', `/api/admin/orders/${randomUUID()}/credit-notes/1/print`],
  ['POST', `/api/admin/shifts/${randomUUID()}/print`],
  ['POST', '/api/admin/shifts/days/2026-11-28/print'],
];

describeOnEachDatabase('printer routes: who may, and what is accepted', (engine) => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    // As in production: the printer may not be aimed at this machine (the tests' allowance off).
    server = await engine.start({ PRINTER_ALLOW_LOOPBACK: '0' });
    owner = (await signInAs(server, 'owner')).cookie;
  });
  afterAll(() => server.close());

  it('refuses anonymous callers (401) and customers (403) everywhere; staff may print but not set the printer up', async () => {
    const customer = (await signInAs(server, 'customer')).cookie;
    const staff = (await signInAs(server, 'staff')).cookie;
    for (const [method, path] of ROUTES) {
      expect((await callAs(server, path, { method })).status, `${method} ${path}`).toBe(401);
      expect((await callAs(server, path, { method, cookie: customer })).status, `${method} ${path}`).toBe(
        403,
      );
    }
    for (const [method, path] of ROUTES.slice(0, 3))
      expect((await callAs(server, path, { method, cookie: staff })).status, `${method} ${path}`).toBe(403);
    expect((await callAs(server, '/api/admin/printer/status', { cookie: staff })).status).toBe(200);
    // The printer is off until the owner sets it up: nothing to print on.
    const print = await callAs(server, ROUTES[6]![1], { method: 'POST', cookie: staff });
    expect(print.status).toBe(409);
    expect(await codeOf(print)).toBe('printer_disabled');
  });

  it('saves valid settings and refuses invalid ones with field errors', async () => {
    const good: PrinterSettings = {
      enabled: true,
      host: '192.168.1.50',
      port: 9100,
      paperWidth: 58,
      autoKitchen: false,
      arabic: 'text',
      kitchenLanguage: 'en',
    };
    const put = (body: unknown) =>
      callAs(server, '/api/admin/printer/settings', { method: 'PUT', cookie: owner, body });
    expect((await put(good)).status).toBe(200);
    expect(await (await callAs(server, '/api/admin/printer/settings', { cookie: owner })).json()).toEqual(
      good,
    );
    for (const bad of [
      { ...good, host: '' },
      { ...good, host: 'http://printer' },
      { ...good, port: 0 },
      { ...good, port: 70_000 },
      { ...good, paperWidth: 72 },
      { ...good, arabic: 'auto' },
      { ...good, kitchenLanguage: 'fr' },
      { ...good, kitchenLanguage: undefined },
    ]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    // Off, the address may stay empty.
    expect((await put({ ...good, enabled: false, host: '' })).status).toBe(200);
  });

  it('takes only a private address, from the owner alone; the worker checks again before connecting', async () => {
    const good: PrinterSettings = {
      enabled: true,
      host: '10.0.0.20',
      port: 9100,
      paperWidth: 58,
      autoKitchen: false,
      arabic: 'text',
      kitchenLanguage: 'en',
    };
    const put = (body: unknown, cookie = owner) =>
      callAs(server, '/api/admin/printer/settings', { method: 'PUT', cookie, body });
    const admin = (await signInAs(server, 'admin')).cookie;
    // An admin reads the settings but cannot change them.
    expect((await callAs(server, '/api/admin/printer/settings', { cookie: admin })).status).toBe(200);
    expect((await put(good, admin)).status).toBe(403);
    for (const host of ['172.20.1.2', '192.168.0.9', 'fd00::9'])
      expect((await put({ ...good, host })).status, host).toBe(200);
    for (const host of [
      '127.0.0.1',
      '::1',
      'localhost',
      '169.254.169.254',
      '169.254.10.1',
      'fe80::1',
      '8.8.8.8',
      '172.32.0.1',
    ]) {
      const res = await put({ ...good, host });
      expect(res.status, host).toBe(422);
      const body = (await res.json()) as {
        error: { code: string; message_en: string; message_ar: string; details: { path: string }[] };
      };
      expect(body.error.code).toBe('printer_address_not_private');
      expect(body.error.message_ar).toContain('شبكة المحل');
      expect(body.error.details[0]!.path).toBe('host');
    }
    expect(await (await callAs(server, '/api/admin/printer/settings', { cookie: owner })).json()).toEqual({
      ...good,
      host: 'fd00::9',
    });
  });

  it('serves the preview as SVG at the paper width, with the sample order in the asked language', async () => {
    const res = await callAs(server, '/api/admin/printer/preview.svg?lang=ar', { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    const words = (xml: string) => xml.replace(/<[^>]+>/g, '').replace(/&#xa0;/g, ' ');
    // 58 mm: 32 characters of 12 dots.
    expect(svg).toMatch(/^<svg width="384px"/);
    expect(svg).toContain('عصير مانجو');
    // Arabic is one run embedded right to left (its letters joined by the renderer), not a character per cell.
    expect(svg).toContain('\u202bعصير مانجو');
    expect(words(svg)).toContain('تذكرة المطبخ');
    const en = await (
      await callAs(server, '/api/admin/printer/preview.svg?lang=en', { cookie: owner })
    ).text();
    expect(words(en)).toContain('Kitchen ticket');
    expect(words(en)).toContain('DXB A 12345');
    expect(words(en)).toContain('Collect AED 48.00');
    expect(en).not.toContain('عصير');
    // Both: the Arabic layout, every name and the ticket's own words in English too.
    const both = words(
      await (await callAs(server, '/api/admin/printer/preview.svg?lang=both', { cookie: owner })).text(),
    );
    for (const text of ['تذكرة المطبخ', 'Kitchen ticket', 'عصير مانجو', 'Mango juice', 'Collect AED 48.00'])
      expect(both).toContain(text);
  });

  it('a name that resolves to a refused address when the worker connects prints nothing (DNS rebinding)', async () => {
    // The test says when the ticket goes out.
    await server.printWorker.stop();
    const printer = await fakePrinter();
    try {
      // Saved while it pointed elsewhere; now the name answers with this machine.
      await server.database.db
        .update(settings)
        .set({
          value: {
            enabled: true,
            host: 'localhost',
            port: printer.port,
            paperWidth: 80,
            autoKitchen: false,
            arabic: 'text',
            kitchenLanguage: 'en',
          },
        })
        .where(eq(settings.key, PRINTER_KEY));
      expect(
        (await callAs(server, '/api/admin/printer/test', { method: 'POST', cookie: owner })).status,
      ).toBe(201);
      const worker = createPrintWorker({
        db: server.database.db,
        listen: server.database.listen,
        logger: createLogger('silent'),
        backoff: () => 60_000,
      });
      expect(await worker.runOnce()).toBe(true);
      expect(printer.tickets).toHaveLength(0);
      const [job] = await server.database.db.select().from(printJobs).where(eq(printJobs.kind, 'test'));
      expect(job).toMatchObject({
        status: 'pending',
        lastError: expect.stringContaining('printer_address_not_private'),
      });
    } finally {
      await printer.stop();
    }
  });
});

it('sendToPrinter fails when the printer takes the bytes but never ends the connection, or refuses it', async () => {
  const held: net.Socket[] = [];
  const silent = net.createServer({ allowHalfOpen: true }, (socket) => {
    held.push(socket);
    socket.resume();
  });
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  const { port } = silent.address() as net.AddressInfo;
  await expect(sendToPrinter('127.0.0.1', port, Buffer.from('hello'), 200)).rejects.toThrow(/no answer/);
  for (const s of held) s.destroy();
  await new Promise((r) => silent.close(r));
  await expect(sendToPrinter('127.0.0.1', port, Buffer.from('hello'), 200)).rejects.toThrow(/ECONNREFUSED/);
});
