import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { describeOnEachDatabase } from '../testing/each-database-test-kit';
import { callAs, cookieOf, signInAs } from '../testing/sessions-test-kit';
import type { TestServer } from '../testing/server-test-kit';

/**
 * The heartbeat is 25 s: an open stream says nothing for that long, an ended one is done at once.
 * An ending is waited for this long; a stream that should stay open is watched for 1.5 s.
 */
const STILL_OPEN_AFTER_MS = 5_000;

describeOnEachDatabase("a staff member's live stream ends when their session does", (engine) => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await engine.start();
    owner = (await signInAs(server, 'owner')).cookie;
  });
  afterAll(() => server.close());

  /** Opens a staff stream with this cookie; `ended()` says whether it ended within STILL_OPEN_AFTER_MS. */
  async function openStream(cookie: string, p = '/api/admin/orders/events') {
    const res = await server.request(p, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    expect(decoder.decode((await reader.read()).value)).toContain('event: ready');
    let text = '';
    return {
      received: () => text,
      async ended(waitMs = STILL_OPEN_AFTER_MS): Promise<boolean> {
        const deadline = Date.now() + waitMs;
        for (;;) {
          const timeout = new Promise<'open'>((r) =>
            setTimeout(() => r('open'), Math.max(0, deadline - Date.now())),
          );
          const next = await Promise.race([reader.read(), timeout]);
          if (next === 'open') {
            await reader.cancel();
            return false;
          }
          if (next.done) return true;
          text += decoder.decode(next.value);
        }
      },
    };
  }

  const signIn = async (email: string, password: string) =>
    cookieOf(await callAs(server, '/api/account/login', { body: { email, password } }));

  it('disabling the account ends its open streams (board and notifications), and they cannot reopen', async () => {
    const manager = await signInAs(server, 'manager');
    const board = await openStream(manager.cookie);
    const notifications = await openStream(manager.cookie, '/api/admin/notifications/events');
    const res = await callAs(server, `/api/admin/staff/${manager.id}`, {
      method: 'PATCH',
      body: { disabled: true },
      cookie: owner,
    });
    expect(res.status).toBe(200);
    expect(await board.ended()).toBe(true);
    expect(await notifications.ended()).toBe(true);
    expect(
      (await server.request('/api/admin/orders/events', { headers: { Cookie: manager.cookie } })).status,
    ).toBe(401);
  });

  it('a change of role ends it', async () => {
    const manager = await signInAs(server, 'manager');
    const board = await openStream(manager.cookie);
    expect(
      (
        await callAs(server, `/api/admin/staff/${manager.id}`, {
          method: 'PATCH',
          body: { role: 'staff' },
          cookie: owner,
        })
      ).status,
    ).toBe(200);
    expect(await board.ended()).toBe(true);
  });

  it('signing out ends it; a stream of another session of the same account stays open', async () => {
    const manager = await signInAs(server, 'manager');
    const other = await signIn(manager.email, manager.password);
    const board = await openStream(manager.cookie);
    const otherBoard = await openStream(other);
    expect(
      (await callAs(server, '/api/account/logout', { method: 'POST', cookie: manager.cookie })).status,
    ).toBe(204);
    expect(await board.ended()).toBe(true);
    expect(await otherBoard.ended(1500)).toBe(false);
  });

  it('a password change ends the streams of the other sessions (they are signed out)', async () => {
    const manager = await signInAs(server, 'manager');
    const laptop = await signIn(manager.email, manager.password);
    const board = await openStream(laptop);
    const res = await callAs(server, '/api/account/password', {
      cookie: manager.cookie,
      body: {
        currentPassword: manager.password,
        newPassword: 'fresh-juice-pass-2027',
        confirmPassword: 'fresh-juice-pass-2027',
      },
    });
    expect(res.status).toBe(204);
    expect(await board.ended()).toBe(true);
  });

  it('a session that expires ends it; an unrelated change of another account does not', async () => {
    const manager = await signInAs(server, 'manager');
    const bystander = await signInAs(server, 'manager');
    const board = await openStream(manager.cookie);
    const bystanderBoard = await openStream(bystander.cookie);
    await server.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, manager.id));
    expect(await board.ended()).toBe(true);
    expect(await bystanderBoard.ended(1500)).toBe(false);
    expect(bystanderBoard.received()).not.toContain('event:');
  });
});
