import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { securityEvents, users } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import { requestUnlock, SIGN_IN_LIMITS, signInPause } from './sign-in-limits';

/**
 * Issue 19 §3: wrong passwords never lock the rightful owner out. Limits per (account, client)
 * and per client refuse that client only; the account itself is only slowed down.
 */
describeOnEachDatabase('sign-in limits: nobody locks the owner out', (engine) => {
  let server: TestServer;
  /** The slow-down's pauses, recorded instead of slept. */
  let pauses: number[] = [];
  const sleep = signInPause.sleep;
  beforeAll(async () => {
    server = await engine.start({ TRUST_PROXY: '1' });
    signInPause.sleep = async (ms) => void pauses.push(ms);
  });
  afterEach(() => {
    pauses = [];
  });
  afterAll(async () => {
    signInPause.sleep = sleep;
    await server.close();
  });

  const db = () => server.database.db;
  const signIn = (email: string, password: string, ip: string, ua = 'Mozilla/5.0 (test)') =>
    callAs(server, '/api/account/login', { body: { email, password }, ip, ua });
  const eventsOf = (email: string) =>
    db()
      .select({
        kind: securityEvents.kind,
        ip: securityEvents.ip,
        userAgent: securityEvents.userAgent,
        userId: securityEvents.userId,
        details: securityEvents.details,
      })
      .from(securityEvents)
      .where(eq(securityEvents.email, email))
      // A failure and the lock-out it starts can share a millisecond (the embedded engine's clock):
      // then the failure first, as it was written.
      .orderBy(
        asc(securityEvents.createdAt),
        sql`case ${securityEvents.kind} when 'sign_in_failed' then 0 when 'lockout' then 1 else 2 end`,
      );

  it("an attacker's 50 wrong passwords from one address do not stop the owner signing in from theirs", async () => {
    const owner = await signInAs(server, 'owner');
    const answers: number[] = [];
    for (let i = 0; i < 50; i++)
      answers.push((await signIn(owner.email, `guess-${i}-password`, '10.30.0.66')).status);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));
    // The attacker's address is refused even with the right password...
    expect((await signIn(owner.email, owner.password, '10.30.0.66')).status).toBe(429);
    // ...the owner's is not, and is not slowed (5 counted failures are below the slow-down).
    expect((await signIn(owner.email, owner.password, '10.30.0.1')).status).toBe(200);
    expect(pauses).toEqual([]);
  });

  it('the account slows down past 10 failures across addresses, more with each, capped, and never refuses', async () => {
    const owner = await signInAs(server, 'admin');
    const answers: number[] = [];
    // 3 wrong passwords from each of 10 addresses: no pair reaches 5, no address 20.
    for (let client = 1; client <= 10; client++)
      for (let i = 0; i < 3; i++)
        answers.push((await signIn(owner.email, `guess-${i}-password`, `10.31.${client}.1`)).status);
    expect(new Set(answers)).toEqual(new Set([401]));
    const { slowAfter, slowStepMs, slowMaxMs } = SIGN_IN_LIMITS;
    // Attempts 11 to 30 waited 0.5 s more each, up to the cap.
    expect(pauses).toEqual(
      Array.from({ length: 30 - slowAfter }, (_, i) => Math.min(slowMaxMs, (i + 1) * slowStepMs)),
    );
    pauses = [];
    const res = await signIn(owner.email, owner.password, '10.31.99.1');
    expect(res.status).toBe(200);
    expect(pauses).toEqual([slowMaxMs]);
  });

  it('logs sign-ins, failures and the lock-out with address and browser; sets the last sign-in', async () => {
    const who = await signInAs(server, 'staff');
    const [{ lastSignInAt: first }] = (await db()
      .select({ lastSignInAt: users.lastSignInAt })
      .from(users)
      .where(eq(users.id, who.id))) as [{ lastSignInAt: Date | null }];
    expect(first).toBeInstanceOf(Date);
    for (let i = 0; i < 6; i++) await signIn(who.email, `guess-${i}-password`, '10.32.0.7', 'EvilBot/1.0');
    const ok = await signIn(who.email, who.password, '10.32.0.8', 'Firefox/140');
    expect(ok.status).toBe(200);
    const [{ lastSignInAt: later }] = (await db()
      .select({ lastSignInAt: users.lastSignInAt })
      .from(users)
      .where(eq(users.id, who.id))) as [{ lastSignInAt: Date | null }];
    expect(later!.getTime()).toBeGreaterThan(first!.getTime());

    const events = await eventsOf(who.email);
    expect(events.map((e) => e.kind)).toEqual([
      'sign_in',
      ...Array(5).fill('sign_in_failed'),
      'lockout',
      'sign_in',
    ]);
    expect(events[1]).toMatchObject({
      ip: '10.32.0.7',
      userAgent: 'EvilBot/1.0',
      userId: who.id,
      details: { step: 'password' },
    });
    expect(events[6]).toMatchObject({
      ip: '10.32.0.7',
      details: { step: 'password', scope: 'account_client', minutes: 15 },
    });
    expect(events[7]).toMatchObject({ ip: '10.32.0.8', userAgent: 'Firefox/140', userId: who.id });
    // An unknown address is logged too, with no account.
    await signIn('nobody.here@example.com', 'whatever-password', '10.32.0.9');
    expect(await eventsOf('nobody.here@example.com')).toEqual([
      expect.objectContaining({ kind: 'sign_in_failed', userId: null }),
    ]);
    expect(JSON.stringify(events)).not.toContain('guess-');
  });

  it('an unlock (npm run admin -- unlock EMAIL) lets an owner in from an address that was refused', async () => {
    const owner = await signInAs(server, 'owner');
    // Someone on the owner's own network (one shared address) spends its 5 tries.
    for (let i = 0; i < 5; i++) await signIn(owner.email, `guess-${i}-password`, '10.33.0.1');
    await requestUnlock(db(), owner.email);
    expect((await signIn(owner.email, owner.password, '10.33.0.1')).status).toBe(200);
    // Another account's refusal is not lifted by it.
    const other = await signInAs(server, 'owner');
    for (let i = 0; i < 5; i++) await signIn(other.email, `guess-${i}-password`, '10.33.0.2');
    await requestUnlock(db(), owner.email);
    const refused = await signIn(other.email, other.password, '10.33.0.2');
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe('rate_limited');
    expect(
      await db()
        .select()
        .from(securityEvents)
        .where(and(eq(securityEvents.email, other.email), eq(securityEvents.kind, 'lockout'))),
    ).toHaveLength(1);
  });
});
