import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { createTestServer, type TestServer } from '../testing/server-test-kit';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ TEST_HOOKS: '0' });
});
afterAll(() => server.close());

describe('the app', () => {
  it('answers /api/health', async () => {
    const res = await server.request('/api/health');
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('publishes every schema pattern as JSON Schema reads it (no regular-expression flags stuck on)', async () => {
    const text = await (await server.request('/api/openapi.json')).text();
    const patterns = [...text.matchAll(/"pattern":("(?:[^"\\]|\\.)*")/g)].map(
      (m) => JSON.parse(m[1]!) as string,
    );
    // Names and messages refuse control characters (and lone surrogates) by a Unicode-property pattern.
    expect(patterns).toContain('^[^\\p{Cc}\\p{Cs}]*$');
    for (const p of patterns) {
      expect(p).not.toMatch(/(?<!\\)\/[a-z]+$/);
      expect(() => new RegExp(p, 'u')).not.toThrow();
    }
    expect(
      new RegExp(
        patterns.find((p) => p.includes('p{Cc}'))!,
        'u',
      ).test('Fatima\u0000'),
    ).toBe(false);
  });

  it('documents every public endpoint in an OpenAPI 3.1 document', async () => {
    const doc = (await (await server.request('/api/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, object>;
    };
    expect(doc.openapi).toBe('3.1.0');
    // Staff endpoints (/api/admin/*) are covered by the role test (admin-access.test.ts).
    expect(
      Object.keys(doc.paths)
        .filter((p) => !p.startsWith('/api/admin/'))
        .sort(),
    ).toEqual(
      [
        '/api/account',
        '/api/account/login',
        '/api/account/login/two-factor',
        '/api/account/logout',
        '/api/account/cars',
        '/api/account/cars/{id}',
        '/api/account/data',
        '/api/account/delete',
        '/api/account/guest-orders/claim',
        '/api/account/guest-orders/code',
        '/api/account/orders',
        '/api/account/password',
        '/api/account/password/forgot',
        '/api/account/password/reset',
        '/api/account/password/reset/check',
        '/api/account/reviews',
        '/api/account/session',
        '/api/account/signup',
        '/api/account/verification/resend',
        '/api/bays/{token}',
        '/api/bays/{token}/arrival',
        '/api/bays/{token}/orders',
        '/api/bays/{token}/plate-arrival',
        '/api/catalog/events',
        '/api/catalog/menu',
        '/api/contact',
        '/api/employees',
        '/api/health',
        '/api/navigation',
        '/api/order-slots',
        '/api/orders',
        '/api/orders/estimate',
        '/api/orders/{id}',
        '/api/orders/{id}/approach',
        '/api/orders/{id}/arrival',
        '/api/orders/{id}/events',
        '/api/orders/{id}/payment-check',
        '/api/payment-methods',
        '/api/payments/stripe/webhook',
        '/api/ready',
        '/api/reviews/featured',
        '/api/staff/session',
        '/api/staff/signup',
        '/api/store',
      ].sort(),
    );
  });

  it('answers text the database cannot store (a NUL character) with a 422, and stores nothing', async () => {
    const before = await server.database.db.select().from(contactMessages);
    const res = await server.json('/api/contact', {
      name: 'Mari\u0000am',
      email: 'mariam@example.com',
      message: 'A message long enough.',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect(await server.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await server.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found', message_en: 'Not found.' } });
  });

  it('does not mount the test helpers unless TEST_HOOKS=1', async () => {
    const res = await server.request('/api/test/products/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
    });
    expect(res.status).toBe(404);
  });

  it('serves seeded product images and refuses paths outside the media folder', async () => {
    const menu = (await (await server.request('/api/catalog/menu')).json()) as {
      products: { image: string }[];
    };
    const img = await server.request(menu.products[0]!.image);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    const escape = await server.request('/media/..%2f..%2fetc/passwd');
    expect(escape.status).toBe(404);
  });

  it('serves the shop details with opening hours from the environment on a fresh install', async () => {
    const store = (await (await server.request('/api/store')).json()) as {
      hours: { days: { closed: boolean; open: string; close: string }[] };
    };
    // OPENING_HOURS=00:00-24:00 (the same hours every day), read as hours per weekday.
    expect(store.hours.days).toEqual(
      Array.from({ length: 7 }, () => ({ closed: false, open: '00:00', close: '24:00' })),
    );
  });

  it('serves featured reviews in both languages', async () => {
    const { reviews } = (await (await server.request('/api/reviews/featured')).json()) as {
      reviews: { commentAr: string; commentEn: string; rating: number }[];
    };
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const r of reviews) {
      expect(r.commentAr).toMatch(/[\u0600-\u06ff]/);
      expect(r.commentEn).toMatch(/[a-z]/i);
      expect(r.rating % 0.5).toBe(0);
    }
  });
});
