import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '@/server/db/schema';
import { loadEnv } from '@/server/env';
import { createLogger } from '@/server/lib/logger';
import { startServices } from '@/server/shell/start';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { ensureOwner, OwnerConflictError, setStaffAccess } from './staff.service';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const userByEmail = async (email: string) =>
  (await server.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('staff sign-up', () => {
  it('creates a pending account with no customer record; a body cannot choose the role', async () => {
    const email = `new.staff.${Date.now()}@example.com`;
    const res = await callAs(server, '/api/staff/signup', {
      body: {
        name: 'Hamdan',
        email,
        password: 'juice-team-1',
        confirmPassword: 'juice-team-1',
        role: 'owner',
      },
    });
    expect(res.status).toBe(201);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ role: 'pending', emailVerified: false, disabled: false });
    expect(await server.database.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
  });

  it('never lets a customer sign-up set a role', async () => {
    const email = `sneaky.${Date.now()}@example.com`;
    const res = await callAs(server, '/api/account/signup', {
      body: {
        name: 'Sneaky',
        email,
        password: 'juice-team-1',
        confirmPassword: 'juice-team-1',
        role: 'owner',
        disabled: false,
      },
    });
    expect(res.status).toBe(201);
    expect((await userByEmail(email))?.role).toBe('customer');
  });
});

