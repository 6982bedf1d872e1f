import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products, reviews } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { MyReview, PublicReview } from '../reviews.schema';
import { REVIEW_LIMIT } from './reviews.routes';
import { reviewsKit } from './reviews-test-kit';

let server: TestServer;
let kit: ReturnType<typeof reviewsKit>;
let items: { id: string; nameEn: string; nameAr: string }[];
beforeAll(async () => {
  // Behind a trusted proxy, each test speaks from its own address (the per-client limit).
  server = await createTestServer({ TRUST_PROXY: '1' });
  kit = reviewsKit(server);
  items = await kit.someProducts();
});
afterAll(() => server.close());

// A fresh address per call unless told (the limit has its own test).
const send = (cookie: string | undefined, body: unknown, ip = `10.1.${randomInt(256)}.${randomInt(256)}`) =>
  server.request('/api/account/reviews', {
    method: 'POST',
    headers: {
      Origin: 'http://localhost:3000',
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body),
  });
const input = (orderId: string, productId: string, over: Record<string, unknown> = {}) => ({
  orderId,
  productId,
  rating: 5,
  title: 'Best mango in town',
  comment: 'Thick, cold and fresh.',
  locale: 'en',
  ...over,
});
const reviewCount = async () => (await kit.db().select({ n: count() }).from(reviews))[0]!.n;
const featured = async () =>
  ((await (await server.request('/api/reviews/featured')).json()) as { reviews: PublicReview[] }).reviews;

