import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, securityEvents, staffProfiles, users, verifications } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, cookieOf } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import { awayFromStepEdge, totp } from '../../../../e2e/totp';
import { applyCookies, freshStaff } from '@/features/staff/server/account-test-kit';
import { RECOVERY_CLIENT_LIMITS } from './recovery.routes';
import { MAIL_KIND, RECOVERY_LIMITS } from './recovery.service';

const PASSWORD = 'fresh-mango-1';
const NEW_PASSWORD = 'ripe-papaya-77';

describeOnEachDatabase('password recovery and the confirmation e-mail sent again', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await engine.start({ TRUST_PROXY: '1' }); // the calls below speak from several addresses
  });
  afterAll(() => server.close());

  let n = 0;
  const newEmail = (what = 'customer') => `${what}${++n}.${Date.now()}@example.com`;
  let ips = 0;
  /** Each call from its own client address unless told: the per-client limits are tested on their own. */
  const call = (p: string, opts: Parameters<typeof callAs>[2] = {}) =>
    callAs(server, p, { ...opts, ip: opts.ip ?? `10.20.${++ips % 250}.${1 + Math.floor(ips / 250)}` });

  const mails = (to: string, kind?: string) =>
    server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), kind ? eq(mailOutbox.kind, kind) : undefined))
      .orderBy(desc(mailOutbox.createdAt));

  /** The reset link of the newest reset e-mail to `email`: its path and token. */
  async function resetLink(email: string) {
    const [mail] = await mails(email, MAIL_KIND.resetLink);
    const url = mail?.textBody.match(/https?:\/\/\S+reset-password\?token=[A-Za-z0-9_%-]+/)?.[0];
    if (!url) throw new Error(`no reset link to ${email}`);
    const u = new URL(url);
    return { path: u.pathname, token: u.searchParams.get('token')!, mail: mail! };
  }

  async function customer(email = newEmail(), verified = true) {
    const res = await call('/api/account/signup', {
      body: { name: 'Mariam', email, password: PASSWORD, confirmPassword: PASSWORD, locale: 'ar' },
    });
    expect(res.status).toBe(201);
    if (verified)
      await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    return email;
  }

  const signIn = (email: string, password: string, ip?: string) =>
    call('/api/account/login', { body: { email, password }, ip });
  const forgot = (email: string, opts: { ip?: string; locale?: 'ar' | 'en' } = {}) =>
    call('/api/account/password/forgot', {
      body: { email, locale: opts.locale ?? 'ar' },
      ip: opts.ip,
      ua: 'RecoveryTest/1',
    });
  const reset = (token: string, password = NEW_PASSWORD, locale: 'ar' | 'en' = 'ar') =>
    call('/api/account/password/reset', {
      body: { token, newPassword: password, confirmPassword: password, locale },
    });

  it('answers the same for an address with an account and one without, and e-mails only the account', async () => {
    const email = await customer();
    const unknown = newEmail('nobody');
    const known = await forgot(email, { locale: 'en' });
    const none = await forgot(unknown, { locale: 'en' });
    expect(known.status).toBe(202);
    expect(none.status).toBe(202);
    expect(await none.json()).toEqual(await known.json());
    expect(await mails(unknown)).toHaveLength(0);

    const { path, token, mail } = await resetLink(email);
    expect(path).toBe('/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9]{20,}$/);
    // The page's language first, both languages, the receipt's design (react-email).
    expect(mail.subject).toBe('Reset your Aseer password | إعادة تعيين كلمة المرور في «عصير»');
    expect(mail.htmlBody).toContain('Choose a New Password');
    expect(mail.htmlBody).toContain('اختيار كلمة مرور جديدة');
    expect(mail.htmlBody).toContain('/icon-192.png');

    // Logged for the account (with the client address), not for the unknown address.
    const events = await server.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.kind, 'password_reset_requested'));
    const mine = events.filter((e) => e.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.ip).toMatch(/^10\.20\./);
    expect(mine[0]!.userAgent).toBe('RecoveryTest/1');
    expect(events.some((e) => e.email === unknown)).toBe(false);
  });

  it('sets the new password once: the link is used up, every session ends, and the owner is told', async () => {
    const email = await customer();
    const first = await signIn(email, PASSWORD);
    const second = await signIn(email, PASSWORD);
    expect(first.status).toBe(200);
    const sessions = [cookieOf(first), cookieOf(second)];
    for (const cookie of sessions) expect((await call('/api/account', { cookie })).status).toBe(200);

    // An account asked to choose a better password (issue 19 §4) is asked no more once it has.
    await server.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.email, email));
    await forgot(email);
    const { token } = await resetLink(email);
    expect(await (await call('/api/account/password/reset/check', { body: { token } })).json()).toEqual({
      usable: true,
    });
    const mismatch = await call('/api/account/password/reset', {
      body: { token, newPassword: NEW_PASSWORD, confirmPassword: 'other', locale: 'ar' },
    });
    expect(mismatch.status).toBe(422);
    const short = await reset(token, 'short');
    expect(short.status).toBe(422);

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ signIn: '/login' });
    const [after] = await server.database.db
      .select({ must: users.mustChangePassword })
      .from(users)
      .where(eq(users.email, email));
    expect(after?.must).toBe(false);
    for (const cookie of sessions) expect((await call('/api/account', { cookie })).status).toBe(401);

    const again = await reset(token, 'another-pass-99');
    expect(again.status).toBe(422);
    expect(await codeOf(again)).toBe('reset_link_invalid');
    expect(await (await call('/api/account/password/reset/check', { body: { token } })).json()).toEqual({
      usable: false,
    });

    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

    const [changed] = await mails(email, MAIL_KIND.changed);
    expect(changed?.subject).toBe('تم تغيير كلمة المرور في «عصير» | Your Aseer password was changed');
    expect(changed?.textBody).toContain('signed out on every device');
    const [event] = await server.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'password_reset'), eq(securityEvents.email, email)));
    expect(event?.userId).toBeTruthy();
    expect(JSON.stringify(event)).not.toContain(token);
  });

  /** Every reset token e-mailed to `email` so far. */
  async function resetTokens(email: string): Promise<string[]> {
    return (await mails(email, MAIL_KIND.resetLink)).map(
      (m) => m.textBody.match(/reset-password\?token=([A-Za-z0-9_%-]+)/)![1]!,
    );
  }

  it('a reset with the newer link ends the older one too', async () => {
    const email = await customer();
    await forgot(email);
    const [older] = await resetTokens(email);
    await forgot(email);
    const newer = (await resetTokens(email)).find((t) => t !== older)!;
    expect(newer).toBeTruthy();
    expect((await reset(newer)).status).toBe(200);
    expect(
      await (await call('/api/account/password/reset/check', { body: { token: older! } })).json(),
    ).toEqual({
      usable: false,
    });
    const late = await reset(older!, 'someone-elses-9');
    expect(late.status).toBe(422);
    expect(await codeOf(late)).toBe('reset_link_invalid');
    expect((await signIn(email, 'someone-elses-9')).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('an ordinary password change ends every outstanding reset link', async () => {
    const email = await customer();
    await forgot(email);
    const [token] = await resetTokens(email);
    const cookie = cookieOf(await signIn(email, PASSWORD));
    const changed = await call('/api/account/password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(204);
    const late = await reset(token!, 'someone-elses-9');
    expect(late.status).toBe(422);
    expect(await codeOf(late)).toBe('reset_link_invalid');
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a made-up link, and a link once its 30 minutes have passed', async () => {
    expect(await codeOf(await reset('madeUpToken123456789012'))).toBe('reset_link_invalid');
    const email = await customer();
    await forgot(email);
    const { token } = await resetLink(email);
    const [row] = await server.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    // 30 minutes later (the clock moved by the row's own expiry):
    await server.database.db
      .update(verifications)
      .set({ expiresAt: sql`${verifications.expiresAt} - interval '30 minutes'` })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(await codeOf(await reset(token))).toBe('reset_link_invalid');
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it(`sends at most ${RECOVERY_LIMITS.resetLinksPerHour} links an hour to one address, answering the same past it`, async () => {
    const email = await customer();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(email));
    for (const a of answers) expect(a.status).toBe(202);
    expect(await mails(email, MAIL_KIND.resetLink)).toHaveLength(RECOVERY_LIMITS.resetLinksPerHour);
    // Each link is its own: the newest works.
    const { token } = await resetLink(email);
    expect((await reset(token)).status).toBe(200);
  });

  it(`limits asks per client address (${RECOVERY_CLIENT_LIMITS.forgot.limit} an hour), account or not`, async () => {
    const ip = '10.30.0.1';
    // All at once (each answer takes its 500 ms floor; the count is the database's, one per ask).
    const asks = Array.from({ length: RECOVERY_CLIENT_LIMITS.forgot.limit }, () =>
      forgot(newEmail('nobody'), { ip }),
    );
    for (const res of await Promise.all(asks)) expect(res.status).toBe(202);
    const blocked = await forgot(newEmail('nobody'), { ip });
    expect(blocked.status).toBe(429);
    expect(await codeOf(blocked)).toBe('rate_limited');
    expect((await forgot(newEmail('nobody'), { ip: '10.30.0.2' })).status).toBe(202);
  });

  it('gives staff a back-office link in their own language; two-factor sign-in still asks for its code', async () => {
    const me = await freshStaff(server, 'manager');
    const enrol = await call('/api/admin/account/two-factor', {
      cookie: me.cookie,
      body: { password: me.password },
    });
    const { secret } = (await enrol.json()) as { secret: string };
    // the previous step's code turns two steps old (refused) if a step ends on the way
    await awayFromStepEdge();
    const confirm = await call('/api/admin/account/two-factor/confirm', {
      cookie: me.cookie,
      // The app's previous code: each code is accepted once, and the sign-ins below use later ones.
      body: { code: totp(secret, { stepOffset: -1 }) },
    });
    expect(confirm.status).toBe(204);
    const cookie = applyCookies(me.cookie, confirm);
    await server.database.db
      .insert(staffProfiles)
      .values({ userId: me.id, language: 'en' })
      .onConflictDoUpdate({ target: staffProfiles.userId, set: { language: 'en' } });

    await forgot(me.email, { locale: 'ar' });
    const { path, token, mail } = await resetLink(me.email);
    expect(path).toBe('/admin/reset-password');
    expect(mail.subject.startsWith('Reset your Aseer password')).toBe(true);
    expect(mail.textBody).toContain('two-step verification');
    const done = await reset(token);
    expect(await done.json()).toEqual({ signIn: '/admin/login' });
    expect((await call('/api/admin/me', { cookie })).status).toBe(401);

    const first = await signIn(me.email, NEW_PASSWORD);
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ twoFactorRequired: true });
    const second = await call('/api/account/login/two-factor', {
      cookie: cookieOf(first),
      body: { code: totp(secret) },
    });
    expect(second.status).toBe(200);
  });

  it("e-mails our own link when a reset is asked for elsewhere (better-auth's reset called directly, as an owner's action does)", async () => {
    const me = await freshStaff(server, 'staff');
    await server.auth.api.requestPasswordReset({
      body: { email: me.email, redirectTo: '/admin/reset-password' },
    });
    const { path, token } = await resetLink(me.email);
    expect(path).toBe('/admin/reset-password');
    expect((await reset(token)).status).toBe(200);
  });

  it('tells the owner after an ordinary password change too', async () => {
    const email = await customer();
    const cookie = cookieOf(await signIn(email, PASSWORD));
    const res = await call('/api/account/password', {
      cookie,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(204);
    const [changed] = await mails(email, MAIL_KIND.changed);
    expect(changed?.textBody).toContain('signed out on every other device');
  });

  it('sends no e-mail when an unconfirmed account signs in: 40 sign-ins, 0 e-mails', async () => {
    const email = await customer(newEmail('unconfirmed'), false);
    const before = (await mails(email)).length;
    expect(before).toBe(1); // sign-up's own confirmation
    for (let i = 0; i < 40; i++) {
      const res = await signIn(email, PASSWORD);
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('email_not_verified');
    }
    expect((await mails(email)).length - before).toBe(0);
  });

  it(`sends the confirmation again on request, at most ${RECOVERY_LIMITS.confirmationsPerHour} an hour to an address, answering the same for every address`, async () => {
    const email = await customer(newEmail('unconfirmed'), false);
    const resend = (address: string, ip?: string) =>
      call('/api/account/verification/resend', { body: { email: address, locale: 'ar' }, ip });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await resend(email));
    const unknown = await resend(newEmail('nobody'));
    const confirmed = await customer();
    const already = await resend(confirmed);
    const bodies = await Promise.all(
      [...answers, unknown, already].map(async (r) => [r.status, await r.json()]),
    );
    for (const b of bodies) expect(b).toEqual([202, { ok: true }]);
    // Sign-up's e-mail and two more: 3 in the hour.
    const sent = await mails(email, MAIL_KIND.verification);
    expect(sent).toHaveLength(RECOVERY_LIMITS.confirmationsPerHour);
    expect(sent[0]!.textBody).toMatch(/verify-email\?token=.*callbackURL=%2Flogin%3Fverified%3D1/);
    // In the receipt's design, the page's language first.
    expect(sent[0]!.subject).toBe('تأكيد بريدك الإلكتروني في «عصير» | Confirm your email at Aseer');
    expect(sent[0]!.htmlBody).toContain('/icon-192.png');
    expect(await mails(confirmed, MAIL_KIND.verification)).toHaveLength(1);

    const ip = '10.31.0.1';
    const asks = Array.from({ length: RECOVERY_CLIENT_LIMITS.resend.limit }, () =>
      resend(newEmail('nobody'), ip),
    );
    for (const res of await Promise.all(asks)) expect(res.status).toBe(202);
    expect((await resend(newEmail('nobody'), ip)).status).toBe(429);
  });
});
