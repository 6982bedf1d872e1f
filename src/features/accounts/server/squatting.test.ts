import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, mailOutbox, orders, users } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, cookieOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import { accountSteps } from './account-test-kit';
import type { Menu } from '@/features/catalog';
import type { OrderView } from '@/features/orders';

/**
 * Issue 19 §3: an unconfirmed sign-up holds nothing. The squatting sequence (a stranger signs up
 * with a customer's address, renames their record, blocks their sign-up, and reads their guest
 * orders once they click a link) fails at its first step.
 */
describeOnEachDatabase('no squatting: an unconfirmed sign-up touches nothing and holds nothing', (engine) => {
  let server: TestServer;
  let menu: Menu;
  beforeAll(async () => {
    server = await engine.start({ TRUST_PROXY: '1' });
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  let clients = 0;
  /** Each call from its own address: sign-ups are limited per address. */
  const call = (p: string, opts: Parameters<typeof callAs>[2] = {}) =>
    callAs(server, p, { ip: `10.19.${++clients}.1`, ...opts });
  const newEmail = () => `fatima.${randomUUID()}@example.com`;

  const steps = accountSteps(call, () => menu);
  const placeGuestOrder = (email: string, name: string, plate: string, cookie?: string) =>
    steps.placeOrder(email, { name, plate, cookie });
  const { signUp } = steps;
  const signIn = (email: string, password: string) =>
    call('/api/account/login', { body: { email, password } });
  const recordOf = async (email: string) =>
    (await db().select().from(customers).where(eq(customers.email, email)))[0];

  /** The verification links e-mailed to `email`, oldest first (from the outbox, once sent). */
  async function linksTo(email: string): Promise<string[]> {
    await server.drainMail();
    const dir = path.join(server.dataDir, 'outbox');
    const links: string[] = [];
    for (const f of fs.readdirSync(dir).sort()) {
      const raw = fs.readFileSync(path.join(dir, f), 'utf8');
      if (!raw.toLowerCase().includes(`to: ${email}`)) continue;
      const link = raw.replace(/=\r?\n/g, '').match(/https?:\/\/\S+verify-email\?token=[^\s"<]+/)?.[0];
      if (link) links.push(link.replace(/=3D/g, '=').replace(/&amp;/g, '&'));
    }
    return links;
  }
  const follow = async (link: string) => {
    const url = new URL(link);
    const res = await server.request(url.pathname + url.search);
    expect(res.status).toBe(302);
    return res.headers.get('location')!;
  };

  it('the squatting sequence fails at its first step; the owner signs up, confirms and reads their orders, the squatter never does', async () => {
    const email = newEmail();
    const guestOrder = await placeGuestOrder(email, 'Fatima', 'AD 1 4242');
    const before = await recordOf(email);
    expect(before).toMatchObject({ name: 'Fatima', userId: null });

    // 1. A stranger signs up with the customer's address: accepted (the answer never tells who
    //    has an address), but the customer's record is exactly as it was: not renamed, not linked.
    expect((await signUp(email, 'Squatter', 'squatter-pass-1')).status).toBe(201);
    expect(await recordOf(email)).toEqual(before);
    const admin = await signInAs(server, 'owner');
    const listed = await call(`/api/admin/customers?search=${encodeURIComponent(email)}`, {
      cookie: admin.cookie,
    });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toMatch(/"hasAccount":false/);
    const [squatterLink] = await linksTo(email);
    expect(squatterLink).toBeTruthy();

    // 2. The real owner signs up later: no email_taken; the unconfirmed sign-up is replaced.
    expect((await signUp(email, 'Fatima Al Mansoori', 'owner-pass-2026')).status).toBe(201);
    expect(await db().select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);

    // 3. The squatter's link no longer confirms anything, and their password opens nothing.
    expect(await follow(squatterLink!)).toMatch(/[?&]error=/);
    expect((await signIn(email, 'squatter-pass-1')).status).toBe(401);

    // 4. The owner confirms with the latest link. The confirmation alone adds nothing of the
    //    address's past (issue 36); the code e-mailed to the signed-in account adds the guest
    //    order and the record (guest-orders-claim.test.ts).
    const links = await linksTo(email);
    expect(links).toHaveLength(2);
    expect(await follow(links[1]!)).toBe('/login?verified=1');
    const owner = await signIn(email, 'owner-pass-2026');
    expect(owner.status).toBe(200);
    expect(await recordOf(email)).toEqual(before);
    const history = async () =>
      ((await (await call('/api/account/orders', { cookie: cookieOf(owner) })).json()) as OrderView[]).map(
        (o) => o.id,
      );
    expect(await history()).toEqual([]);
    expect(
      (await call('/api/account/guest-orders/code', { cookie: cookieOf(owner), body: { locale: 'en' } }))
        .status,
    ).toBe(202);
    const [codeMail] = await db()
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'guest_orders_code')));
    const code = codeMail!.text.match(/(?:^|\n)(\d{6})(?:\n|$)/)![1]!;
    const claimed = await call('/api/account/guest-orders/claim', {
      cookie: cookieOf(owner),
      body: { code },
    });
    expect(await claimed.json()).toEqual({ added: 1 });
    expect(await recordOf(email)).toMatchObject({ carPlate: before!.carPlate, userId: expect.any(String) });
    expect(await history()).toEqual([guestOrder.order.id]);

    // The squatter still cannot get in, and a new sign-up with the confirmed address creates
    // nothing (it answers as for a new address; the owner is e-mailed instead).
    expect((await signIn(email, 'squatter-pass-1')).status).toBe(401);
    const again = await signUp(email, 'Squatter', 'squatter-pass-1');
    expect(again.status).toBe(201);
    expect((await signIn(email, 'squatter-pass-1')).status).toBe(401);
  });

  it("a signed-in order by an account with the address reads nothing of the address's guest record", async () => {
    const email = newEmail();
    await placeGuestOrder(email, 'Fatima', 'AD 1 4242');
    expect(await recordOf(email)).toMatchObject({ phone: '0501234567', userId: null });
    // A squatter's sign-up, confirmed by the address's owner clicking a mail they did not ask for.
    expect((await signUp(email, 'Squatter', 'squatter-pass-1')).status).toBe(201);
    expect(await follow((await linksTo(email))[0]!)).toBe('/login?verified=1');
    const cookie = cookieOf(await signIn(email, 'squatter-pass-1'));
    // Signed in, giving no phone.
    await steps.placeOrder(email, { name: 'Squatter', plate: 'DXB B 777', phone: null, cookie });
    // The guest orders' phone and plate are not the account's: its profile shows only its own.
    const profile = (await (await call('/api/account', { cookie })).json()) as { phone: string | null };
    expect(profile).toMatchObject({ name: 'Squatter', phone: null, carPlate: 'DXB B 777' });
    expect(await recordOf(email)).toMatchObject({ phone: null, userId: expect.any(String) });
    // The address's guest orders stay out of the account (only the mailed code adds them).
    const history = (await (await call('/api/account/orders', { cookie })).json()) as OrderView[];
    expect(history.map((o) => o.customerName)).toEqual(['Squatter']);
  });

  it('an account confirmed without an earlier customer record gets one: its profile reads and saves', async () => {
    const email = newEmail();
    expect((await signUp(email, 'Noura', 'noura-pass-2026')).status).toBe(201);
    expect(await recordOf(email)).toBeUndefined();
    expect(await follow((await linksTo(email))[0]!)).toBe('/login?verified=1');
    const res = await signIn(email, 'noura-pass-2026');
    expect(await res.json()).toMatchObject({
      email,
      name: 'Noura',
      phone: null,
      carPlate: null,
      emailVerified: true,
    });
    const cookie = cookieOf(res);
    const saved = await call('/api/account', {
      method: 'PATCH',
      cookie,
      body: { name: 'Noura S', phone: '0509876543', plate: testPlate('DXB A 12345') },
    });
    expect(saved.status).toBe(200);
    expect(await recordOf(email)).toMatchObject({ name: 'Noura S', userId: expect.any(String) });
  });

  it('a staff sign-up starts over too; an approved or confirmed staff address stays taken', async () => {
    const email = newEmail();
    const staffSignUp = (password: string) =>
      call('/api/staff/signup', { body: { name: 'Hamad', email, password, confirmPassword: password } });
    expect((await staffSignUp('first-pass-2026x')).status).toBe(201);
    const [first] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    expect((await staffSignUp('second-pass-2026x')).status).toBe(201);
    const [second] = await db()
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email));
    expect(second).toMatchObject({ role: 'pending' });
    expect(second!.id).not.toBe(first!.id);

    // Approved by an owner (still unconfirmed): nobody else's sign-up replaces it, and the staff
    // sign-up answers as for a new address too (no email_taken), telling the holder by e-mail.
    await db().update(users).set({ role: 'staff' }).where(eq(users.id, second!.id));
    const third = await staffSignUp('third-pass-2026x');
    expect(third.status).toBe(201);
    expect(
      await db().select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)),
    ).toEqual([{ id: second!.id, role: 'staff' }]);
    const notices = await db()
      .select({ kind: mailOutbox.kind, textBody: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'sign_up_attempt')));
    expect(notices).toHaveLength(1);
    // A staff member is pointed to the back office's sign-in.
    expect(notices[0]!.textBody).toContain('/admin/login');
    // The storefront's sign-up answers as for a new address, and replaces nothing.
    expect((await signUp(email, 'Other', 'other-pass-2026')).status).toBe(201);
    expect(await db().select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([
      { id: second!.id },
    ]);
  });

  it('the retention run removes sign-ups left unconfirmed for 24 hours, and only those', async () => {
    const [stale, fresh, confirmed, pending, approved] = [
      newEmail(),
      newEmail(),
      newEmail(),
      newEmail(),
      newEmail(),
    ];
    for (const email of [stale, fresh, confirmed])
      expect((await signUp(email, 'Salem', 'salem-pass-2026')).status).toBe(201);
    for (const email of [pending, approved])
      expect(
        (
          await call('/api/staff/signup', {
            body: { name: 'Hamad', email, password: 'staff-pass-2026x', confirmPassword: 'staff-pass-2026x' },
          })
        ).status,
      ).toBe(201);
    await follow((await linksTo(confirmed))[0]!);
    await db().update(users).set({ role: 'staff' }).where(eq(users.email, approved));
    const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);
    for (const email of [stale, confirmed, pending, approved])
      await db()
        .update(users)
        .set({ createdAt: hoursAgo(25) })
        .where(eq(users.email, email));
    await db()
      .update(users)
      .set({ createdAt: hoursAgo(23) })
      .where(eq(users.email, fresh));

    expect(await server.retentionJob.runOnce()).toMatchObject({ unconfirmedAccounts: 2 });
    const left = (await db().select({ email: users.email }).from(users)).map((u) => u.email);
    expect(left).not.toContain(stale);
    expect(left).not.toContain(pending);
    expect(left).toEqual(expect.arrayContaining([fresh, confirmed, approved]));
    // Its link confirms nothing now, and the address is free for a new sign-up.
    expect(await follow((await linksTo(stale))[0]!)).toMatch(/[?&]error=/);
    expect((await signUp(stale, 'Salem', 'salem-pass-2026')).status).toBe(201);
  });

  it('a guest order with someone else’s address keeps its own snapshot: the stored name, phone and plate stay', async () => {
    const email = newEmail();
    await placeGuestOrder(email, 'Fatima', 'AD 1 4242');
    const before = await recordOf(email);
    const stranger = await placeGuestOrder(email, 'Someone Else', 'DXB B 777');
    expect(await recordOf(email)).toMatchObject({
      name: before!.name,
      phone: before!.phone,
      carPlate: before!.carPlate,
    });
    const [snapshot] = await db()
      .select({ name: orders.customerName, plate: orders.carPlate, customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, stranger.order.id));
    expect(snapshot).toMatchObject({ name: 'Someone Else', customerId: before!.id });
    expect(snapshot!.plate).not.toBe(before!.carPlate);
  });

  it('a signed-in customer’s own order still updates their own record', async () => {
    const email = newEmail();
    expect((await signUp(email, 'Mariam', 'mariam-pass-2026')).status).toBe(201);
    await follow((await linksTo(email))[0]!);
    const cookie = cookieOf(await signIn(email, 'mariam-pass-2026'));
    await placeGuestOrder(email, 'Mariam K', 'DXB C 5555', cookie);
    const record = await recordOf(email);
    expect(record).toMatchObject({ name: 'Mariam K' });
    expect(record!.carPlate).toMatch(/5555/);
    expect(
      await db().select({ id: customers.id }).from(customers).where(eq(customers.email, email)),
    ).toHaveLength(1);
  });
});