describe('a customer reviews a product of a completed order', () => {
  it('is stored as a verified purchase, pending, in the language written, and tells the staff', async () => {
    const c = await kit.customer('Hamdan Al Mazrouei');
    const o = await kit.order(c.customerId, [items[0]!.id, items[1]!.id]);
    const res = await send(
      c.cookie,
      input(o.id, items[1]!.id, { rating: 4, title: ' عصير رائع ', comment: 'طازج وبارد', locale: 'ar' }),
    );
    expect(res.status).toBe(201);
    const mine = (await res.json()) as MyReview;
    expect(mine).toMatchObject({ productId: items[1]!.id, orderId: o.id, rating: 4, status: 'pending' });
    const [row] = await kit.db().select().from(reviews).where(eq(reviews.id, mine.id));
    expect(row).toMatchObject({
      customerId: c.customerId,
      authorNameEn: 'Hamdan Al Mazrouei',
      authorNameAr: 'Hamdan Al Mazrouei',
      title: 'عصير رائع',
      commentEn: 'طازج وبارد',
      commentAr: 'طازج وبارد',
      locale: 'ar',
      rating: '4.0',
      status: 'pending',
      featured: false,
      verifiedPurchase: true,
    });
    // The trigger's notification for the back office.
    const [note] = await kit
      .db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'new_review'), eq(notifications.refId, mine.id)));
    expect(note?.data).toMatchObject({ customerName: 'Hamdan Al Mazrouei', productNameEn: items[1]!.nameEn });
    // Pending: not on the home page; listed among the customer's own reviews.
    expect((await featured()).map((r) => r.id)).not.toContain(mine.id);
    const own = (await (
      await callAs(server, '/api/account/reviews', { cookie: c.cookie })
    ).json()) as MyReview[];
    expect(own.map((r) => r.id)).toEqual([mine.id]);
  });

  it("refuses someone else's order as not found, and a signed-out visitor", async () => {
    const owner = await kit.customer();
    const other = await kit.customer();
    const o = await kit.order(owner.customerId, [items[0]!.id]);
    const before = await reviewCount();
    const res = await send(other.cookie, input(o.id, items[0]!.id));
    expect(res.status).toBe(404);
    expect(await codeOf(res)).toBe('order_not_found');
    expect((await send(undefined, input(o.id, items[0]!.id))).status).toBe(401);
    // A staff account has no orders of its own either.
    const staff = await signInAs(server, 'manager');
    expect((await send(staff.cookie, input(o.id, items[0]!.id))).status).toBe(404);
    expect((await send(other.cookie, input(randomUUID(), items[0]!.id))).status).toBe(404);
    expect(await reviewCount()).toBe(before);
  });

  it.each(['pending', 'processing', 'cancelled'] as const)('refuses an order that is %s', async (status) => {
    const c = await kit.customer();
    const o = await kit.order(c.customerId, [items[0]!.id], status);
    const res = await send(c.cookie, input(o.id, items[0]!.id));
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('review_order_not_completed');
  });

  it('refuses a product that is not in the order', async () => {
    const c = await kit.customer();
    const o = await kit.order(c.customerId, [items[0]!.id]);
    const res = await send(c.cookie, input(o.id, items[2]!.id));
    expect(res.status).toBe(422);
    expect(await codeOf(res)).toBe('review_product_not_in_order');
  });

  it('takes one review per product, from whichever order, with a clear message in both languages', async () => {
    const c = await kit.customer();
    const first = await kit.order(c.customerId, [items[3]!.id]);
    const second = await kit.order(c.customerId, [items[3]!.id]);
    expect((await send(c.cookie, input(first.id, items[3]!.id))).status).toBe(201);
    for (const o of [first, second]) {
      const res = await send(c.cookie, input(o.id, items[3]!.id, { rating: 1 }));
      expect(res.status).toBe(409);
      const body = (await res.json()) as { error: { code: string; message_en: string; message_ar: string } };
      expect(body.error).toMatchObject({
        code: 'review_exists',
        message_en: 'You have already reviewed this product. Thank you!',
      });
      expect(body.error.message_ar).toMatch(/قيّمت هذا الصنف/);
    }
    // Two at once: the unique index lets one through.
    const third = await kit.customer();
    const o = await kit.order(third.customerId, [items[4]!.id]);
    const statuses = (
      await Promise.all([
        send(third.cookie, input(o.id, items[4]!.id)),
        send(third.cookie, input(o.id, items[4]!.id)),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses hostile or malformed input with 422 and writes nothing', async () => {
    const c = await kit.customer();
    const o = await kit.order(c.customerId, [items[5]!.id]);
    const before = await reviewCount();
    const bad: Record<string, unknown>[] = [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { rating: -1e308 },
      { title: '' },
      { title: '   ' },
      { title: 'x'.repeat(101) },
      { comment: 'x'.repeat(2001) },
      { comment: 'null \u0000 byte' },
      { title: 'bell \u0007' },
      { orderId: 'not-a-uuid' },
      { productId: "1' or '1'='1" },
      { locale: 'fr' },
      { status: 'approved' },
      { featured: true },
    ];
    for (const over of bad) {
      const res = await send(c.cookie, input(o.id, items[5]!.id, over));
      expect(res.status, JSON.stringify(over)).toBe(422);
    }
    expect((await send(c.cookie, 'just text')).status).toBe(422);
    expect(await reviewCount()).toBe(before);
    // Line breaks in the text are fine.
    expect((await send(c.cookie, input(o.id, items[5]!.id, { comment: 'Line one\nLine two' }))).status).toBe(
      201,
    );
  });

  it('limits how many reviews one address sends', async () => {
    const c = await kit.customer();
    const o = await kit.order(c.customerId, [items[6]!.id]);
    const ip = '10.9.9.9';
    for (let i = 0; i < REVIEW_LIMIT.perClient; i++)
      expect((await send(c.cookie, { rating: 'x' }, ip)).status).toBe(422);
    const limited = await send(c.cookie, input(o.id, items[6]!.id), ip);
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('rate_limited');
    // Reading one's reviews is not limited; another address may still send.
    expect((await callAs(server, '/api/account/reviews', { cookie: c.cookie })).status).toBe(200);
    expect((await send(c.cookie, input(o.id, items[6]!.id), '10.9.9.10')).status).toBe(201);
  });
});

describe('the home page reviews', () => {
  it('lists approved featured reviews newest first, with title, product and half stars, revalidated by ETag', async () => {
    const list = await featured();
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.some((r) => r.rating === 4.5)).toBe(true);
    const dates = list.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const res = await server.request('/api/reviews/featured');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(
      (await server.request('/api/reviews/featured', { headers: { 'If-None-Match': tag! } })).status,
    ).toBe(304);

    const c = await kit.customer('Noura');
    const r = await kit.review({
      customerId: c.customerId,
      productId: items[0]!.id,
      title: 'Lovely',
      status: 'approved',
      featured: true,
      verifiedPurchase: true,
      locale: 'en',
      authorNameEn: 'Noura',
      authorNameAr: 'Noura',
    });
    const now = await featured();
    expect(now[0]).toMatchObject({
      id: r.id,
      title: 'Lovely',
      locale: 'en',
      verifiedPurchase: true,
      product: { nameEn: items[0]!.nameEn, nameAr: items[0]!.nameAr },
    });
    // The day it was written, in each language, in the shop's time zone (21:30 UTC is the next day in Abu Dhabi).
    const late = await kit.review({
      productId: items[2]!.id,
      status: 'approved',
      featured: true,
      createdAt: new Date('2099-03-01T21:30:00Z'),
    });
    await expect
      .poll(async () => (await featured()).find((x) => x.id === late.id)?.writtenOn)
      .toEqual({ en: 'Mar 2, 2099', ar: '2 مارس 2099' });
    await server.database.db.update(reviews).set({ featured: false }).where(eq(reviews.id, late.id));
    expect(
      (await server.request('/api/reviews/featured', { headers: { 'If-None-Match': tag! } })).status,
    ).toBe(200);
    await kit.review({ productId: items[1]!.id, status: 'pending', featured: true });
    await kit.review({ productId: items[1]!.id, status: 'rejected', featured: true });
    expect((await featured()).every((x) => x.id === r.id || list.some((y) => y.id === x.id))).toBe(true);
    // The list is cached: a renamed product and an unfeatured review show at once all the same.
    await server.database.db
      .update(products)
      .set({ nameEn: 'Renamed Mango' })
      .where(eq(products.id, items[0]!.id));
    await expect.poll(async () => (await featured())[0]?.product?.nameEn).toBe('Renamed Mango');
    await server.database.db.update(reviews).set({ featured: false }).where(eq(reviews.id, r.id));
    await expect.poll(async () => (await featured()).some((x) => x.id === r.id)).toBe(false);
  });
});
