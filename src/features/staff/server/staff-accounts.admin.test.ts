import { randomUUID } from 'node:crypto';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees, orders, securityEvents, sessions, users } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import { openShift, placeCashOrder } from '@/features/orders/server/order-test-kit';
import type { StaffAccount } from '../staff.schema';

describeOnEachDatabase('staff accounts API', (engine) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signInAs>>;
  let admin: Awaited<ReturnType<typeof signInAs>>;
  beforeAll(async () => {
    server = await engine.start();
    owner = await signInAs(server, 'owner', 'Olivia Owner');
    admin = await signInAs(server, 'admin', 'Adam Admin');
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  /** What was done to an account (its own sign-ins, logged too, left out). */
  const eventsFor = (userId: string) =>
    db()
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.userId, userId),
          notInArray(securityEvents.kind, ['sign_in', 'sign_in_failed', 'lockout']),
        ),
      );
  const listAs = async (cookie: string) => {
    const res = await callAs(server, '/api/admin/staff', { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as StaffAccount[];
  };
  const patch = (id: string, body: unknown, cookie: string) =>
    callAs(server, `/api/admin/staff/${id}`, { method: 'PATCH', body, cookie });
  const endSessions = (id: string, cookie: string) =>
    callAs(server, `/api/admin/staff/${id}/sessions`, { method: 'DELETE', cookie });
  const sendReset = (id: string, cookie: string) =>
    callAs(server, `/api/admin/staff/${id}/password-reset`, { method: 'POST', cookie });
  const link = (id: string, employeeId: string | null, cookie: string) =>
    callAs(server, `/api/admin/staff/${id}/employee`, { method: 'PUT', body: { employeeId }, cookie });
  const signedIn = async (cookie: string) =>
    (await callAs(server, '/api/admin/me', { cookie })).status === 200;
  const anEmployee = async () => {
    const [made] = await db()
      .insert(employees)
      .values({
        nameEn: 'Khalid Runner',
        nameAr: 'خالد',
        email: `emp.${randomUUID()}@example.com`,
        status: 'active',
      })
      .returning();
    return made!;
  };

  describe('the staff accounts list', () => {
    it('shows each account with its status, two-factor sign-in, last sign-in and employee record; never customers', async () => {
      const manager = await signInAs(server, 'manager', 'Mona Manager');
      const pending = await signInAs(server, 'pending', 'Pat Pending');
      const customer = await signInAs(server, 'customer');
      const at = new Date('2026-11-20T08:30:00Z');
      await db()
        .update(users)
        .set({ twoFactorEnabled: true, lastSignInAt: at })
        .where(eq(users.id, manager.id));
      const record = await anEmployee();
      expect((await link(manager.id, record.id, owner.cookie)).status).toBe(200);
      expect((await patch(admin.id, { disabled: true }, owner.cookie)).status).toBe(200);

      const list = await listAs(owner.cookie);
      expect(list.find((a) => a.id === manager.id)).toMatchObject({
        name: 'Mona Manager',
        email: manager.email,
        role: 'manager',
        status: 'active',
        twoFactorEnabled: true,
        lastSignInAt: at.toISOString(),
        employee: { id: record.id, nameEn: 'Khalid Runner', nameAr: 'خالد' },
      });
      // The pending account signed in (its password was right; the back office then refused it).
      expect(list.find((a) => a.id === pending.id)).toMatchObject({
        status: 'pending',
        twoFactorEnabled: false,
        employee: null,
      });
      expect(list.find((a) => a.id === pending.id)?.lastSignInAt).toEqual(expect.any(String));
      expect(list.find((a) => a.id === admin.id)).toMatchObject({ status: 'disabled', role: 'admin' });
      expect(list.some((a) => a.id === customer.id)).toBe(false);
      // Enabled again for the tests below (a fresh session: disabling ended the old one).
      expect((await patch(admin.id, { disabled: false }, owner.cookie)).status).toBe(200);
      admin = await signInAgain(admin);
      expect((await callAs(server, '/api/admin/staff', { cookie: manager.cookie })).status).toBe(403);
    });
  });

  async function signInAgain(who: Awaited<ReturnType<typeof signInAs>>) {
    const res = await callAs(server, '/api/account/login', {
      body: { email: who.email, password: who.password },
    });
    expect(res.status).toBe(200);
    return {
      ...who,
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .join('; '),
    };
  }

  describe('role and access changes', () => {
    it('log who changed what: role, disable (which ends the sessions), re-enable, approval and refusal', async () => {
      const manager = await signInAs(server, 'manager');
      expect((await patch(manager.id, { role: 'staff' }, admin.cookie)).status).toBe(200);
      expect(await signedIn(manager.cookie)).toBe(false);
      const again = await signInAgain(manager);
      expect((await patch(manager.id, { disabled: true }, admin.cookie)).status).toBe(200);
      expect(await signedIn(again.cookie)).toBe(false);
      expect((await patch(manager.id, { disabled: false }, admin.cookie)).status).toBe(200);
      const pending = await signInAs(server, 'pending');
      expect((await patch(pending.id, { role: 'staff' }, admin.cookie)).status).toBe(200);
      const refused = await signInAs(server, 'pending');
      expect(
        (await callAs(server, `/api/admin/staff/${refused.id}`, { method: 'DELETE', cookie: admin.cookie }))
          .status,
      ).toBe(200);

      const by = { actorId: admin.id, actorEmail: admin.email };
      const logged = await eventsFor(manager.id);
      expect(logged.map((e) => e.kind).sort()).toEqual([
        'account_disabled',
        'account_enabled',
        'role_changed',
      ]);
      expect(logged.find((e) => e.kind === 'role_changed')).toMatchObject({
        ...by,
        email: manager.email,
        details: { from: 'manager', to: 'staff', sessionsEnded: 1 },
      });
      expect(logged.find((e) => e.kind === 'account_disabled')).toMatchObject({
        ...by,
        details: { sessionsEnded: 1 },
      });
      expect(await eventsFor(pending.id)).toMatchObject([
        { kind: 'staff_approved', ...by, details: { role: 'staff' } },
      ]);
      expect(await eventsFor(refused.id)).toMatchObject([
        { kind: 'staff_refused', ...by, email: refused.email },
      ]);
    });

    it('log nothing when a change is refused: an admin changes no owner and raises nobody to admin', async () => {
      const staff = await signInAs(server, 'staff');
      expect((await patch(owner.id, { disabled: true }, admin.cookie)).status).toBe(403);
      expect((await patch(staff.id, { role: 'admin' }, admin.cookie)).status).toBe(403);
      expect(await eventsFor(owner.id)).toEqual([]);
      expect(await eventsFor(staff.id)).toEqual([]);
    });
  });

  describe('ending all sessions of an account', () => {
    it('signs it out everywhere and logs it, within the role rules', async () => {
      const manager = await signInAs(server, 'manager');
      const second = await signInAgain(manager);
      const res = await endSessions(manager.id, admin.cookie);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ended: 2 });
      expect(await signedIn(manager.cookie)).toBe(false);
      expect(await signedIn(second.cookie)).toBe(false);
      expect(await db().select().from(sessions).where(eq(sessions.userId, manager.id))).toEqual([]);
      expect(await eventsFor(manager.id)).toMatchObject([
        {
          kind: 'sessions_revoked',
          actorId: admin.id,
          actorEmail: admin.email,
          email: manager.email,
          details: { sessions: 2 },
        },
      ]);

      // An admin cannot sign out an owner, nor an equal; nobody does it to themselves here; managers cannot at all.
      const otherAdmin = await signInAs(server, 'admin');
      expect((await endSessions(owner.id, admin.cookie)).status).toBe(403);
      expect((await endSessions(otherAdmin.id, admin.cookie)).status).toBe(403);
      expect((await endSessions(admin.id, admin.cookie)).status).toBe(403);
      const boss = await signInAs(server, 'manager');
      expect((await endSessions(manager.id, boss.cookie)).status).toBe(403);
      expect(await signedIn(owner.cookie)).toBe(true);
      expect(await signedIn(otherAdmin.cookie)).toBe(true);
      const customer = await signInAs(server, 'customer');
      expect((await endSessions(customer.id, owner.cookie)).status).toBe(404);
      expect(await db().select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(1);
      // An owner may end another owner's sessions.
      const coOwner = await signInAs(server, 'owner');
      expect((await endSessions(coOwner.id, owner.cookie)).status).toBe(200);
      expect(await signedIn(coOwner.cookie)).toBe(false);
    });
  });

  describe('sending a password-reset e-mail', () => {
    it('says plainly when the server has no reset e-mail, and logs nothing', async () => {
      const staff = await signInAs(server, 'staff');
      const options = (await server.auth.$context).options.emailAndPassword as {
        sendResetPassword?: unknown;
      };
      const configured = options.sendResetPassword;
      options.sendResetPassword = undefined;
      try {
        const res = await sendReset(staff.id, admin.cookie);
        expect(res.status).toBe(503);
        expect(await codeOf(res)).toBe('password_reset_unavailable');
      } finally {
        options.sendResetPassword = configured;
      }
      expect(await eventsFor(staff.id)).toEqual([]);
    });

    it("sends better-auth's reset link to the account's address, logs who sent it (never the link), within the role rules", async () => {
      const staff = await signInAs(server, 'staff');
      const options = (await server.auth.$context).options.emailAndPassword as {
        sendResetPassword?: unknown;
      };
      const configured = options.sendResetPassword;
      const sent = vi.fn(async (_: { user: { email: string }; url: string; token: string }) => {});
      options.sendResetPassword = sent;
      try {
        const res = await sendReset(staff.id, admin.cookie);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({ sent: true });
        expect(sent).toHaveBeenCalledTimes(1);
        const { user, url, token } = sent.mock.calls[0]![0];
        expect(user.email).toBe(staff.email);
        expect(url).toContain(encodeURIComponent('/admin/reset-password'));
        const logged = await eventsFor(staff.id);
        expect(logged).toMatchObject([
          { kind: 'password_reset_requested', actorId: admin.id, email: staff.email },
        ]);
        expect(JSON.stringify(logged)).not.toContain(token);
        // The account keeps its password and sessions until the link is used.
        expect(await signedIn(staff.cookie)).toBe(true);

        expect((await sendReset(owner.id, admin.cookie)).status).toBe(403);
        expect((await sendReset(admin.id, admin.cookie)).status).toBe(403);
        expect((await sendReset(randomUUID(), admin.cookie)).status).toBe(404);
        expect(sent).toHaveBeenCalledTimes(1);
      } finally {
        options.sendResetPassword = configured;
      }
    });
  });

  describe('linking an account to its employee record', () => {
    it('links, refuses a record linked elsewhere, moves and unlinks', async () => {
      const staff = await signInAs(server, 'staff');
      const other = await signInAs(server, 'staff');
      const record = await anEmployee();
      const next = await anEmployee();
      const res = await link(staff.id, record.id, admin.cookie);
      expect(res.status).toBe(200);
      expect(((await res.json()) as StaffAccount).employee).toEqual({
        id: record.id,
        nameEn: 'Khalid Runner',
        nameAr: 'خالد',
      });

      const taken = await link(other.id, record.id, admin.cookie);
      expect(taken.status).toBe(409);
      expect(await codeOf(taken)).toBe('employee_linked_elsewhere');
      // A new record for the same account: the old one is let go (one record per account).
      expect((await link(staff.id, next.id, admin.cookie)).status).toBe(200);
      const linked = await db()
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.userId, staff.id));
      expect(linked).toEqual([{ id: next.id }]);
      expect((await link(other.id, record.id, admin.cookie)).status).toBe(200);

      const unlinked = await link(staff.id, null, admin.cookie);
      expect(((await unlinked.json()) as StaffAccount).employee).toBeNull();
      expect((await link(staff.id, randomUUID(), admin.cookie)).status).toBe(404);
      expect((await link(randomUUID(), next.id, admin.cookie)).status).toBe(404);
      expect((await link(staff.id, 'not-a-uuid', admin.cookie)).status).toBe(422);
      const manager = await signInAs(server, 'manager');
      expect((await link(staff.id, next.id, manager.cookie)).status).toBe(403);
    });

    it('credits an order nobody is credited with to the linked staff member who moves it along, never over a choice', async () => {
      const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
      const staff = await signInAs(server, 'staff');
      const record = await anEmployee();
      await link(staff.id, record.id, owner.cookie);
      const creditOf = async (id: string) =>
        (await db().select({ e: orders.employeeId }).from(orders).where(eq(orders.id, id)))[0]!.e;
      const edit = (id: string, body: unknown) =>
        callAs(server, `/api/admin/orders/${id}`, { method: 'PATCH', body, cookie: staff.cookie });

      const first = await placeCashOrder(server, menu);
      expect((await edit(first.order.id, { status: 'processing' })).status).toBe(200);
      expect(await creditOf(first.order.id)).toBe(record.id);

      // Cleared on purpose, it stays cleared.
      expect(
        (await edit(first.order.id, { status: 'completed', employeeId: null, unpaidReason: 'pays_later' }))
          .status,
      ).toBe(200);
      expect(await creditOf(first.order.id)).toBeNull();

      // An order already credited to someone keeps them; an inactive record credits nothing.
      const other = await anEmployee();
      const second = await placeCashOrder(server, menu);
      await edit(second.order.id, { employeeId: other.id });
      await openShift(server, staff.cookie); // cash is recorded while a shift is open
      expect((await edit(second.order.id, { paymentStatus: 'paid' })).status).toBe(200);
      expect(await creditOf(second.order.id)).toBe(other.id);
      await db().update(employees).set({ status: 'inactive' }).where(eq(employees.id, record.id));
      const third = await placeCashOrder(server, menu);
      await edit(third.order.id, { status: 'processing' });
      expect(await creditOf(third.order.id)).toBeNull();
    });
  });
});
