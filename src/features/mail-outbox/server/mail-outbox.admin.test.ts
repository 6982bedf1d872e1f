import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema';
import { createLogger } from '@/server/lib/logger';
import { enqueueMail } from '@/server/mail/outbox';
import { createMailWorker } from '@/server/mail/outbox-worker';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { OutboxMailPage, OutboxMail } from '../mail-outbox.schema';

describeOnEachDatabase('admin e-mail outbox', (engine) => {
  let server: TestServer;
  let owner: string;
  let admin: string;
  let failedId: string;
  beforeAll(async () => {
    server = await engine.start();
    [owner, admin] = [(await signInAs(server, 'owner')).cookie, (await signInAs(server, 'admin')).cookie];
    // A receipt the mail server kept refusing: the worker gives up after its attempts.
    await enqueueMail(server.database.db, {
      kind: 'receipt',
      to: 'fatima@example.com',
      subject: 'Your order #1001',
      text: 'secret body',
    });
    const down = createMailWorker({
      db: server.database.db,
      listen: server.database.listen,
      logger: createLogger('silent'),
      maxAttempts: 1,
      mailer: {
        kind: 'smtp',
        send: () =>
          Promise.reject(Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 })),
      },
    });
    await down.drain();
    failedId = (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed')))[0]!
      .id;
  });
  afterAll(() => server.close());

  const list = async (cookie: string, query = '') => {
    const res = await callAs(server, `/api/admin/mail-outbox${query}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as OutboxMailPage;
  };

  it('lists failed sends for owners and admins, with the error and without the body', async () => {
    for (const cookie of [owner, admin]) {
      const page = await list(cookie);
      expect(page).toMatchObject({ total: 1, page: 1, pageSize: 20 });
      expect(page.rows[0]).toMatchObject({
        id: failedId,
        kind: 'receipt',
        to: 'fatima@example.com',
        subject: 'Your order #1001',
        status: 'failed',
        attempts: 1,
        lastError: '550 550 mailbox unavailable',
        sentAt: null,
      });
      expect(JSON.stringify(page)).not.toContain('secret body');
    }
    expect((await list(owner, '?status=pending')).total).toBe(0);
  });

  it('pages newest first within a status', async () => {
    for (let i = 0; i < 3; i++)
      await enqueueMail(server.database.db, {
        kind: 'support',
        to: `p${i}@example.com`,
        subject: `Paged ${i}`,
        text: 'x',
      });
    // A minute apart (PGlite's clock can give inserts in the same millisecond the same time).
    await server.database.db.execute(
      sql`update mail_outbox set created_at = now() - (3 - right(subject, 1)::int) * interval '1 minute' where subject like 'Paged %'`,
    );
    const first = await list(owner, '?status=pending&pageSize=2');
    expect(first.total).toBe(3);
    expect(first.rows.map((r) => r.subject)).toEqual(['Paged 2', 'Paged 1']);
    expect((await list(owner, '?status=pending&pageSize=2&page=2')).rows.map((r) => r.subject)).toEqual([
      'Paged 0',
    ]);
    await server.drainMail();
    expect((await list(owner, '?status=sent')).total).toBe(3);
  });

  it('refuses customers, staff below admin and anonymous callers, and bad input', async () => {
    for (const role of ['customer', 'manager'] as const) {
      const { cookie } = await signInAs(server, role);
      expect((await callAs(server, '/api/admin/mail-outbox', { cookie })).status).toBe(403);
      expect(
        (await callAs(server, `/api/admin/mail-outbox/${failedId}/retry`, { method: 'POST', cookie })).status,
      ).toBe(403);
    }
    expect((await callAs(server, '/api/admin/mail-outbox')).status).toBe(401);
    expect(
      (await callAs(server, `/api/admin/mail-outbox/${failedId}/retry`, { method: 'POST' })).status,
    ).toBe(401);
    expect((await callAs(server, '/api/admin/mail-outbox?status=lost', { cookie: owner })).status).toBe(422);
    expect(
      (await callAs(server, '/api/admin/mail-outbox/nope/retry', { method: 'POST', cookie: owner })).status,
    ).toBe(422);
    expect(
      (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failedId)))[0]!.status,
    ).toBe('failed');
  });

  it('retry puts a failed e-mail back in the queue; the worker sends it once; a sent one is refused', async () => {
    const res = await callAs(server, `/api/admin/mail-outbox/${failedId}/retry`, {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as OutboxMail).toMatchObject({ id: failedId, status: 'pending', attempts: 0 });
    expect((await list(owner)).total).toBe(0);
    await server.drainMail();
    const [row] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failedId));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(
      fs.readdirSync(path.join(server.dataDir, 'outbox')).filter((f) => f.includes(failedId)),
    ).toHaveLength(1);
    const again = await callAs(server, `/api/admin/mail-outbox/${failedId}/retry`, {
      method: 'POST',
      cookie: owner,
    });
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('mail_already_sent');
    const missing = await callAs(server, `/api/admin/mail-outbox/${randomUUID()}/retry`, {
      method: 'POST',
      cookie: owner,
    });
    expect(missing.status).toBe(404);
    expect(await codeOf(missing)).toBe('mail_not_found');
  });
});
