import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, supportTickets } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';

describeOnEachDatabase('support ticket and its e-mail', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await engine.start();
  });
  afterAll(() => server.close());

  const counts = async () => {
    const [[t], [m]] = await Promise.all([
      server.database.db.select({ n: count() }).from(supportTickets),
      server.database.db.select({ n: count() }).from(mailOutbox),
    ]);
    return { tickets: t!.n, mails: m!.n };
  };

  it('are stored together or not at all: when the e-mail cannot be queued, the ticket is not kept', async () => {
    const { cookie } = await signInAs(server, 'staff');
    const ticket = { subject: 'Blender broken', message: 'It smokes.', priority: 'high' };
    // The outbox refuses every insert (as a full disk or a lost connection would).
    await server.database.db.execute(
      sql.raw(
        `create function refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'outbox unavailable'; end $$`,
      ),
    );
    await server.database.db.execute(
      sql.raw(
        'create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()',
      ),
    );
    const before = await counts();
    try {
      const res = await callAs(server, '/api/admin/help/tickets', { body: ticket, cookie });
      expect(res.status).toBe(500);
      expect(await counts()).toEqual(before);
    } finally {
      await server.database.db.execute(sql.raw('drop trigger refuse_mail on mail_outbox'));
      await server.database.db.execute(sql.raw('drop function refuse_mail()'));
    }
    expect((await callAs(server, '/api/admin/help/tickets', { body: ticket, cookie })).status).toBe(201);
    expect(await counts()).toEqual({ tickets: before.tickets + 1, mails: before.mails + 1 });
  });
});
