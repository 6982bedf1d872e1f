import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  customerCars,
  customers,
  mailOutbox,
  orderItems,
  orders,
  reviews,
  securityEvents,
  sessions,
  users,
} from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import { setOrderStatus } from '@/features/orders/server';
import type { PlacedOrder } from '@/features/orders';
import type { Bay } from '@/features/bays';
import type { MyData } from '../my-data.schema';

type Signed = Awaited<ReturnType<typeof signInAs>>;

describeOnEachDatabase("a customer's own data: download and delete", (engine) => {
  let server: TestServer;
  let menu: Menu;
  let bay: Bay;
  beforeAll(async () => {
    server = await engine.start();
    menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    const owner = await signInAs(server, 'owner');
    const added = await callAs(server, '/api/admin/bays', { cookie: owner.cookie, body: { name: 'B4' } });
    expect(added.status).toBe(201);
    bay = (await added.json()) as Bay;
  });
  afterAll(() => server.close());

  const db = () => server.database.db;

  /**
   * A signed-in customer with a profile (phone, plate), a saved car, a completed order with an
   * "I'm here" note (and, `atBay`, then "I'm here" at the bay through its QR code), and a review.
   */
  async function customerWithHistory(name: string, plate: string, atBay = false) {
    const who = await signInAs(server, 'customer', name);
    expect(
      (
        await callAs(server, '/api/account', {
          cookie: who.cookie,
          method: 'PATCH',
          body: { name, phone: '050 123 4567', plate: testPlate(plate) },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callAs(server, '/api/account/cars', {
          cookie: who.cookie,
          body: { plate: testPlate(plate), nickname: `${name}'s car` },
        })
      ).status,
    ).toBe(201);
    const [a, b] = menu.products.filter((p) => !p.soldOut && p.sizes.length === 3);
    const res = await callAs(server, '/api/orders', {
      cookie: who.cookie,
      body: {
        idempotencyKey: randomUUID(),
        name,
        email: who.email,
        phone: '050 123 4567',
        plate: testPlate(plate),
        paymentMethod: 'cash',
        lines: [
          { productId: a!.id, size: 'small', quantity: 2, note: `${name}: no straw` },
          { productId: b!.id, size: 'large', quantity: 1 },
        ],
        locale: 'en',
      },
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as PlacedOrder;
    const key = new URL(placed.trackingPath, 'http://x').searchParams.get('key')!;
    const note = `${name} in the white Patrol`;
    expect(
      (
        await callAs(server, `/api/orders/${placed.order.id}/arrival?key=${encodeURIComponent(key)}`, {
          cookie: who.cookie,
          body: { note },
        })
      ).status,
    ).toBe(200);
    if (atBay)
      expect(
        (
          await callAs(server, `/api/bays/${bay.token}/arrival`, {
            cookie: who.cookie,
            body: { orderId: placed.order.id, key },
          })
        ).status,
      ).toBe(200);
    await setOrderStatus(db(), placed.order.id, 'completed', null, { publicUrl: 'http://localhost:3000' });
    const [record] = await db().select().from(customers).where(eq(customers.userId, who.id));
    const [review] = await db()
      .insert(reviews)
      .values({
        productId: a!.id,
        orderId: placed.order.id,
        customerId: record!.id,
        authorNameEn: name,
        authorNameAr: name,
        rating: '4.5',
        title: `${name} loved it`,
        commentEn: `Fresh, says ${name}`,
        commentAr: `Fresh, says ${name}`,
        locale: 'en',
        verifiedPurchase: true,
        status: 'approved',
      })
      .returning();
    return {
      ...who,
      name,
      plate,
      orderId: placed.order.id,
      number: placed.order.number,
      note,
      reviewId: review!.id,
      customerId: record!.id,
      key,
    };
  }

  const download = (who: Signed) => callAs(server, '/api/account/data', { cookie: who.cookie });
  const remove = (who: Signed, password: string) =>
    callAs(server, '/api/account/delete', { cookie: who.cookie, body: { password } });
  const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

  it('downloads the customer’s own data as a dated JSON attachment, never another customer’s, and logs it', async () => {
    const noura = await customerWithHistory('Noura Data', 'AD 5 12345', true);
    const salem = await customerWithHistory('Salem Other', 'DXB A 777');

    const res = await download(noura);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="aseer-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text) as MyData;
    expect(data.account).toMatchObject({ name: 'Noura Data', email: noura.email, emailConfirmed: true });
    expect(data.customer).toMatchObject({
      name: 'Noura Data',
      phone: expect.stringContaining('123'),
      carPlate: 'AD 5 12345',
    });
    expect(data.savedCars).toEqual([
      expect.objectContaining({ plate: 'AD 5 12345', nickname: "Noura Data's car", isDefault: true }),
    ]);
    expect(data.orders).toHaveLength(1);
    const [order] = data.orders;
    expect(order).toMatchObject({
      number: noura.number,
      status: 'completed',
      paymentMethod: 'cash',
      carPlate: 'AD 5 12345',
      arrivalNote: noura.note,
      bayName: 'B4',
    });
    expect(order!.items.map((i) => [i.size, i.quantity])).toEqual([
      ['small', 2],
      ['large', 1],
    ]);
    expect(order!.items.reduce((sum, i) => sum + i.lineTotalFils, 0)).toBe(order!.totalFils);
    // What was asked for each line is theirs too: its note, and the options it was made with.
    expect(order!.items.map((i) => i.note)).toEqual(['Noura Data: no straw', null]);
    expect(order!.items.flatMap((i) => i.options)).toEqual(
      (await db().select().from(orderItems).where(eq(orderItems.orderId, noura.orderId))).flatMap((i) =>
        i.options.map(({ nameEn, nameAr, priceFils, isDefault }) => ({
          nameEn,
          nameAr,
          priceFils,
          isDefault,
        })),
      ),
    );
    expect(data.reviews).toEqual([
      expect.objectContaining({
        orderNumber: noura.number,
        rating: 4.5,
        title: 'Noura Data loved it',
        comment: 'Fresh, says Noura Data',
        status: 'approved',
      }),
    ]);

    // Nothing of Salem's, and no internal ids, keys, tokens or hashes.
    for (const other of [salem.email, 'Salem', String(salem.number), 'DXB A 777'])
      expect(text).not.toContain(other);
    for (const secret of [noura.id, noura.orderId, noura.customerId, noura.reviewId, noura.key, bay.token])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(id|userId|accessKey|token|password|idempotencyKey|requestHash)"/);

    const logged = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'data_export'), eq(securityEvents.userId, noura.id)));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.email).toBe(noura.email);

    // An order never marked at a bay says so.
    const salems = (await (await download(salem)).json()) as MyData;
    expect(salems.orders.map((o) => [o.number, o.bayName])).toEqual([[salem.number, null]]);

    expect((await callAs(server, '/api/account/data')).status).toBe(401);
  });

  it('a wrong password deletes nothing; five wrong ones in a row are refused for a while', async () => {
    const hessa = await customerWithHistory('Hessa Wrong', 'SHJ 3 4242');
    const before = await orderRow(hessa.orderId);
    for (let i = 0; i < 5; i++) {
      const res = await remove(hessa, 'not-my-password');
      expect(res.status).toBe(422);
      expect(await codeOf(res)).toBe('wrong_password');
    }
    const limited = await remove(hessa, hessa.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await db().select().from(users).where(eq(users.id, hessa.id))).toHaveLength(1);
    expect(await orderRow(hessa.orderId)).toEqual(before);
    expect((await download(hessa)).status).toBe(200);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'account_deleted'))).toEqual([]);
  });

  it('deletes the account: personal data goes, orders stay anonymised with items and totals, the review stays as "A customer", an e-mail confirms it', async () => {
    const mariam = await customerWithHistory('Mariam Gone', 'AJM B 321');
    const keep = await customerWithHistory('Khalid Stays', 'AD 7 7007');
    const before = await orderRow(mariam.orderId);
    const itemsBefore = await db().select().from(orderItems).where(eq(orderItems.orderId, mariam.orderId));

    const res = await remove(mariam, mariam.password);
    expect(res.status).toBe(204);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The session cookie is cleared, and the old one no longer works.
    expect(res.headers.getSetCookie().some((c) => /session_token=;/.test(c) || /Max-Age=0/i.test(c))).toBe(
      true,
    );
    expect((await callAs(server, '/api/account', { cookie: mariam.cookie })).status).toBe(401);

    expect(await db().select().from(users).where(eq(users.id, mariam.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, mariam.id))).toEqual([]);
    expect(await db().select().from(customerCars).where(eq(customerCars.userId, mariam.id))).toEqual([]);
    expect(await db().select().from(customers).where(eq(customers.email, mariam.email))).toEqual([]);

    const after = await orderRow(mariam.orderId);
    expect(after).toMatchObject({
      customerName: '',
      customerEmail: '',
      customerPhone: null,
      carPlate: '',
      plateNumber: null,
      arrivalNote: null,
      userId: null,
      customerId: null,
    });
    expect(after.anonymizedAt).toBeInstanceOf(Date);
    expect(after).toMatchObject({
      number: before.number,
      totalFils: before.totalFils,
      vatFils: before.vatFils,
      status: 'completed',
      paymentMethod: 'cash',
    });
    // The lines stay as they were made, less the customer's notes (personal, like the rest).
    expect(itemsBefore.some((i) => i.note !== null)).toBe(true);
    expect(await db().select().from(orderItems).where(eq(orderItems.orderId, mariam.orderId))).toEqual(
      itemsBefore.map((i) => ({ ...i, note: null })),
    );
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.dedupeKey, `receipt:${mariam.orderId}`)),
    ).toEqual([]);

    const [review] = await db().select().from(reviews).where(eq(reviews.id, mariam.reviewId));
    expect(review).toMatchObject({
      authorNameEn: 'A customer',
      authorNameAr: 'عميل',
      title: 'Mariam Gone loved it',
      customerId: null,
      status: 'approved',
    });

    const mail = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, mariam.email));
    expect(mail.map((m) => m.kind)).toEqual(['account_deleted']);
    expect(mail[0]!.subject).toContain('Your account has been deleted');
    expect(mail[0]!.textBody).toContain('حذفنا حسابك');

    const [logged] = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'account_deleted'), eq(securityEvents.userId, mariam.id)));
    expect(logged).toMatchObject({ email: mariam.email, details: { orders: 1, reviews: 1 } });

    // Another customer's data is untouched.
    expect(await orderRow(keep.orderId)).toMatchObject({
      customerName: 'Khalid Stays',
      carPlate: 'AD 7 7007',
      anonymizedAt: null,
    });
    expect((await download(keep)).status).toBe(200);

    // Signing in fails; the address can sign up again as a new account.
    const login = await callAs(server, '/api/account/login', {
      body: { email: mariam.email, password: mariam.password },
    });
    expect(login.status).toBe(401);
    const again = await callAs(server, '/api/account/signup', {
      body: {
        name: 'Mariam New',
        email: mariam.email,
        password: 'a-fresh-start-2026',
        confirmPassword: 'a-fresh-start-2026',
      },
    });
    expect(again.status, await again.clone().text()).toBe(201);
    const [fresh] = await db().select().from(users).where(eq(users.email, mariam.email));
    expect(fresh!.id).not.toBe(mariam.id);
    expect((await orderRow(mariam.orderId)).userId).toBeNull();
  });

  it('refuses while an order is on its way, and for staff accounts', async () => {
    const waiting = await customerWithHistory('Aisha Waiting', 'RAK C 55');
    await db().update(orders).set({ status: 'processing' }).where(eq(orders.id, waiting.orderId));
    const res = await remove(waiting, waiting.password);
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('account_delete_open_order');
    expect(await db().select().from(users).where(eq(users.id, waiting.id))).toHaveLength(1);
    expect((await orderRow(waiting.orderId)).customerName).toBe('Aisha Waiting');
    // Ready for the car is still on its way (staff find the customer by the plate).
    await db().update(orders).set({ status: 'ready' }).where(eq(orders.id, waiting.orderId));
    const ready = await remove(waiting, waiting.password);
    expect(ready.status).toBe(409);
    expect(await codeOf(ready)).toBe('account_delete_open_order');

    for (const role of ['staff', 'owner'] as const) {
      const staff = await signInAs(server, role);
      const refused = await remove(staff, staff.password);
      expect(refused.status).toBe(403);
      expect(await codeOf(refused)).toBe('account_delete_staff');
      expect(await db().select().from(users).where(eq(users.id, staff.id))).toHaveLength(1);
    }
  });
});
