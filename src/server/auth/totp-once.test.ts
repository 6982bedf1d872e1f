import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCookies, freshStaff, login } from '@/features/staff/server/account-test-kit';
import { callAs, codeOf } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { totp } from '../../../e2e/totp';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server.close());

/** A manager with two-factor sign-in on: the base32 secret and the code that confirmed it. */
async function enrolled() {
  const me = await freshStaff(server, 'manager');
  const enrol = await callAs(server, '/api/admin/account/two-factor', {
    cookie: me.cookie,
    body: { password: me.password },
  });
  const { secret } = (await enrol.json()) as { secret: string };
  const code = totp(secret);
  const confirm = await callAs(server, '/api/admin/account/two-factor/confirm', {
    cookie: me.cookie,
    body: { code },
  });
  expect(confirm.status).toBe(204);
  return { ...me, secret, code, cookie: applyCookies(me.cookie, confirm) };
}

/** The password step, then `code` at the code step (each from its own client address). */
let clients = 0;
async function signInWith(email: string, password: string, code: string) {
  const ip = `10.36.${++clients}.1`;
  const first = await login(server, email, password, { ip });
  expect(first.res.status).toBe(202);
  return callAs(server, '/api/account/login/two-factor', { cookie: first.cookie, body: { code }, ip });
}

describe('an authenticator code is accepted once per account', () => {
  it('the same code twice: the second sign-in is refused, even within its 30 s window', async () => {
    const me = await enrolled();
    // Not the enrolment's code: one step on (the app's next code, still inside the accepted window).
    const code = totp(me.secret, { stepOffset: 1 });
    expect((await signInWith(me.email, me.password, code)).status).toBe(200);
    const again = await signInWith(me.email, me.password, code);
    expect(again.status).toBe(401);
    expect(await codeOf(again)).toBe('invalid_code');
  });

  it('the code that confirmed the enrolment does not sign in', async () => {
    const me = await enrolled();
    const reused = await signInWith(me.email, me.password, me.code);
    expect(reused.status).toBe(401);
    expect(await codeOf(reused)).toBe('invalid_code');
  });

  it('an earlier code than the one last used is refused too', async () => {
    const me = await enrolled();
    expect((await signInWith(me.email, me.password, totp(me.secret, { stepOffset: 1 }))).status).toBe(200);
    const older = await signInWith(me.email, me.password, totp(me.secret, { stepOffset: -1 }));
    expect(older.status).toBe(401);
  });
});
