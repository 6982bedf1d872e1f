import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, users } from '@/server/db/schema';
import { callAs, cookieOf } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { SIGN_UP_LIMIT } from './account.routes';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ TRUST_PROXY: '1' }); // the calls below speak from several addresses
});
afterAll(() => server.close());

const ORIGIN = 'http://localhost:3000';
type ErrorBody = {
  error: {
    code: string;
    message_en: string;
    message_ar: string;
    details?: { path: string; message: string }[];
  };
};

/** A browser-like call from a client address (10.1.0.1 unless told). */
const call = (p: string, opts: Parameters<typeof callAs>[2] = {}) =>
  callAs(server, p, { ...opts, ip: opts.ip ?? '10.1.0.1' });

/** The newest verification link e-mailed to `email`, from the outbox (once the worker sent it). */
async function verificationLink(email: string): Promise<string> {
  await server.drainMail();
  const dir = path.join(server.dataDir, 'outbox');
  const files = fs.readdirSync(dir).sort().reverse();
  for (const f of files) {
    const raw = fs.readFileSync(path.join(dir, f), 'utf8');
    if (!raw.toLowerCase().includes(`to: ${email}`)) continue;
    const link = raw.replace(/=\r?\n/g, '').match(/https?:\/\/\S+verify-email\?token=[^\s"<]+/)?.[0];
    if (link) return link.replace(/=3D/g, '=').replace(/&amp;/g, '&');
  }
  throw new Error(`no verification mail to ${email}`);
}

const PASSWORD = 'fresh-mango-1';
let n = 0;
const newEmail = () => `customer${++n}.${Date.now()}@example.com`;

let signUps = 0;
async function signUp(email: string, password = PASSWORD) {
  // Each from its own address: sign-ups are limited per address (tested on its own below).
  const res = await call('/api/account/signup', {
    body: { name: 'Mariam', email, password, confirmPassword: password, locale: 'ar' },
    ip: `10.9.${++signUps}.1`,
  });
  expect(res.status).toBe(201);
}

async function verify(email: string) {
  const link = new URL(await verificationLink(email));
  const res = await server.request(link.pathname + link.search);
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/login?verified=1');
}

async function signIn(email: string, password = PASSWORD, ip?: string) {
  return call('/api/account/login', { body: { email, password }, ip });
}

async function verifiedSession(email = newEmail()) {
  await signUp(email);
  await verify(email);
  const res = await signIn(email);
  expect(res.status).toBe(200);
  return { email, cookie: cookieOf(res) };
}

describe('sign-up and verification', () => {
  it('creates an account, e-mails a verification link and refuses sign-in until it is followed', async () => {
    const email = newEmail();
    await signUp(email.toUpperCase());
    const link = await verificationLink(email);
    expect(link).toMatch(/\/api\/auth\/verify-email\?token=.+&callbackURL=%2Flogin%3Fverified%3D1/);

    const early = await signIn(email);
    expect(early.status).toBe(403);
    expect(((await early.json()) as ErrorBody).error.code).toBe('email_not_verified');
    expect(early.headers.getSetCookie()).toEqual([]);

    await verify(email);
    const res = await signIn(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      email,
      name: 'Mariam',
      phone: null,
      plate: null,
      carPlate: null,
      notifyReady: false,
      emailVerified: true,
    });
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);

    const [customer] = await server.database.db.select().from(customers).where(eq(customers.email, email));
    expect(customer?.userId).toBeTruthy();
  });

  it('sends nothing when an unverified account signs in; a new link is asked for on purpose', async () => {
    const email = newEmail();
    await signUp(email);
    await server.drainMail();
    const before = fs.readdirSync(path.join(server.dataDir, 'outbox')).length;
    expect((await signIn(email)).status).toBe(403);
    await server.drainMail();
    expect(fs.readdirSync(path.join(server.dataDir, 'outbox')).length).toBe(before);
    // "Send the confirmation e-mail again" (recovery.routes.test.ts tests its limits).
    expect((await call('/api/account/verification/resend', { body: { email } })).status).toBe(202);
    await server.drainMail();
    expect(fs.readdirSync(path.join(server.dataDir, 'outbox')).length).toBe(before + 1);
  });

  it('redirects a bad verification link back to the login page with an error', async () => {
    const res = await server.request(
      '/api/auth/verify-email?token=nonsense&callbackURL=%2Flogin%3Fverified%3D1',
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/login\?verified=1&error=/);
  });

  it('answers a sign-up with a taken address exactly as a new one, creates nothing and tells the owner (once an hour)', async () => {
    const email = newEmail();
    await signUp(email);
    await verify(email);
    const db = server.database.db;
    const outbox = (to: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(eq(sql`lower(${mailOutbox.toAddress})`, to));
    const [before] = await db.select({ n: count() }).from(users);
    const mailsBefore = (await outbox(email)).length;

    const attempt = (address: string, ip: string) =>
      call('/api/account/signup', {
        body: { name: 'Other', email: address, password: PASSWORD, confirmPassword: PASSWORD, locale: 'en' },
        ip,
      });
    const taken = await attempt(email.toUpperCase(), '10.9.200.1');
    const fresh = await attempt(newEmail(), '10.9.200.2');
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(201);
    expect(await taken.json()).toEqual(await fresh.json());

    // Nothing created for the taken address (one account: the fresh sign-up's).
    const [after] = await db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n + 1);
    const notices = (await outbox(email)).filter((m) => m.kind === 'sign_up_attempt');
    expect(notices).toHaveLength(1);
    expect((await outbox(email)).length - mailsBefore).toBe(1);
    expect(notices[0]!.subject).toBe(
      'Someone tried to sign up at Aseer with your email | محاولة تسجيل ببريدك الإلكتروني في «عصير»',
    );
    expect(notices[0]!.textBody).toContain('http://localhost:3000/login');
    expect(notices[0]!.textBody).toContain('http://localhost:3000/reset-password');
    expect(notices[0]!.textBody).toContain('لديك حساب بهذا البريد بالفعل');

    // Again from elsewhere: the same answer, but no second notice within the hour.
    const again = await attempt(email, '10.9.200.3');
    expect(again.status).toBe(201);
    expect((await outbox(email)).filter((m) => m.kind === 'sign_up_attempt')).toHaveLength(1);
    // A weak password is refused the same way for a taken address as for a new one.
    const weak = await call('/api/account/signup', {
      body: { name: 'Other', email, password: email, confirmPassword: email },
      ip: '10.9.200.4',
    });
    expect(weak.status).toBe(422);
  });

  it('the confirmation e-mail says when and from where the sign-up came, and what to do if it was not them', async () => {
    const email = newEmail();
    const res = await call('/api/account/signup', {
      body: { name: 'Mariam', email, password: PASSWORD, confirmPassword: PASSWORD, locale: 'en' },
      ip: '10.9.201.7',
      ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    });
    expect(res.status).toBe(201);
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'verification')));
    // The page's language first now that sign-up's language reaches the e-mail.
    expect(mail!.subject.startsWith('Confirm your email at Aseer')).toBe(true);
    expect(mail!.textBody).toMatch(
      /This sign-up was made on .+ from Chrome on Android, IP address 10\.9\.201\.7\./,
    );
    expect(mail!.textBody).toContain('If you did not sign up, ignore this email and do not open the link');
    expect(mail!.textBody).toContain('باستخدام');
    expect(mail!.textBody).toContain('10.9.201.7');
  });

  it('validates the fields with the shared schema', async () => {
    const short = await call('/api/account/signup', {
      body: { name: 'A', email: newEmail(), password: 'short', confirmPassword: 'short' },
    });
    expect(short.status).toBe(422);
    expect(((await short.json()) as ErrorBody).error.details).toContainEqual(
      expect.objectContaining({ path: 'password', message: 'validation.passwordMin' }),
    );

    const mismatch = await call('/api/account/signup', {
      body: { name: 'A', email: newEmail(), password: PASSWORD, confirmPassword: `${PASSWORD}x` },
    });
    expect(mismatch.status).toBe(422);
    const body = (await mismatch.json()) as ErrorBody;
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details).toContainEqual(
      expect.objectContaining({ path: 'confirmPassword', message: 'validation.passwordsMismatch' }),
    );

    const missing = await call('/api/account/signup', { body: { email: 'nope' } });
    expect(missing.status).toBe(422);
    const paths = ((await missing.json()) as ErrorBody).error.details!.map((d) => d.path).sort();
    expect(paths).toEqual(['confirmPassword', 'email', 'name', 'password']);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await server.request('/api/account/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
  });

  it('limits sign-ups per address to 10 in 10 minutes; the refused one creates nothing', async () => {
    const from = (email: string, ip: string) =>
      call('/api/account/signup', {
        body: { name: 'Bulk', email, password: PASSWORD, confirmPassword: PASSWORD },
        ip,
      });
    for (let i = 0; i < SIGN_UP_LIMIT.perClient; i++)
      expect((await from(newEmail(), '10.8.0.1')).status).toBe(201);
    const refusedEmail = newEmail();
    const refused = await from(refusedEmail, '10.8.0.1');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('rate_limited');
    // Nothing was written for it: the same address is free to sign up from elsewhere.
    expect((await from(refusedEmail, '10.8.0.2')).status).toBe(201);
  });
});

