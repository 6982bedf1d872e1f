import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MailKind } from '@/common/domain';
import { mailOutbox } from '../db/schema';
import { createLogger } from '../lib/logger';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import type { TestServer } from '../testing/server-test-kit';
import type { Mailer, OutgoingMail } from './mailer';
import { enqueueMail } from './outbox';
import { claimDue } from './outbox-claims';
import { createMailWorker, type MailWorkerOptions } from './outbox-worker';

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeOnEachDatabase('mail outbox worker', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await engine.start();
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const outboxFiles = () => {
    const dir = path.join(server.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
  };
  const row = async (id: string) => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
  const queue = async (n = 1, kind = 'test') => {
    const tag = crypto.randomUUID();
    for (let i = 0; i < n; i++) {
      await enqueueMail(db(), {
        // each test's own kind keeps its rows apart from the others' (not a kind the shop sends)
        kind: kind as MailKind,
        to: `someone.${tag}.${i}@example.com`,
        subject: `Hello ${tag} ${i}`,
        text: `Body ${tag} ${i}`,
      });
    }
    const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
    return rows.filter((r) => r.subject.includes(tag)).map((r) => r.id);
  };
  const worker = (mailer: Mailer, opts: Partial<MailWorkerOptions> = {}) =>
    createMailWorker({ db: db(), listen: server.database.listen, mailer, logger, ...opts });

  it('sends a queued e-mail once, named by its row and Message-ID, and records it as sent', async () => {
    const [id] = await queue();
    await server.drainMail();
    const sent = await row(id!);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    const files = outboxFiles().filter((f) => f.includes(id!));
    expect(files).toHaveLength(1);
    expect(sent.deliveredTo).toBe(path.join(server.dataDir, 'outbox', files[0]!));
    expect(fs.readFileSync(sent.deliveredTo!, 'utf8')).toMatch(
      new RegExp(`^Message-ID: <${id}@aseer\\.ae>$`, 'm'),
    );
    // Drained again (a restart): nothing is sent twice.
    await server.drainMail();
    expect(outboxFiles().filter((f) => f.includes(id!))).toHaveLength(1);
    expect((await row(id!)).attempts).toBe(1);
  });

  it('does not write the file again when a crash came after writing it and before recording it', async () => {
    const [id] = await queue();
    const before = await row(id!);
    // What the worker did before the crash: the file is written, the row still says pending.
    await server.mailer.send({
      id: id!,
      queuedAt: before.createdAt,
      to: before.toAddress,
      subject: before.subject,
      text: before.textBody,
    });
    expect(outboxFiles().filter((f) => f.includes(id!))).toHaveLength(1);
    await server.drainMail();
    expect(outboxFiles().filter((f) => f.includes(id!))).toHaveLength(1);
    expect((await row(id!)).status).toBe('sent');
  });

  it("takes over a crashed worker's claim once its lease runs out, not before", async () => {
    const [id] = await queue();
    expect((await claimDue(db(), 50, 300)).map((r) => r.id)).toContain(id);
    await server.drainMail();
    expect((await row(id!)).status).toBe('pending');
    await sleep(400);
    await server.drainMail();
    expect(await row(id!)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('retries a failing transport with backoff, then gives up as failed with the error', async () => {
    const [id] = await queue(1, 'failing');
    const down: Mailer = {
      kind: 'smtp',
      send: () =>
        Promise.reject(
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' }),
        ),
    };
    const w = worker(down, { maxAttempts: 3 });
    const t0 = Date.now();
    await w.drain();
    const first = await row(id!);
    expect(first).toMatchObject({
      status: 'pending',
      attempts: 1,
      lockedUntil: null,
      lastError: 'ECONNREFUSED connect ECONNREFUSED 127.0.0.1:25',
    });
    // 30 s later (the first backoff), not before.
    const wait = first.nextAttemptAt.getTime() - t0;
    expect(wait).toBeGreaterThan(25_000);
    expect(wait).toBeLessThan(40_000);
    expect(await w.runOnce()).toBe(0);
    const makeDue = () =>
      db()
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, id!));
    await makeDue();
    await w.drain();
    const second = await row(id!);
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    // The second wait is twice the first.
    expect(second.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(55_000);
    await makeDue();
    await w.drain();
    expect(await row(id!)).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    await makeDue();
    expect(await w.runOnce()).toBe(0);
  });

  it('wakes on NOTIFY when a mail is queued (no poll needed) and stop() lets the send under way finish', async () => {
    const sent: string[] = [];
    let started!: () => void;
    const begun = new Promise<void>((r) => (started = r));
    const slow: Mailer = {
      kind: 'smtp',
      async send(m: OutgoingMail) {
        started();
        await sleep(300);
        sent.push(m.id!);
        return `<${m.id}@test>`;
      },
    };
    const w = worker(slow, { pollMs: 60 * 60_000 });
    await w.start();
    try {
      const [id] = await queue(1, 'woken');
      await Promise.race([begun, sleep(5_000)]);
      await w.stop();
      expect(sent).toEqual([id]);
      expect(await row(id!)).toMatchObject({ status: 'sent', deliveredTo: `<${id}@test>` });
    } finally {
      await w.stop();
    }
  });

  it('two workers on one database never send the same e-mail twice', async () => {
    const ids = await queue(30, 'shared');
    const sends: string[][] = [[], []];
    const recording = (i: number): Mailer => ({
      kind: 'smtp',
      async send(m) {
        if (!ids.includes(m.id!)) return 'other';
        sends[i]!.push(m.id!);
        await sleep(Math.random() * 10);
        return `<${m.id}@test>`;
      },
    });
    await Promise.all([
      worker(recording(0), { batch: 3 }).drain(),
      worker(recording(1), { batch: 3 }).drain(),
    ]);
    const all = [...sends[0]!, ...sends[1]!];
    expect(all.sort()).toEqual([...ids].sort());
    const rows = await db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    // On a PostgreSQL server both really worked at once (PGlite serialises them).
    if (engine.name === 'postgres') expect(sends.every((s) => s.length > 0)).toBe(true);
  });
});