describe('the owner account', () => {
  it('is created verified from ADMIN_EMAIL, kept on later starts, and never taken from a customer', async () => {
    const email = `boss.${Date.now()}@example.com`;
    const deps = { auth: server.auth, db: server.database.db };
    expect(await ensureOwner(deps, email, 'owner-pass-1')).toBe('created');
    expect(await userByEmail(email)).toMatchObject({ role: 'owner', emailVerified: true });
    expect(await ensureOwner(deps, email, 'another-pass')).toBe('unchanged');
    const customer = await signInAs(server, 'customer');
    await expect(ensureOwner(deps, customer.email, 'owner-pass-1')).rejects.toBeInstanceOf(
      OwnerConflictError,
    );
    expect((await userByEmail(customer.email))?.role).toBe('customer');
  });

  it('a server whose ADMIN_EMAIL is a customer refuses to start, with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-owner-'));
    const env = (extra: Record<string, string> = {}) =>
      loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...extra });
    try {
      const first = await startServices(env(), createLogger('silent'), { seed: false });
      await first.auth.api.signUpEmail({
        body: { name: 'Customer', email: 'shopper@example.com', password: 'shopper-pass-1' },
      });
      await first.close();
      await expect(
        startServices(
          env({ ADMIN_EMAIL: 'shopper@example.com', ADMIN_PASSWORD: 'owner-pass-1' }),
          createLogger('silent'),
          { seed: false },
        ),
      ).rejects.toThrow(/already belongs to a customer account/);
      // The lock was released: the directory can be opened again.
      const again = await startServices(env(), createLogger('silent'), { seed: false });
      await again.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('changing a staff member', () => {
  it('an admin approves a pending sign-up; the approval ends its session and the new role applies at once', async () => {
    const admin = await signInAs(server, 'admin');
    const pending = await signInAs(server, 'pending');
    expect((await callAs(server, '/api/admin/me', { cookie: pending.cookie })).status).toBe(403);
    const res = await callAs(server, `/api/admin/staff/${pending.id}`, {
      method: 'PATCH',
      body: { role: 'staff' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect((await callAs(server, '/api/admin/me', { cookie: pending.cookie })).status).toBe(401);
    const list = (await (await callAs(server, '/api/admin/staff', { cookie: admin.cookie })).json()) as {
      id: string;
      role: string;
    }[];
    expect(list.find((s) => s.id === pending.id)?.role).toBe('staff');
  });

  it('disabling ends the sessions and refuses the next sign-in', async () => {
    const owner = await signInAs(server, 'owner');
    const manager = await signInAs(server, 'manager');
    const res = await callAs(server, `/api/admin/staff/${manager.id}`, {
      method: 'PATCH',
      body: { disabled: true },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect((await callAs(server, '/api/admin/me', { cookie: manager.cookie })).status).toBe(401);
    const login = await callAs(server, '/api/account/login', {
      body: { email: manager.email, password: manager.password },
    });
    expect(login.status).toBe(403);
    expect(await codeOf(login)).toBe('account_disabled');
    expect(
      login.headers
        .getSetCookie()
        .some((c) => c.startsWith('better-auth.session_token=') && !c.includes('Max-Age=0')),
    ).toBe(false);
  });

  it('nobody hands out a role above their own, changes their equals or themselves, or removes the last owner', async () => {
    const admin = await signInAs(server, 'admin');
    const otherAdmin = await signInAs(server, 'admin');
    const staff = await signInAs(server, 'staff');
    const patch = (id: string, body: object, cookie = admin.cookie) =>
      callAs(server, `/api/admin/staff/${id}`, { method: 'PATCH', body, cookie });
    expect((await patch(staff.id, { role: 'admin' })).status).toBe(403);
    expect((await patch(staff.id, { role: 'owner' })).status).toBe(403);
    expect((await patch(otherAdmin.id, { disabled: true })).status).toBe(403);
    expect((await patch(admin.id, { role: 'manager' })).status).toBe(403);
    expect((await patch(staff.id, { role: 'manager' })).status).toBe(200);
    // Managers cannot manage staff at all.
    const manager = await signInAs(server, 'manager');
    expect((await patch(staff.id, { role: 'staff' }, manager.cookie)).status).toBe(403);

    // Owners change other owners (never themselves), so an enabled owner always remains.
    const owner = await signInAs(server, 'owner');
    const coOwner = await signInAs(server, 'owner');
    expect((await patch(owner.id, { role: 'admin' }, owner.cookie)).status).toBe(403);
    expect((await patch(coOwner.id, { role: 'admin' }, owner.cookie)).status).toBe(200);
    expect((await patch(owner.id, { disabled: true }, coOwner.cookie)).status).toBe(401); // demoted: its session ended
  });
});

describe('the last owner', () => {
  it('stays when two owners demote each other at the same moment', async () => {
    const db = server.database.db;
    await db.update(users).set({ disabled: true }).where(eq(users.role, 'owner'));
    const a = await signInAs(server, 'owner');
    const b = await signInAs(server, 'owner');
    // Both pass the guard before either change lands (the service, called as the routes do).
    const actor = (u: { id: string; email: string }) => ({
      id: u.id,
      email: u.email,
      name: 'owner',
      role: 'owner' as const,
    });
    const results = await Promise.allSettled([
      setStaffAccess(db, actor(a), b.id, { role: 'admin' }),
      setStaffAccess(db, actor(b), a.id, { role: 'admin' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      code: 'forbidden',
      status: 403,
    });
    const owners = await db.select().from(users).where(eq(users.role, 'owner'));
    expect(owners.filter((o) => !o.disabled)).toHaveLength(1);
  });
});

describe('GET /api/staff/session', () => {
  it('answers 200 with the staff member, or with the refusal /api/admin would give', async () => {
    const read = async (cookie?: string) =>
      (await (await callAs(server, '/api/staff/session', { cookie })).json()) as {
        me: { role: string } | null;
        refusal: { status: number; error: { code: string } } | null;
      };
    expect(await read()).toMatchObject({
      me: null,
      refusal: { status: 401, error: { code: 'unauthorized' } },
    });
    expect(await read((await signInAs(server, 'customer')).cookie)).toMatchObject({
      me: null,
      refusal: { status: 403, error: { code: 'forbidden' } },
    });
    expect(await read((await signInAs(server, 'pending')).cookie)).toMatchObject({
      me: null,
      refusal: { status: 403, error: { code: 'staff_pending' } },
    });
    const manager = await read((await signInAs(server, 'manager')).cookie);
    expect(manager).toMatchObject({ me: { role: 'manager' }, refusal: null });
  });
});
