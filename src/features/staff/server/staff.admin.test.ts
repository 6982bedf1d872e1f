import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const refuse = (id: string, cookie?: string) =>
  callAs(server, `/api/admin/staff/${id}`, { method: 'DELETE', cookie });
const rowsOf = async (id: string) => ({
  users: await server.database.db.select().from(users).where(eq(users.id, id)),
  passwords: await server.database.db.select().from(accounts).where(eq(accounts.userId, id)),
});

describe('refusing a staff sign-up', () => {
  it('removes the pending account with its password, so the address can sign up again', async () => {
    const admin = await signInAs(server, 'admin');
    const pending = await signInAs(server, 'pending');
    const res = await refuse(pending.id, admin.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ refused: true });
    expect(await rowsOf(pending.id)).toEqual({ users: [], passwords: [] });
    // Gone: a second refusal says so.
    expect(await codeOf(await refuse(pending.id, admin.cookie))).toBe('staff_signup_not_found');
    const again = await callAs(server, '/api/staff/signup', {
      body: {
        name: 'Hamdan',
        email: pending.email,
        password: 'juice-team-1',
        confirmPassword: 'juice-team-1',
      },
    });
    expect(again.status).toBe(201);
  });

  it('never removes an approved staff account, and is refused to those who cannot manage staff', async () => {
    const owner = await signInAs(server, 'owner');
    const manager = await signInAs(server, 'manager');
    const staff = await signInAs(server, 'staff');
    const res = await refuse(staff.id, owner.cookie);
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe('staff_signup_not_found');
    expect((await rowsOf(staff.id)).users).toHaveLength(1);
    expect((await refuse(manager.id, owner.cookie)).status).toBe(404);

    const target = (await signInAs(server, 'pending')).id;
    expect((await refuse(target, manager.cookie)).status).toBe(403);
    expect((await refuse(target)).status).toBe(401);
    expect((await rowsOf(target)).users).toHaveLength(1);
    expect((await refuse('x'.repeat(101), owner.cookie)).status).toBe(422);
    expect((await refuse('a%00b', owner.cookie)).status).toBe(422);
    expect((await refuse('%E2%80%AE', owner.cookie)).status).toBe(404);
  });
});
