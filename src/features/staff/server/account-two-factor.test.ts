import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents, sessions, users } from '@/server/db/schema';
import { codeOf } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { awayFromStepEdge, totp } from '../../../../e2e/totp';
import { signInPause } from '@/features/accounts/server';
import { applyCookies, call, freshStaff, login } from './account-test-kit';

let server: TestServer;
// The account's slow-down pauses are recorded, not slept (sign-in-limits.test.ts covers them).
const sleep = signInPause.sleep;
beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: '1' });
  signInPause.sleep = async () => {};
});
afterAll(async () => {
  signInPause.sleep = sleep;
  await server.close();
});

/** A fresh staff member with two-factor sign-in turned on: their secret, backup codes, cookie. */
async function enrolled(role: 'staff' | 'owner' = 'staff') {
  const me = await freshStaff(server, role);
  const res = await call(server, '/api/admin/account/two-factor', {
    cookie: me.cookie,
    body: { password: me.password },
  });
  expect(res.status).toBe(200);
  const { secret, backupCodes, totpURI } = (await res.json()) as {
    secret: string;
    backupCodes: string[];
    totpURI: string;
  };
  // the previous step's code turns two steps old (refused) if a step ends on the way
  await awayFromStepEdge();
  const confirm = await call(server, '/api/admin/account/two-factor/confirm', {
    cookie: me.cookie,
    // The app's previous code: each code is accepted once, and the sign-ins below use later ones.
    body: { code: totp(secret, { stepOffset: -1 }) },
  });
  expect(confirm.status).toBe(204);
  return { ...me, secret, backupCodes, totpURI, cookie: applyCookies(me.cookie, confirm) };
}

/** Signs in with the password (first step) from its own client address; answers the challenge cookie. */
async function firstStep(who: { email: string; password: string }, ip = '10.7.1.1') {
  const { res, cookie } = await login(server, who.email, who.password, { ip });
  expect(res.status).toBe(202);
  expect(await res.json()).toEqual({ twoFactorRequired: true });
  return cookie;
}

const secondStep = (cookie: string, code: string, ip = '10.7.1.1') =>
  call(server, '/api/account/login/two-factor', { cookie, body: { code }, ip });

describe('two-factor enrolment', () => {
  it('asks for the password, shows the secret and backup codes once, and is on only after a right code', async () => {
    const me = await freshStaff(server);
    const wrong = await call(server, '/api/admin/account/two-factor', {
      cookie: me.cookie,
      body: { password: 'not-my-password' },
    });
    expect(await codeOf(wrong)).toBe('wrong_password');

    const res = await call(server, '/api/admin/account/two-factor', {
      cookie: me.cookie,
      body: { password: me.password },
    });
    const { totpURI, secret, backupCodes } = await res.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Aseer:/);
    expect(new URL(totpURI).searchParams.get('secret')).toBe(secret);
    expect(backupCodes).toHaveLength(10);
    // Not on yet: a password alone still signs in.
    expect((await login(server, me.email, me.password)).res.status).toBe(200);

    const bad = await call(server, '/api/admin/account/two-factor/confirm', {
      cookie: me.cookie,
      body: { code: '000000' === totp(secret) ? '111111' : '000000' },
    });
    expect(await codeOf(bad)).toBe('invalid_code');
    expect(
      (
        await call(server, '/api/admin/account/two-factor/confirm', {
          cookie: me.cookie,
          body: { code: '12ab56' },
        })
      ).status,
    ).toBe(422);

    const ok = await call(server, '/api/admin/account/two-factor/confirm', {
      cookie: me.cookie,
      body: { code: totp(secret) },
    });
    expect(ok.status).toBe(204);
    const cookie = applyCookies(me.cookie, ok);
    expect((await (await call(server, '/api/admin/account', { cookie })).json()).twoFactorEnabled).toBe(true);
    const again = await call(server, '/api/admin/account/two-factor', {
      cookie,
      body: { password: me.password },
    });
    expect(await codeOf(again)).toBe('two_factor_already_enabled');
  });
  it('counts wrong passwords and codes of every step together: 5 in 15 minutes, then 429 even for the right one', async () => {
    const me = await freshStaff(server);
    const post = (p: string, body: object) =>
      call(server, `/api/admin/account${p}`, { cookie: me.cookie, body });
    expect(await codeOf(await post('/two-factor', { password: 'wrong-1' }))).toBe('wrong_password');
    const { secret } = await (await post('/two-factor', { password: me.password })).json();
    expect(await codeOf(await post('/two-factor/confirm', { code: totp(secret, { stepOffset: 6 }) }))).toBe(
      'invalid_code',
    );
    expect(await codeOf(await post('/two-factor/disable', { password: 'wrong-2' }))).toBe('wrong_password');
    expect(await codeOf(await post('/delete', { password: 'wrong-3' }))).toBe('wrong_password');
    expect(await codeOf(await post('/delete', { password: 'wrong-4' }))).toBe('wrong_password');
    const blocked = await post('/two-factor/confirm', { code: totp(secret) });
    expect(blocked.status).toBe(429);
    expect(await codeOf(blocked)).toBe('rate_limited');
    expect((await post('/delete', { password: me.password })).status).toBe(429);
    expect((await call(server, '/api/admin/account', { cookie: me.cookie })).status).toBe(200);
  });

  it('refuses over-long or hostile passwords and codes with 422', async () => {
    const me = await freshStaff(server);
    const post = (p: string, body: object) =>
      call(server, `/api/admin/account${p}`, { cookie: me.cookie, body });
    for (const p of ['/two-factor', '/two-factor/disable', '/delete']) {
      for (const body of [{}, { password: '' }, { password: 'x'.repeat(129) }, { password: 42 }]) {
        expect((await post(p, body)).status, `${p} ${JSON.stringify(body)}`).toBe(422);
      }
    }
    for (const code of ['', '12345', '1234567', '12\u00003456', 'x'.repeat(300)]) {
      expect((await post('/two-factor/confirm', { code })).status, code).toBe(422);
    }
  });
});

