import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, settings, shifts } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { CurrentShift, ShiftPage, ShiftReport } from '../shifts.schema';
import { insertOrder } from './shift-test-kit';

const id = randomUUID();
const MANAGER_ONLY: [string, string, unknown?][] = [
  ['GET', '/api/admin/shifts'],
  ['GET', `/api/admin/shifts/${id}`],
  ['GET', `/api/admin/shifts/${id}/report.csv`],
  ['POST', `/api/admin/shifts/${id}/adjustments`, { kind: 'other', amountFils: 100, note: 'x' }],
  ['GET', '/api/admin/shifts/days/2026-11-26'],
  ['GET', '/api/admin/shifts/days/2026-11-26/close.csv'],
];

describeOnEachDatabase('shifts: who may open, close and read them', (engine) => {
  let server: TestServer;
  let staff: string;
  let manager: string;
  const call = (p: string, cookie: string, body?: unknown, method?: string) =>
    callAs(server, p, { cookie, body, method });
  beforeAll(async () => {
    server = await engine.start();
    staff = (await signInAs(server, 'staff', 'Salim')).cookie;
    manager = (await signInAs(server, 'manager', 'Mona')).cookie;
  });
  afterAll(() => server.close());

  it('refuses anonymous callers and customers; staff run the till, managers read the closes', async () => {
    const customer = (await signInAs(server, 'customer')).cookie;
    for (const p of ['/api/admin/shifts/current', ...MANAGER_ONLY.map(([, p]) => p)]) {
      expect((await callAs(server, p)).status, p).toBe(401);
      expect((await call(p, customer)).status, p).toBe(403);
    }
    for (const [method, p, body] of MANAGER_ONLY)
      expect((await callAs(server, p, { method, body, cookie: staff })).status, p).toBe(403);
    expect((await call('/api/admin/shifts/current', staff)).status).toBe(200);
  });

  it('refuses a float or a count that is not whole fils of 0 or more, with the field named', async () => {
    for (const floatFils of [-1, 1.5, '200', null]) {
      const res = await call('/api/admin/shifts', staff, { floatFils });
      expect(res.status, String(floatFils)).toBe(422);
      const body = (await res.json()) as { error: { details: { path: string; message: string }[] } };
      expect(body.error.details[0]).toMatchObject({ path: 'floatFils', message: 'validation.float' });
    }
    expect((await call('/api/admin/shifts', staff, {})).status).toBe(422);
  });

  it('opens one shift at a time (409 shift_already_open, also when two open at once), closes it once', async () => {
    const both = await Promise.all([
      call('/api/admin/shifts', staff, { floatFils: 20_000 }),
      call('/api/admin/shifts', manager, { floatFils: 10_000 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = both.find((r) => r.status === 409)!;
    expect(await codeOf(loser)).toBe('shift_already_open');
    const again = await call('/api/admin/shifts', staff, { floatFils: 0 });
    expect(again.status).toBe(409);
    const cur = (await (await call('/api/admin/shifts/current', manager)).json()) as CurrentShift;
    expect(cur.overnight).toBe(false);
    expect(cur.report?.live).toBe(true);
    const shiftId = cur.shift!.id;

    const bad = await call(`/api/admin/shifts/${shiftId}/close`, staff, { countedCashFils: -5 });
    expect(bad.status).toBe(422);
    const close = await call(`/api/admin/shifts/${shiftId}/close`, staff, { countedCashFils: 20_000 });
    expect(close.status).toBe(200);
    const closed = (await close.json()) as ShiftReport;
    expect(closed.live).toBe(false);
    expect(closed.shift.closedByName).toBe('Salim');
    const twice = await call(`/api/admin/shifts/${shiftId}/close`, staff, { countedCashFils: 1 });
    expect(twice.status).toBe(409);
    expect(await codeOf(twice)).toBe('shift_already_closed');
    expect(
      ((await (await call('/api/admin/shifts/current', staff)).json()) as CurrentShift).shift,
    ).toBeNull();
  });

  it('flags a shift open since before today in Dubai as overnight', async () => {
    const open = (await (await call('/api/admin/shifts', staff, { floatFils: 0 })).json()) as ShiftReport;
    await server.database.db
      .update(shifts)
      .set({ openedAt: sql`now() - interval '1 day'` })
      .where(eq(shifts.id, open.shift.id));
    const cur = (await (await call('/api/admin/shifts/current', staff)).json()) as CurrentShift;
    expect(cur).toMatchObject({ overnight: true, shift: { id: open.shift.id } });
    await call(`/api/admin/shifts/${open.shift.id}/close`, staff, { countedCashFils: 0 });
  });

  it('freezes the report at the close: a later payment or recount never changes it; adjustments are recorded beside', async () => {
    const open = (await (
      await call('/api/admin/shifts', staff, { floatFils: 20_000 })
    ).json()) as ShiftReport;
    await insertOrder(server.database.db, { method: 'cash', totalFils: 1_050 });
    await insertOrder(server.database.db, { method: 'card', totalFils: 2_100 });
    const closeRes = await call(`/api/admin/shifts/${open.shift.id}/close`, staff, {
      countedCashFils: 21_000,
    });
    const closed = (await closeRes.json()) as ShiftReport;
    expect(closed.figures).toMatchObject({
      orders: 2,
      grossFils: 3_150,
      expectedCashFils: 21_050,
      differenceFils: -50,
    });

    // Paid after the close: not in this shift (no shift open now).
    const late = await insertOrder(server.database.db, { method: 'cash', totalFils: 900 });
    expect(late.shiftId).toBeNull();
    const adjust = (body: unknown, cookie = manager) =>
      call(`/api/admin/shifts/${open.shift.id}/adjustments`, cookie, body);
    expect((await adjust({ kind: 'cash_count', amountFils: 50, note: '' })).status).toBe(422);
    expect((await adjust({ kind: 'method_correction', amountFils: 50, note: 'x' })).status).toBe(422);
    expect((await adjust({ kind: 'cash_count', amountFils: 0, note: 'x' })).status).toBe(422);
    const res = await adjust({
      kind: 'cash_count',
      amountFils: 50,
      note: 'Found a coin roll under the tray',
    });
    expect(res.status).toBe(201);
    const after = (await res.json()) as ShiftReport;
    expect(after.figures).toEqual(closed.figures);
    expect(after.adjustments).toMatchObject([{ kind: 'cash_count', amountFils: 50, createdByName: 'Mona' }]);
    expect(after.corrected).toMatchObject({ countedCashFils: 21_050, differenceFils: 0, netFils: 3_150 });
    const read = (await (await call(`/api/admin/shifts/${open.shift.id}`, manager)).json()) as ShiftReport;
    expect(read.figures).toEqual(closed.figures);

    // An adjustment of an open shift: 409.
    const next = (await (await call('/api/admin/shifts', staff, { floatFils: 0 })).json()) as ShiftReport;
    const early = await call(`/api/admin/shifts/${next.shift.id}/adjustments`, manager, {
      kind: 'other',
      amountFils: 10,
      note: 'x',
    });
    expect(early.status).toBe(409);
    expect(await codeOf(early)).toBe('shift_still_open');
    await call(`/api/admin/shifts/${next.shift.id}/close`, staff, { countedCashFils: 0 });
  });

  it("queues the Z report to the owner's address once, in both languages", async () => {
    const open = (await (await call('/api/admin/shifts', staff, { floatFils: 5_000 })).json()) as ShiftReport;
    await insertOrder(server.database.db, { method: 'cash', totalFils: 2_000 });
    await call(`/api/admin/shifts/${open.shift.id}/close`, staff, { countedCashFils: 7_000 });
    const mails = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `z-report:${open.shift.id}`));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.kind).toBe('z_report');
    expect(mail.subject).toContain(`#${open.shift.number}`);
    expect(mail.subject).toContain('تقرير إغلاق الوردية');
    expect(mail.textBody).toContain('Expected cash in the drawer');
    expect(mail.textBody).toContain('النقد المتوقع في الدرج');
    expect(mail.htmlBody).toContain('dir="rtl"');
    expect(mail.textBody).toMatch(/70\.00/);
    // The shop's default language (Arabic unless set) comes first.
    expect(mail.subject.indexOf('تقرير')).toBeLessThan(mail.subject.indexOf('Shift'));
  });

  it('sends it to Settings → General → admin e-mail, English first when that is the shop language', async () => {
    const general = { adminEmail: 'owner@juice.example', defaultLanguage: 'en' };
    await server.database.db
      .insert(settings)
      .values({ key: 'store.general', value: general })
      .onConflictDoUpdate({ target: settings.key, set: { value: general } });
    const open = (await (await call('/api/admin/shifts', staff, { floatFils: 0 })).json()) as ShiftReport;
    const [a, b] = await Promise.all([
      call(`/api/admin/shifts/${open.shift.id}/close`, staff, { countedCashFils: 0 }),
      call(`/api/admin/shifts/${open.shift.id}/close`, manager, { countedCashFils: 100 }),
    ]);
    // Two closes at once: one wins, the other is told it is closed already.
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `z-report:${open.shift.id}`));
    expect(mail?.toAddress).toBe('owner@juice.example');
    expect(mail!.subject.startsWith(`Shift #${open.shift.number} close`)).toBe(true);
    expect(mail!.textBody.indexOf('Expected cash')).toBeLessThan(mail!.textBody.indexOf('النقد المتوقع'));

    // The history: every shift, newest first, paged.
    const page = (await (await call('/api/admin/shifts?pageSize=2', manager)).json()) as ShiftPage;
    const all = await server.database.db.select().from(shifts);
    expect(page.total).toBe(all.length);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]!.id).toBe(open.shift.id);
    expect(page.rows[0]!.number).toBeGreaterThan(page.rows[1]!.number);
  });
});
