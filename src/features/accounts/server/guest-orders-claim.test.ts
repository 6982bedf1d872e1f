import { randomUUID } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guestOrderClaims, mailOutbox, users } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, cookieOf } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { OrderView } from '@/features/orders';
import { GUEST_ORDERS_CLAIM } from './guest-orders-claim.service';
import { MAIL_KIND } from './recovery-mail';
import { accountSteps } from './account-test-kit';

/**
 * Issue 36: a confirmation click hands nobody the address's earlier guest orders. The signed-in
 * account asks for a code e-mailed to its address; only the code adds them (and the guest's phone
 * and plate).
 */
describeOnEachDatabase('earlier guest orders join an account only with an e-mailed code', (engine) => {
  let server: TestServer;
  let menu: Menu;
  beforeAll(async () => {
    server = await engine.start({ TRUST_PROXY: '1' });
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  let clients = 0;
  const call = (p: string, opts: Parameters<typeof callAs>[2] = {}) =>
    callAs(server, p, { ip: `10.36.${++clients % 250}.${1 + Math.floor(clients / 250)}`, ...opts });
  const newEmail = () => `amna.${randomUUID()}@example.com`;

  const steps = accountSteps(call, () => menu);
  const placeGuestOrder = (email: string) => steps.placeOrder(email);
  const signUp = (email: string, password: string) => steps.signUp(email, 'Someone', password);
  /** Follows the address's confirmation link (whoever's sign-up it confirms). */
  const confirm = async (email: string) => {
    const token = await createEmailVerificationToken((await server.auth.$context).secret, email);
    const res = await server.request(
      `/api/auth/verify-email?token=${token}&callbackURL=%2Flogin%3Fverified%3D1`,
    );
    expect(res.headers.get('location')).toBe('/login?verified=1');
  };
  const signIn = async (email: string, password: string) => {
    const res = await call('/api/account/login', { body: { email, password } });
    expect(res.status).toBe(200);
    return cookieOf(res);
  };
  const historyOf = async (cookie: string) =>
    ((await (await call('/api/account/orders', { cookie })).json()) as OrderView[]).map((o) => o.id);
  const askCode = (cookie: string, ip?: string) =>
    call('/api/account/guest-orders/code', { cookie, body: { locale: 'en' }, ...(ip ? { ip } : {}) });
  const claim = (cookie: string, code: string) =>
    call('/api/account/guest-orders/claim', { cookie, body: { code } });
  /** The newest code e-mailed to `email`. */
  const codeSentTo = async (email: string) => {
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, MAIL_KIND.guestOrdersCode)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail?.textBody.match(/(?:^|\n)(\d{6})(?:\n|$)/)?.[1];
  };
  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('a confirmation click adds nothing to a squatter’s account, and the code goes to the address, not to them', async () => {
    const email = newEmail();
    const guest = await placeGuestOrder(email);
    expect((await signUp(email, 'squatter-pass-1')).status).toBe(201);
    await confirm(email); // the owner clicks the link they did not ask for
    const squatter = await signIn(email, 'squatter-pass-1');
    expect(await historyOf(squatter)).toEqual([]);
    const profile = await (await call('/api/account', { cookie: squatter })).json();
    expect(profile).toMatchObject({ phone: null, carPlate: null });
    expect((await call(`/api/orders/${guest.order.id}`, { cookie: squatter })).status).toBe(404);

    // The squatter asks for the code: it is e-mailed to the address (the owner's mailbox).
    expect((await askCode(squatter)).status).toBe(202);
    const code = (await codeSentTo(email))!;
    expect(code).toMatch(/^\d{6}$/);
    // Guessing ends the code after its allowed wrong tries: then even the right one is refused.
    for (let i = 0; i < GUEST_ORDERS_CLAIM.attempts; i++) {
      const wrong = await claim(squatter, wrongOf(code));
      expect(wrong.status).toBe(422);
      expect(await codeOf(wrong)).toBe('guest_orders_code_invalid');
    }
    expect(await codeOf(await claim(squatter, code))).toBe('guest_orders_code_invalid');
    expect(await historyOf(squatter)).toEqual([]);
  });

  it('the owner adds their guest orders, phone and plate with the code; the code works once', async () => {
    const email = newEmail();
    const guest = await placeGuestOrder(email);
    expect((await signUp(email, 'owner-pass-2026')).status).toBe(201);
    await confirm(email);
    const cookie = await signIn(email, 'owner-pass-2026');
    expect(await historyOf(cookie)).toEqual([]);

    expect((await askCode(cookie)).status).toBe(202);
    const code = (await codeSentTo(email))!;
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.subject).toBe(
      'Your code to add earlier orders at Aseer | رمز إضافة طلباتك السابقة في «عصير»',
    );
    expect(mail!.textBody).toContain('expires in 15 minutes');
    // Stored as a hash only.
    const [row] = await db().select().from(guestOrderClaims);
    expect(JSON.stringify(await db().select().from(guestOrderClaims))).not.toContain(code);
    expect(row).toBeTruthy();

    const ok = await claim(cookie, code);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ added: 1 });
    expect(await historyOf(cookie)).toEqual([guest.order.id]);
    const profile = (await (await call('/api/account', { cookie })).json()) as {
      phone: string;
      carPlate: string;
    };
    expect(profile.phone).toBeTruthy();
    expect(profile.carPlate).toMatch(/4242/);

    const again = await claim(cookie, code);
    expect(again.status).toBe(422);
    expect(await codeOf(again)).toBe('guest_orders_code_invalid');
  });

  it('refuses an expired code, and a code sent to an address the account no longer has', async () => {
    const email = newEmail();
    await placeGuestOrder(email);
    expect((await signUp(email, 'owner-pass-2026')).status).toBe(201);
    await confirm(email);
    const cookie = await signIn(email, 'owner-pass-2026');
    await askCode(cookie);
    const code = (await codeSentTo(email))!;
    await db()
      .update(guestOrderClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(guestOrderClaims.email, email));
    expect(await codeOf(await claim(cookie, code))).toBe('guest_orders_code_invalid');

    await askCode(cookie);
    const fresh = (await codeSentTo(email))!;
    await db().update(users).set({ email: newEmail() }).where(eq(users.email, email));
    expect(await codeOf(await claim(cookie, fresh))).toBe('guest_orders_code_invalid');
  });

  it(`sends at most ${GUEST_ORDERS_CLAIM.codesPerHour} codes an hour to one address, and only to a signed-in account`, async () => {
    const email = newEmail();
    expect((await signUp(email, 'owner-pass-2026')).status).toBe(201);
    await confirm(email);
    const cookie = await signIn(email, 'owner-pass-2026');
    for (let i = 0; i < GUEST_ORDERS_CLAIM.codesPerHour; i++)
      expect((await askCode(cookie)).status).toBe(202);
    const over = await askCode(cookie);
    expect(over.status).toBe(429);
    expect(await codeOf(over)).toBe('rate_limited');
    expect((await call('/api/account/guest-orders/code', { body: { locale: 'en' } })).status).toBe(401);
    expect((await call('/api/account/guest-orders/claim', { body: { code: '123456' } })).status).toBe(401);
  });
});
