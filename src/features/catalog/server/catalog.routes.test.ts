import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@/server/db/schema';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '../catalog.schema';
import { updateProduct, updateProductSize } from './catalog.service';
import { BUILT_IN_SIZES } from '@/common/product-size';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function getMenu(): Promise<Menu> {
  const res = await server.request('/api/catalog/menu');
  expect(res.status).toBe(200);
  return (await res.json()) as Menu;
}

/** Waits for the cached menu to reflect a change (the NOTIFY is asynchronous). */
async function waitForMenu(check: (m: Menu) => boolean): Promise<Menu> {
  for (let i = 0; i < 50; i++) {
    const m = await getMenu();
    if (check(m)) return m;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('menu never changed');
}

describe('GET /api/catalog/menu', () => {
  it('serves the five categories in order, with their subcategories', async () => {
    const menu = await getMenu();
    expect(menu.categories.map((c) => c.slug)).toEqual([
      'fresh-juices',
      'special-juices',
      'ice-cream',
      'milkshakes',
      'fruits-salad',
    ]);
    expect(menu.categories.every((c) => c.subcategories.length >= 2)).toBe(true);
  });

  it('lists only active products, each with its sizes named in both languages, in their order, with a price in fils', async () => {
    const menu = await getMenu();
    const inactive = await server.database.db.select().from(products).where(ne(products.status, 'active'));
    expect(inactive.length).toBeGreaterThan(0);
    const ids = new Set(menu.products.map((p) => p.id));
    for (const p of inactive) expect(ids.has(p.id)).toBe(false);
    expect(menu.products.length).toBeGreaterThanOrEqual(35);
    // The sample menu's sizes are the built-in ones, in their order (small → large).
    const order = BUILT_IN_SIZES.map((s) => s.size) as string[];
    for (const p of menu.products) {
      const sizes = p.sizes.map((s) => s.size);
      expect(sizes).toEqual([...sizes].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      for (const s of p.sizes) {
        expect(Number.isInteger(s.priceFils) && s.priceFils > 0).toBe(true);
        expect(s).toMatchObject(BUILT_IN_SIZES.find((b) => b.size === s.size)!);
      }
    }
    // newest first
    const dates = menu.products.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers 304 to a matching If-None-Match and sends gzip when asked', async () => {
    const first = await server.request('/api/catalog/menu');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await server.request('/api/catalog/menu', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const gz = await server.request('/api/catalog/menu', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('is invalidated when a product changes through the service layer', async () => {
    const before = await server.request('/api/catalog/menu');
    const etag = before.headers.get('etag')!;
    const menu = (await before.json()) as Menu;
    const target = menu.products.find((p) => !p.soldOut)!;
    await updateProductSize(server.database.db, target.id, target.sizes[0]!.size, { priceFils: 4321 });
    const after = await waitForMenu(
      (m) => m.products.find((p) => p.id === target.id)!.sizes[0]!.priceFils === 4321,
    );
    expect(after).toBeTruthy();
    const res = await server.request('/api/catalog/menu', { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(200);
    await updateProduct(server.database.db, target.id, { status: 'archived' });
    await waitForMenu((m) => !m.products.some((p) => p.id === target.id));
  });
});

describe('GET /api/catalog/events', () => {
  it('sends a catalog event within a second of a product change', async () => {
    const res = await server.request('/api/catalog/events');
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!text.includes(needle)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((r) => setTimeout(() => r(null), left)),
        ]);
        if (!chunk || chunk.done) return text.includes(needle);
        text += decoder.decode(chunk.value);
      }
      return true;
    };
    expect(await readUntil('event: ready', 2000)).toBe(true);
    const menu = await getMenu();
    await updateProduct(server.database.db, menu.products[0]!.id, { soldOut: true });
    expect(await readUntil('event: catalog', 1000)).toBe(true);
    await reader.cancel();
  });
});

describe('service errors', () => {
  it('refuses to update a product that does not exist', async () => {
    await expect(
      updateProduct(server.database.db, '00000000-0000-4000-8000-000000000000', { soldOut: true }),
    ).rejects.toMatchObject({ code: 'product_not_found', status: 404 });
  });
});