describe('two-factor sign-in', () => {
  it('gives no session for the password alone; the right code signs in', async () => {
    const me = await enrolled();
    const challenge = await firstStep(me);
    expect((await call(server, '/api/admin/me', { cookie: challenge })).status).toBe(401);
    expect((await call(server, '/api/account', { cookie: challenge })).status).toBe(401);

    const wrong = await secondStep(challenge, totp(me.secret, { stepOffset: 5 }));
    expect(wrong.status).toBe(401);
    const body = await wrong.json();
    expect(body.error).toMatchObject({
      code: 'invalid_code',
      message_en: 'Invalid code',
      message_ar: 'الرمز غير صحيح',
    });

    const ok = await secondStep(challenge, totp(me.secret));
    expect(ok.status).toBe(200);
    expect((await ok.json()).email).toBe(me.email);
    const session = applyCookies(challenge, ok);
    expect((await call(server, '/api/admin/me', { cookie: session })).status).toBe(200);
    // The challenge is spent: it cannot mint a second session.
    expect(await codeOf(await secondStep(challenge, totp(me.secret)))).toBe('two_factor_expired');

    // The security log: the password step alone is no sign-in; the wrong code and the sign-in at
    // the code step are there (after the sign-in that enrolled), with the address and the step.
    const log = await server.database.db
      .select({ kind: securityEvents.kind, ip: securityEvents.ip, details: securityEvents.details })
      .from(securityEvents)
      .where(eq(securityEvents.userId, me.id))
      .orderBy(asc(securityEvents.createdAt), asc(securityEvents.id))
      .then((rows) => rows.filter((e) => e.kind.startsWith('sign_in')));
    expect(log.map((e) => e.kind)).toEqual(['sign_in', 'sign_in_failed', 'sign_in']);
    expect(log[1]).toMatchObject({ ip: '10.7.1.1', details: { step: 'code' } });
    const [{ at }] = (await server.database.db
      .select({ at: users.lastSignInAt })
      .from(users)
      .where(eq(users.id, me.id))) as [{ at: Date }];
    expect(at.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a disabled account that passes the code step is refused and left with no session', async () => {
    const me = await enrolled();
    await server.database.db.update(users).set({ disabled: true }).where(eq(users.id, me.id));
    const res = await secondStep(await firstStep(me), totp(me.secret));
    expect(res.status).toBe(403);
    expect(await codeOf(res)).toBe('account_disabled');
    const [left] = await server.database.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, me.id));
    expect(left!.n).toBe(0);
  });

  it('accepts a backup code once', async () => {
    const me = await enrolled();
    const first = await secondStep(await firstStep(me), me.backupCodes[0]!);
    expect(first.status).toBe(200);
    const reused = await secondStep(await firstStep(me), me.backupCodes[0]!);
    expect(await codeOf(reused)).toBe('invalid_code');
    expect((await secondStep(await firstStep(me), me.backupCodes[1]!)).status).toBe(200);
  });

  it('needs the challenge of the first step, and refuses malformed codes with 422', async () => {
    const me = await enrolled();
    expect(await codeOf(await secondStep('', totp(me.secret)))).toBe('two_factor_expired');
    const challenge = await firstStep(me);
    for (const code of ['', '12345', '1234567', 'x'.repeat(500), '12\u00003456', "' OR 1=1 --"]) {
      expect((await secondStep(challenge, code)).status, code).toBe(422);
    }
  });

  it('limits wrong codes: 5 end a challenge; 5 for the account from one client refuse that client only; never locked for the owner', async () => {
    const me = await enrolled();
    const wrongCode = totp(me.secret, { stepOffset: 7 });
    let challenge = await firstStep(me, '10.7.2.1');
    for (let i = 0; i < 5; i++)
      expect(await codeOf(await secondStep(challenge, wrongCode, '10.7.2.1'))).toBe('invalid_code');
    // The challenge is spent (whoever holds it), and that client has spent its 5 codes for the
    // account: refused, with a fresh challenge too.
    expect(await codeOf(await secondStep(challenge, totp(me.secret), '10.7.2.5'))).toBe('two_factor_expired');
    challenge = await firstStep(me, '10.7.2.1');
    const refused = await secondStep(challenge, totp(me.secret), '10.7.2.1');
    expect(refused.status).toBe(429);
    expect(await codeOf(refused)).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);

    // Someone holding the password spends 10 more wrong codes from other addresses (better-auth's
    // account-wide lock would have shut the second step for 15 minutes): the owner still gets in.
    for (const ip of ['10.7.2.2', '10.7.2.3']) {
      challenge = await firstStep(me, ip);
      for (let i = 0; i < 5; i++)
        expect(await codeOf(await secondStep(challenge, wrongCode, ip))).toBe('invalid_code');
    }
    challenge = await firstStep(me, '10.7.2.9');
    expect((await secondStep(challenge, totp(me.secret), '10.7.2.9')).status).toBe(200);
  });

  it('limits wrong codes per client address across accounts, as wrong passwords are (429 with Retry-After)', async () => {
    const ip = '10.7.3.1';
    let wrong = 0;
    let last: Response | undefined;
    for (let round = 0; round < 5 && last?.status !== 429; round++) {
      const someone = await enrolled();
      const first = await login(server, someone.email, someone.password, { ip });
      if (first.res.status === 429) {
        last = first.res;
        break;
      }
      for (let i = 0; i < 5; i++) {
        last = await secondStep(first.cookie, totp(someone.secret, { stepOffset: 9 }), ip);
        if (last.status === 429) break;
        wrong++;
      }
    }
    expect(wrong).toBe(20);
    expect(last!.status).toBe(429);
    expect(await codeOf(last!)).toBe('rate_limited');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('turns off with the password: the password alone signs in again', async () => {
    const me = await enrolled();
    const wrong = await call(server, '/api/admin/account/two-factor/disable', {
      cookie: me.cookie,
      body: { password: 'wrong-password' },
    });
    expect(await codeOf(wrong)).toBe('wrong_password');
    const off = await call(server, '/api/admin/account/two-factor/disable', {
      cookie: me.cookie,
      body: { password: me.password },
    });
    expect(off.status).toBe(204);
    expect((await call(server, '/api/admin/account', { cookie: applyCookies(me.cookie, off) })).status).toBe(
      200,
    );
    expect((await login(server, me.email, me.password)).res.status).toBe(200);
  });
});