describe('sign-in', () => {
  it('answers 401 invalid_credentials for a wrong password or an unknown e-mail', async () => {
    const { email } = await verifiedSession();
    for (const res of [
      await signIn(email, 'wrong-password', '10.2.0.1'),
      await signIn(newEmail(), PASSWORD, '10.2.0.1'),
    ]) {
      expect(res.status).toBe(401);
      const body = (await res.json()) as ErrorBody;
      expect(body.error).toMatchObject({
        code: 'invalid_credentials',
        message_en: 'Invalid email or password',
      });
    }
  });

  it('refuses a client after 5 failures on one account, that client only: the owner from another address gets in', async () => {
    const { email } = await verifiedSession();
    for (let i = 0; i < 5; i++)
      expect((await signIn(email, `wrong-${i}-password`, '10.3.0.1')).status).toBe(401);
    const limited = await signIn(email, PASSWORD, '10.3.0.1');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await signIn(email, PASSWORD, '10.3.1.1')).status).toBe(200);
    const other = await verifiedSession();
    expect((await signIn(other.email, PASSWORD, '10.3.0.1')).status).toBe(200);
  });

  it('blocks a client address after 20 failures across e-mails; successes do not count', async () => {
    const ip = '10.4.0.1';
    const { email } = await verifiedSession();
    for (let i = 0; i < 20; i++) {
      expect((await signIn(newEmail(), PASSWORD, ip)).status).toBe(401);
      if (i % 5 === 0) expect((await signIn(email, PASSWORD, ip)).status).toBe(200);
    }
    expect((await signIn(email, PASSWORD, ip)).status).toBe(429);
    expect((await signIn(email, PASSWORD, '10.4.0.2')).status).toBe(200);
  });
});

