import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '@/server/db/schema';
import { callAs, codeOf, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { AdminReview, AdminReviewPage, ReviewStats } from '../reviews.admin.schema';
import { reviewsKit } from './reviews-test-kit';

let server: TestServer;
let kit: ReturnType<typeof reviewsKit>;
let manager: string;
let items: { id: string; nameEn: string; nameAr: string }[];
beforeAll(async () => {
  server = await createTestServer();
  kit = reviewsKit(server);
  manager = (await signInAs(server, 'manager')).cookie;
  items = await kit.someProducts();
});
afterAll(() => server.close());

const tag = () => randomUUID().slice(0, 8);
const get = (p: string, cookie = manager) => callAs(server, `/api/admin${p}`, { cookie });
const list = async (query: string) => {
  const res = await get(`/reviews${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AdminReviewPage;
};
const ids = async (query: string) => (await list(query)).rows.map((r) => r.id);
const act = (p: string, method: string, body?: unknown) =>
  callAs(server, `/api/admin/reviews${p}`, { method, body, cookie: manager });

describe('who may moderate', () => {
  it('managers and above; staff, customers and visitors are refused', async () => {
    const r = await kit.review();
    for (const role of ['staff', 'customer', 'pending'] as const) {
      const cookie = (await signInAs(server, role)).cookie;
      expect((await get('/reviews', cookie)).status).toBe(403);
      expect(
        (
          await callAs(server, `/api/admin/reviews/${r.id}/status`, {
            method: 'PATCH',
            body: { status: 'approved' },
            cookie,
          })
        ).status,
      ).toBe(403);
      expect((await get('/reviews/export.csv', cookie)).status).toBe(403);
    }
    expect((await callAs(server, '/api/admin/reviews/stats')).status).toBe(401);
    for (const role of ['manager', 'admin', 'owner'] as const)
      expect((await get('/reviews/stats', (await signInAs(server, role)).cookie)).status).toBe(200);
    const [row] = await kit.db().select().from(reviews).where(eq(reviews.id, r.id));
    expect(row!.status).toBe('pending');
  });
});

describe('the figures', () => {
  it('average (one decimal), total, pending and featured over every review, whatever the filters', async () => {
    await kit.review({ rating: '1.0', status: 'pending' });
    await kit.review({ rating: '2.5', status: 'rejected' });
    const all = await kit.db().select().from(reviews);
    const expected: ReviewStats = {
      average: Math.round((all.reduce((s, r) => s + Number(r.rating), 0) / all.length) * 10) / 10,
      total: all.length,
      pending: all.filter((r) => r.status === 'pending').length,
      featured: all.filter((r) => r.featured).length,
    };
    const res = await get('/reviews/stats?status=approved');
    expect(await res.json()).toEqual(expected);
    expect(expected.featured).toBeGreaterThanOrEqual(6); // the seeded samples
  });
});

describe('the list', () => {
  it('finds text in the customer name, product names (either language), title and content', async () => {
    const t = tag();
    const c = await kit.customer(`Mariam ${t}`);
    // A second apart: newest first is the list's order (two written in the same millisecond would
    // fall back to their random ids, and the order below would be a coin toss).
    const at = (s: number) => new Date(Date.now() - (10 - s) * 1000);
    const byName = await kit.review({
      customerId: c.customerId,
      authorNameEn: `Mariam ${t}`,
      authorNameAr: `Mariam ${t}`,
      createdAt: at(1),
    });
    const byTitle = await kit.review({ title: `Great ${t} shake`, createdAt: at(2) });
    const byContent = await kit.review({
      commentEn: `so ${t.toUpperCase()} good`,
      commentAr: 'ممتاز',
      createdAt: at(3),
    });
    const byArabic = await kit.review({ authorNameAr: `خالد ${t}`, createdAt: at(4) });
    expect(await ids(`?q=mariam ${t}`)).toEqual([byName.id]);
    expect(await ids(`?q=${encodeURIComponent(`GREAT ${t}`)}`)).toEqual([byTitle.id]);
    expect(await ids(`?q=${t}`)).toEqual([byArabic.id, byContent.id, byTitle.id, byName.id]);
    expect(await ids(`?q=${encodeURIComponent(`خالد ${t}`)}`)).toEqual([byArabic.id]);
    // Product names, in English and Arabic.
    const p = items[7]!;
    const onProduct = await kit.review({ productId: p.id, title: t });
    expect(await ids(`?q=${encodeURIComponent(p.nameEn.toUpperCase())}&status=pending`)).toContain(
      onProduct.id,
    );
    expect(await ids(`?q=${encodeURIComponent(p.nameAr)}&status=pending`)).toContain(onProduct.id);
    // % and _ are literal.
    expect(await ids('?q=%25_%25')).toEqual([]);
  });

  it('filters by status, whole-star rating and Asia/Dubai days; pages on the server', async () => {
    const t = tag();
    // 20:30 UTC on 1 March is 00:30 on 2 March in Dubai.
    const late = await kit.review({
      title: t,
      rating: '4.5',
      status: 'approved',
      createdAt: new Date('2025-03-01T20:30:00Z'),
    });
    const early = await kit.review({
      title: t,
      rating: '4.0',
      status: 'rejected',
      createdAt: new Date('2025-03-01T19:30:00Z'),
    });
    const low = await kit.review({ title: t, rating: '2.0', createdAt: new Date('2025-02-10T08:00:00Z') });
    expect(await ids(`?q=${t}&status=approved`)).toEqual([late.id]);
    expect(await ids(`?q=${t}&rating=4`)).toEqual([late.id, early.id]);
    expect(await ids(`?q=${t}&rating=2`)).toEqual([low.id]);
    expect(await ids(`?q=${t}&from=2025-03-02&to=2025-03-02`)).toEqual([late.id]);
    expect(await ids(`?q=${t}&to=2025-03-01`)).toEqual([early.id, low.id]);
    expect(await ids(`?q=${t}&from=2025-02-11`)).toEqual([late.id, early.id]);
    const page2 = await list(`?q=${t}&pageSize=2&page=2`);
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.rows.map((r) => r.id)).toEqual([low.id]);
  });

  it('shows customer, e-mail, product, order number, verified purchase and reply', async () => {
    const c = await kit.customer('Salama');
    const o = await kit.order(c.customerId, [items[2]!.id]);
    const r = await kit.review({
      customerId: c.customerId,
      orderId: o.id,
      productId: items[2]!.id,
      verifiedPurchase: true,
      authorNameEn: 'Salama',
      authorNameAr: 'Salama',
      locale: 'ar',
      reply: 'شكرًا',
      replyAt: new Date(),
    });
    const [row] = (await list(`?q=Salama`)).rows.filter((x) => x.id === r.id);
    expect(row).toMatchObject({
      customer: { nameEn: 'Salama', nameAr: 'Salama', email: c.email },
      product: { nameEn: items[2]!.nameEn, nameAr: items[2]!.nameAr },
      orderNumber: o.number,
      verifiedPurchase: true,
      locale: 'ar',
      reply: 'شكرًا',
    });
  });

  it('refuses hostile queries with 422', async () => {
    for (const q of [
      '?q=a%00b',
      `?q=${'x'.repeat(101)}`,
      '?status=deleted',
      '?rating=6',
      '?rating=0',
      '?rating=4.5',
      '?from=2025-02-30',
      '?from=yesterday',
      '?from=2025-03-02&to=2025-03-01',
      '?pageSize=101',
      '?page=0',
      '?page=-1',
    ]) {
      expect((await get(`/reviews${q}`)).status, q).toBe(422);
    }
    for (const q of ['?q=a%00b', '?rating=9', '?to=2025-13-01', '?from=2025-03-02&to=2025-03-01'])
      expect((await get(`/reviews/export.csv${q}`)).status, q).toBe(422);
  });
});

describe('moderation', () => {
  it('approves or rejects only while pending', async () => {
    const r = await kit.review();
    const approved = await act(`/${r.id}/status`, 'PATCH', { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as AdminReview).status).toBe('approved');
    for (const status of ['rejected', 'approved']) {
      const again = await act(`/${r.id}/status`, 'PATCH', { status });
      expect(again.status).toBe(409);
      expect(await codeOf(again)).toBe('review_not_pending');
    }
    const other = await kit.review();
    expect((await act(`/${other.id}/status`, 'PATCH', { status: 'pending' })).status).toBe(422);
    expect((await act(`/${other.id}/status`, 'PATCH', { status: 'rejected', featured: true })).status).toBe(
      422,
    );
    expect(
      (await (await act(`/${other.id}/status`, 'PATCH', { status: 'rejected' })).json()) as AdminReview,
    ).toMatchObject({ status: 'rejected' });
    expect((await act(`/${randomUUID()}/status`, 'PATCH', { status: 'approved' })).status).toBe(404);
    expect((await act('/not-a-uuid/status', 'PATCH', { status: 'approved' })).status).toBe(422);
  });

  it('replies (blank refused) without changing the status', async () => {
    const r = await kit.review();
    for (const reply of ['', '   ', 'x'.repeat(2001), 'a\u0000b'])
      expect((await act(`/${r.id}/reply`, 'PUT', { reply })).status).toBe(422);
    const res = await act(`/${r.id}/reply`, 'PUT', { reply: '  Thank you for your visit!  ' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminReview;
    expect(body).toMatchObject({ reply: 'Thank you for your visit!', status: 'pending' });
    expect(Date.now() - Date.parse(body.replyAt!)).toBeLessThan(60_000);
    expect((await act(`/${randomUUID()}/reply`, 'PUT', { reply: 'hi' })).status).toBe(404);
  });

  it('features approved reviews only; unfeatures any', async () => {
    const r = await kit.review();
    const refused = await act(`/${r.id}/featured`, 'PATCH', { featured: true });
    expect(refused.status).toBe(409);
    expect(await codeOf(refused)).toBe('review_not_approved');
    await act(`/${r.id}/status`, 'PATCH', { status: 'approved' });
    expect(
      ((await (await act(`/${r.id}/featured`, 'PATCH', { featured: true })).json()) as AdminReview).featured,
    ).toBe(true);
    const home = (await (await server.request('/api/reviews/featured')).json()) as {
      reviews: { id: string }[];
    };
    expect(home.reviews[0]!.id).toBe(r.id);
    expect(
      ((await (await act(`/${r.id}/featured`, 'PATCH', { featured: false })).json()) as AdminReview).featured,
    ).toBe(false);
    expect((await act(`/${r.id}/featured`, 'PATCH', { featured: 'yes' })).status).toBe(422);
    expect((await act(`/${randomUUID()}/featured`, 'PATCH', { featured: false })).status).toBe(404);
  });

  it('refuses malformed ids and bodies with 422, changing nothing', async () => {
    const r = await kit.review();
    for (const id of ['not-a-uuid', "1' or '1'='1", `${r.id}x`]) {
      const p = `/${encodeURIComponent(id)}`;
      expect((await act(`${p}/status`, 'PATCH', { status: 'approved' })).status, id).toBe(422);
      expect((await act(`${p}/reply`, 'PUT', { reply: 'hi' })).status, id).toBe(422);
      expect((await act(`${p}/featured`, 'PATCH', { featured: false })).status, id).toBe(422);
      expect((await act(p, 'DELETE')).status, id).toBe(422);
    }
    for (const body of [{}, { status: 'approved', extra: 1 }, { status: 1 }, 'approved', null]) {
      expect((await act(`/${r.id}/status`, 'PATCH', body)).status, JSON.stringify(body)).toBe(422);
    }
    for (const body of [{}, { reply: 42 }, { reply: 'hi', status: 'approved' }])
      expect((await act(`/${r.id}/reply`, 'PUT', body)).status).toBe(422);
    const [row] = await kit.db().select().from(reviews).where(eq(reviews.id, r.id));
    expect(row).toMatchObject({ status: 'pending', reply: null, featured: false });
  });

  it('deletes at any status', async () => {
    const r = await kit.review({ status: 'rejected' });
    expect((await act(`/${r.id}`, 'DELETE')).status).toBe(204);
    expect((await act(`/${r.id}`, 'DELETE')).status).toBe(404);
    expect(await kit.db().select().from(reviews).where(eq(reviews.id, r.id))).toEqual([]);
  });
});

describe('the CSV export', () => {
  it('writes reviews-export.csv with the spec columns, shop-time dates, RFC 4180 quoting and neutralised formulas', async () => {
    const t = tag();
    const p = items[3]!;
    const r = await kit.review({
      title: `=HYPERLINK("x") ${t}`,
      commentEn: 'Fresh, "cold"\nand sweet',
      commentAr: 'طازج، بارد',
      authorNameEn: 'Aisha',
      authorNameAr: 'عائشة',
      productId: p.id,
      rating: '4.5',
      status: 'approved',
      createdAt: new Date('2025-05-31T21:15:09Z'),
    });
    const res = await get(`/reviews/export.csv?q=${t}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="reviews-export.csv"');
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const raw = bytes.toString('utf8');
    expect(raw).toContain('"Fresh, ""cold""\nand sweet"');
    expect(raw.split('\r\n')[0]).toBe(
      '\uFEFFReview ID / رقم التقييم,Customer / العميل,Product / المنتج,Rating / التقييم,Title / العنوان,Content / المحتوى,Status / الحالة,Date / التاريخ',
    );
    const rows = parse(raw, { bom: true }) as string[][];
    expect(rows).toEqual([
      [
        'Review ID / رقم التقييم',
        'Customer / العميل',
        'Product / المنتج',
        'Rating / التقييم',
        'Title / العنوان',
        'Content / المحتوى',
        'Status / الحالة',
        'Date / التاريخ',
      ],
      [
        r.id,
        'Aisha',
        p.nameEn,
        '4.5',
        `'=HYPERLINK("x") ${t}`,
        'Fresh, "cold"\nand sweet',
        'Approved',
        '2025-06-01 01:15:09',
      ],
    ]);
    const ar = parse(await (await get(`/reviews/export.csv?q=${t}&lang=ar`)).text(), {
      bom: true,
    }) as string[][];
    expect(ar[1]!.slice(1, 3)).toEqual(['عائشة', p.nameAr]);
    expect(ar[1]![5]).toBe('طازج، بارد');
    expect((await get(`/reviews/export.csv?lang=fr`)).status).toBe(422);
  });
});
