import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings, supportTickets } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { SupportTicketCreated } from '../help.schema';
import { TICKET_LIMIT } from './help.admin.routes';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // The support address comes from the store settings.
  const contact = {
    phone: '+971 2 555 0100',
    email: 'support.desk@aseer.test',
    addressEn: 'Asharij',
    addressAr: 'عشارج',
  };
  await server.database.db
    .insert(settings)
    .values({ key: 'store.contact', value: contact })
    .onConflictDoUpdate({ target: settings.key, set: { value: contact } });
});
afterAll(() => server.close());

/** Every e-mail in the outbox, parsed. */
const outbox = async () => {
  await server.drainMail();
  const dir = path.join(server.dataDir, 'outbox');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return Promise.all(files.map((f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
};
const submit = (cookie: string, body: unknown) => callAs(server, '/api/admin/help/tickets', { body, cookie });

describe('POST /api/admin/help/tickets', () => {
  it('stores the ticket with its sender and e-mails it to the support address from the settings', async () => {
    const staff = await signInAs(server, 'staff', 'Fatima Barista');
    const res = await submit(staff.cookie, {
      subject: '  Printer not working ',
      message: 'The receipt printer\nprints blank pages.',
      priority: 'high',
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as SupportTicketCreated;
    expect(created.emailed).toBe(true);
    const [row] = await server.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, created.id));
    expect(row).toMatchObject({
      userId: staff.id,
      email: staff.email,
      subject: 'Printer not working',
      message: 'The receipt printer\nprints blank pages.',
      priority: 'high',
    });
    const mail = (await outbox()).find((m) => m.text?.includes(created.id))!;
    expect(mail).toBeDefined();
    expect(mail.to).toMatchObject({ text: 'support.desk@aseer.test' });
    // Answering the e-mail reaches the staff member who wrote the ticket.
    expect(mail.replyTo).toMatchObject({ text: staff.email });
    expect(mail.subject).toBe('[عالية / High] تذكرة دعم | Support ticket: Printer not working');
    expect(mail.text).toContain('The receipt printer\nprints blank pages.');
    expect(mail.text).toContain(`\u2068Fatima Barista\u2069 \u2066<${staff.email}>\u2069`); // each kept whole in either language
  });

  it('defaults the priority to normal', async () => {
    const staff = await signInAs(server, 'manager');
    const res = await submit(staff.cookie, { subject: 'Question', message: 'How do I add a size?' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as SupportTicketCreated;
    const [row] = await server.database.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    expect(row!.priority).toBe('normal');
  });

  it('requires subject and message; refuses what cannot be stored, stores nothing', async () => {
    const staff = await signInAs(server, 'staff');
    const before = (await server.database.db.select().from(supportTickets)).length;
    const bad = [
      {},
      { subject: '   ', message: 'x' },
      { subject: 'x', message: '' },
      { subject: 'x'.repeat(201), message: 'x' },
      { subject: 'x', message: 'x'.repeat(5001) },
      { subject: 'nul\u0000', message: 'x' },
      { subject: 'x', message: 'x', priority: 'urgent' },
      { subject: 'x', message: 'x', email: 'someone@else.com' },
    ];
    for (const body of bad) {
      const res = await submit(staff.cookie, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const res = await submit(staff.cookie, {});
    const details = ((await res.json()) as { error: { details: { path: string; message: string }[] } }).error
      .details;
    expect(details.map((d) => d.path).sort()).toEqual(['message', 'subject']);
    expect((await server.database.db.select().from(supportTickets)).length).toBe(before);
  });

  it(`limits each staff member to ${TICKET_LIMIT.perStaff} tickets in 10 minutes`, async () => {
    const busy = await signInAs(server, 'staff');
    for (let i = 0; i < TICKET_LIMIT.perStaff; i++)
      expect((await submit(busy.cookie, { subject: `T${i}`, message: 'm' })).status).toBe(201);
    const limited = await submit(busy.cookie, { subject: 'one more', message: 'm' });
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('rate_limited');
    const other = await signInAs(server, 'staff');
    expect((await submit(other.cookie, { subject: 'mine', message: 'm' })).status).toBe(201);
  });

  it('is refused without a session and to customers', async () => {
    expect(
      (await callAs(server, '/api/admin/help/tickets', { body: { subject: 'x', message: 'y' } })).status,
    ).toBe(401);
    const customer = await signInAs(server, 'customer');
    expect((await submit(customer.cookie, { subject: 'x', message: 'y' })).status).toBe(403);
  });
});
