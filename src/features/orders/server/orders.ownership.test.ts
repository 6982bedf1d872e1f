import { randomUUID } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers, mailOutbox, orders } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, cookieOf, signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { OrderView, PlacedOrder } from '../orders.schema';
import { setOrderStatus } from './order-status.service';
import { TEST_LINKS } from './order-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';

describeOnEachDatabase(
  'whose orders: guest orders never join an account they were not placed from',
  (engine) => {
    let server: TestServer;
    let menu: Menu;
    beforeAll(async () => {
      server = await engine.start({ TEST_HOOKS: '1' });
      menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    });
    afterAll(() => server.close());

    const db = () => server.database.db;
    const firstProduct = () => menu.products.find((p) => !p.soldOut && p.sizes.length === 3)!;
    const submission = (email: string, over: Record<string, unknown> = {}) => ({
      idempotencyKey: randomUUID(),
      name: 'Someone',
      email,
      plate: testPlate('AD 1 4242'),
      paymentMethod: 'cash',
      lines: [{ productId: firstProduct().id, size: 'small', quantity: 1 }],
      locale: 'en',
      ...over,
    });
    const place = async (email: string, cookie?: string, over: Record<string, unknown> = {}) => {
      const res = await callAs(server, '/api/orders', { body: submission(email, over), cookie });
      expect(res.status).toBe(201);
      return (await res.json()) as PlacedOrder;
    };
    const historyOf = async (cookie: string) => {
      const res = await callAs(server, '/api/account/orders', { cookie });
      expect(res.status).toBe(200);
      return ((await res.json()) as OrderView[]).map((o) => o.id);
    };
    const signIn = async (email: string, password: string) => {
      const res = await callAs(server, '/api/account/login', { body: { email, password } });
      return { status: res.status, cookie: cookieOf(res) };
    };
    /** Follows the e-mail's verification link, as the customer's browser would. */
    const verify = async (email: string) => {
      const token = await createEmailVerificationToken((await server.auth.$context).secret, email);
      const res = await server.request(
        `/api/auth/verify-email?token=${token}&callbackURL=%2Flogin%3Fverified%3D1`,
      );
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).not.toMatch(/error/);
    };
    const ownerOf = async (ids: string[]) =>
      Object.fromEntries(
        (
          await db()
            .select({ id: orders.id, userId: orders.userId })
            .from(orders)
            .where(inArray(orders.id, ids))
        ).map((r) => [r.id, r.userId]),
      );
    const review = (cookie: string, orderId: string) =>
      callAs(server, '/api/account/reviews', {
        cookie,
        body: {
          orderId,
          productId: firstProduct().id,
          rating: 5,
          title: 'Fresh',
          comment: 'Very fresh juice',
          locale: 'en',
        },
      });

    it("a guest order with an account's e-mail is not in its history nor readable by it; the guest link still works", async () => {
      const member = await signInAs(server, 'customer', 'Noura');
      const mine = await place('ignored@example.com', member.cookie);
      const guest = await place(member.email.toUpperCase());
      expect(await ownerOf([mine.order.id, guest.order.id])).toEqual({
        [mine.order.id]: member.id,
        [guest.order.id]: null,
      });

      expect(await historyOf(member.cookie)).toEqual([mine.order.id]);
      expect((await callAs(server, `/api/orders/${guest.order.id}`, { cookie: member.cookie })).status).toBe(
        404,
      );
      expect(
        (await callAs(server, `/api/orders/${guest.order.id}/events`, { cookie: member.cookie })).status,
      ).toBe(404);
      const link = await callAs(server, `/api/${guest.trackingPath.slice(1)}`);
      expect(link.status).toBe(200);
      expect(((await link.json()) as OrderView).id).toBe(guest.order.id);

      // The shop's customer record (staff's view) still gathers both under the e-mail.
      const [record] = await db().select().from(customers).where(eq(customers.email, member.email));
      expect(record!.userId).toBe(member.id);
      const rows = await db()
        .select({ customerId: orders.customerId })
        .from(orders)
        .where(inArray(orders.id, [mine.order.id, guest.order.id]));
      expect(rows.map((r) => r.customerId)).toEqual([record!.id, record!.id]);
    });

    it('reviews: only a completed order of the account itself, not a guest order with its e-mail', async () => {
      const member = await signInAs(server, 'customer', 'Hessa');
      const guest = await place(member.email);
      const mine = await place(member.email, member.cookie);
      await setOrderStatus(db(), guest.order.id, 'completed', null, TEST_LINKS);
      await setOrderStatus(db(), mine.order.id, 'completed', null, TEST_LINKS);
      const refused = await review(member.cookie, guest.order.id);
      expect(refused.status).toBe(404);
      expect(await codeOf(refused)).toBe('order_not_found');
      expect((await review(member.cookie, mine.order.id)).status).toBe(201);
    });

    /** "Add my earlier guest orders": asks for the e-mailed code and enters it (issue 36). */
    const claimWithCode = async (cookie: string, email: string) => {
      const asked = await callAs(server, '/api/account/guest-orders/code', {
        cookie,
        body: { locale: 'en' },
      });
      expect(asked.status).toBe(202);
      const [mail] = await db()
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'guest_orders_code')))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      const code = mail!.text.match(/(?:^|\n)(\d{6})(?:\n|$)/)![1]!;
      const res = await callAs(server, '/api/account/guest-orders/claim', { cookie, body: { code } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { added: number }).added;
    };

    it('a guest who signs up gets their earlier guest orders with the e-mailed code, not on verification, and not later ones', async () => {
      const email = `late.${randomUUID()}@example.com`;
      const password = 'secret-pass-1';
      const before = await place(email);
      await server.auth.api.signUpEmail({ body: { name: 'Latifa', email, password } });
      const waiting = await place(email);
      // Unverified: no order is the account's and the account cannot sign in to look.
      expect(await ownerOf([before.order.id, waiting.order.id])).toEqual({
        [before.order.id]: null,
        [waiting.order.id]: null,
      });
      expect((await signIn(email, password)).status).toBe(403);

      await verify(email);
      const session = await signIn(email, password);
      expect(session.status).toBe(200);
      // The confirmation alone adds nothing (issue 36).
      expect(await historyOf(session.cookie)).toEqual([]);
      expect(await claimWithCode(session.cookie, email)).toBe(2);
      const after = await place(email);
      expect(new Set(await historyOf(session.cookie))).toEqual(new Set([before.order.id, waiting.order.id]));
      expect(
        (await callAs(server, `/api/orders/${before.order.id}`, { cookie: session.cookie })).status,
      ).toBe(200);
      expect((await callAs(server, `/api/orders/${after.order.id}`, { cookie: session.cookie })).status).toBe(
        404,
      );

      await setOrderStatus(db(), before.order.id, 'completed', null, TEST_LINKS);
      await setOrderStatus(db(), after.order.id, 'completed', null, TEST_LINKS);
      expect((await review(session.cookie, after.order.id)).status).toBe(404);
      expect((await review(session.cookie, before.order.id)).status).toBe(201);
    });

    it('"create an account" at checkout: the order joins the account with the e-mailed code once its address is verified', async () => {
      const email = `checkout.${randomUUID()}@example.com`;
      const placed = await place(email, undefined, {
        createAccount: true,
        password: 'long-enough-1',
        confirmPassword: 'long-enough-1',
      });
      expect(placed.accountCreated).toBe(true);
      expect((await ownerOf([placed.order.id]))[placed.order.id]).toBeNull();
      await verify(email);
      const session = await signIn(email, 'long-enough-1');
      expect(session.status).toBe(200);
      expect(await historyOf(session.cookie)).toEqual([]);
      expect(await claimWithCode(session.cookie, email)).toBe(1);
      expect(await historyOf(session.cookie)).toEqual([placed.order.id]);
    });

    it("verifying one address claims no other address's guest orders", async () => {
      const mine = `own.${randomUUID()}@example.com`;
      const stranger = await place(`stranger.${randomUUID()}@example.com`);
      await server.auth.api.signUpEmail({ body: { name: 'Amna', email: mine, password: 'secret-pass-1' } });
      await verify(mine);
      expect((await ownerOf([stranger.order.id]))[stranger.order.id]).toBeNull();
    });
  },
);