describe('the signed-in account', () => {
  it('the session check answers 200 both ways: the account, or null (no error for a signed-out page)', async () => {
    const { email, cookie } = await verifiedSession();
    const anonymous = await call('/api/account/session');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    expect(await anonymous.json()).toEqual({ account: null });
    const me = await call('/api/account/session', { cookie });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { account: { email: string } };
    expect(body.account.email).toBe(email);
    expect(body).toEqual({ account: await (await call('/api/account', { cookie })).json() });
    // A session that has ended is nobody.
    await call('/api/account/logout', { method: 'POST', cookie });
    expect(await (await call('/api/account/session', { cookie })).json()).toEqual({ account: null });
  });

  it('reads and updates the profile only with a session', async () => {
    const { email, cookie } = await verifiedSession();
    const anonymous = await call('/api/account');
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorBody).error.code).toBe('unauthorized');
    expect((await call('/api/account', { method: 'PATCH', body: { name: 'X' } })).status).toBe(401);

    const me = await call('/api/account', { cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);

    const updated = await call('/api/account', {
      method: 'PATCH',
      cookie,
      body: {
        name: ' Mariam Saeed ',
        phone: '٠٥٠ ١٢٣ ٤٥٦٧',
        plate: { emirate: 'dubai', code: ' ab ', number: '١٢٣٤٥' },
      },
    });
    expect(updated.status).toBe(200);
    // Saved as its structure (normalised, as at checkout) and drawn as staff read it.
    const view = {
      email,
      name: 'Mariam Saeed',
      phone: '050 123 4567',
      plate: { emirate: 'dubai', code: 'AB', number: '12345' },
      carPlate: 'DXB AB 12345',
      notifyReady: false,
      emailVerified: true,
    };
    expect(await updated.json()).toEqual(view);
    expect(await (await call('/api/account', { cookie })).json()).toEqual(view);

    // A plate left out stays as it is.
    const kept = await call('/api/account', { method: 'PATCH', cookie, body: { name: 'Mariam' } });
    expect(await kept.json()).toMatchObject({ carPlate: 'DXB AB 12345' });

    // Code and number left empty (the form's empty plate) is no plate.
    const cleared = await call('/api/account', {
      method: 'PATCH',
      cookie,
      body: { name: 'Mariam', phone: '', plate: { emirate: 'abu_dhabi', code: '', number: '' } },
    });
    expect(await cleared.json()).toMatchObject({ phone: null, plate: null, carPlate: null });

    const invalid = await call('/api/account', {
      method: 'PATCH',
      cookie,
      body: { name: '', phone: 'abc', plate: { emirate: 'abu_dhabi', code: 'A', number: '0123' } },
    });
    expect(invalid.status).toBe(422);
    const details = ((await invalid.json()) as ErrorBody).error.details!;
    expect(details.map((d) => [d.path, d.message]).sort()).toEqual([
      ['name', 'validation.required'],
      ['phone', 'validation.phone'],
      ['plate.code', 'validation.plateCodeDigits'],
      ['plate.number', 'validation.plateNumber'],
    ]);

    // The old free-text plate is refused, not silently dropped (decision 071).
    const text = await call('/api/account', {
      method: 'PATCH',
      cookie,
      body: { name: 'Mariam', carPlate: 'AD 5 12345' },
    });
    expect(text.status).toBe(422);
  });

  it('changes the password only with the right current one and signs out other sessions', async () => {
    const { email, cookie } = await verifiedSession();
    const other = cookieOf(await signIn(email));
    const NEW = 'new-pomegranate-2';

    const wrong = await call('/api/account/password', {
      cookie,
      body: { currentPassword: 'not-it-at-all', newPassword: NEW, confirmPassword: NEW },
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as ErrorBody).error.details).toEqual([
      { path: 'currentPassword', code: 'wrong_password', message: 'validation.wrongPassword' },
    ]);

    const mismatch = await call('/api/account/password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: NEW, confirmPassword: 'something-else' },
    });
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as ErrorBody).error.details).toContainEqual(
      expect.objectContaining({ path: 'confirmPassword', message: 'validation.passwordsMismatch' }),
    );

    expect(
      (
        await call('/api/account/password', {
          body: { currentPassword: PASSWORD, newPassword: NEW, confirmPassword: NEW },
        })
      ).status,
    ).toBe(401);

    const ok = await call('/api/account/password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: NEW, confirmPassword: NEW },
    });
    expect(ok.status).toBe(204);
    const fresh = cookieOf(ok);
    expect(fresh).toContain('session_token');
    expect((await call('/api/account', { cookie: fresh })).status).toBe(200);
    expect((await call('/api/account', { cookie: other })).status).toBe(401);

    expect((await signIn(email, PASSWORD, '10.5.0.1')).status).toBe(401);
    expect((await signIn(email, NEW, '10.5.0.1')).status).toBe(200);
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const { cookie } = await verifiedSession();
    const res = await call('/api/account/logout', { method: 'POST', cookie });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().find((c) => c.includes('session_token'))).toMatch(/Max-Age=0/i);
    expect((await call('/api/account', { cookie })).status).toBe(401);
    // Signing out without a session is harmless.
    expect((await call('/api/account/logout', { method: 'POST' })).status).toBe(204);
  });
});

describe('the API description', () => {
  it('documents every account endpoint', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/account/signup'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/account/login'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/account/logout'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/account/password'] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths['/api/account'] ?? {}).sort()).toEqual(['get', 'patch']);
  });
});
