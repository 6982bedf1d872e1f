import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { simpleParser } from 'mailparser';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, MenuSize } from '@/features/catalog';
import { categories, orderItems, orders } from '@/server/db/schema';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import { testPlate } from '@/server/testing/plate-test-kit';
import type { AdminOrderDetail, Board, OrderReceipt } from '../orders.admin.schema';
import type { OrderView, PlacedOrder } from '../orders.schema';

/**
 * Issue 35: a size the owner names. The owner makes a product with one size, "1 L bottle" /
 * «عبوة لتر»; a customer orders it; every view of the order names it so, in either language, and
 * keeps the name after the owner renames the size. A size key the product lacks is refused.
 */
/** What this test reads of the back office's product. */
type AdminProduct = { id: string; categoryId: string; sizes: MenuSize[] };

describe('a size the owner names', () => {
  let server: TestServer;
  let owner: string;
  let product: AdminProduct;
  let placed: OrderView;
  let email: string;

  const input = (sizes: unknown[]) => ({
    nameEn: 'Orange Juice Bottle',
    nameAr: 'عبوة عصير برتقال',
    descriptionEn: '',
    descriptionAr: '',
    categoryId: '',
    subcategoryId: null,
    sizes,
    image: '/media/products/orange.webp',
    gallery: [],
    status: 'active',
    soldOut: false,
  });
  const menu = async () => (await (await server.request('/api/catalog/menu')).json()) as Menu;
  const orderBody = (lines: unknown[]) => ({
    idempotencyKey: randomUUID(),
    name: 'Mariam',
    email,
    plate: testPlate('AD 1 2345'),
    paymentMethod: 'cash',
    lines,
    locale: 'ar',
  });
  const get = async <T>(p: string) => {
    const res = await callAs(server, p, { cookie: owner });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    server = await createTestServer();
    owner = (await signInAs(server, 'owner', 'Olivia Owner')).cookie;
    const [category] = await server.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, 'fresh-juices'));
    const res = await callAs(server, '/api/admin/products', {
      cookie: owner,
      body: {
        ...input([{ nameEn: '1 L bottle', nameAr: 'عبوة لتر', price: 25, soldOut: false }]),
        categoryId: category!.id,
      },
    });
    expect(res.status).toBe(201);
    product = (await res.json()) as AdminProduct;
    email = `bottle.${randomUUID()}@example.com`;
  });
  afterAll(() => server.close());

  it('is on the menu with its key, both names and its price, the only size', async () => {
    const shown = (await menu()).products.find((p) => p.id === product.id)!;
    expect(shown.sizes).toEqual([
      { size: '1-l-bottle', nameEn: '1 L bottle', nameAr: 'عبوة لتر', priceFils: 2500, soldOut: false },
    ]);
  });

  it('is ordered by its key at the server’s price, and the order keeps its names', async () => {
    const res = await callAs(server, '/api/orders', {
      body: orderBody([{ productId: product.id, size: '1-l-bottle', quantity: 2, priceFils: 1 }]),
    });
    expect(res.status).toBe(201);
    placed = ((await res.json()) as PlacedOrder).order;
    expect(placed.totalFils).toBe(5000);
    expect(placed.items).toMatchObject([
      {
        size: '1-l-bottle',
        sizeNameEn: '1 L bottle',
        sizeNameAr: 'عبوة لتر',
        unitPriceFils: 2500,
        quantity: 2,
      },
    ]);
  });

  it('names it on the board, the order view, the invoice, the receipt e-mail and orders.csv', async () => {
    const names = { sizeNameEn: '1 L bottle', sizeNameAr: 'عبوة لتر' };
    const board = await get<Board>('/api/admin/orders/board');
    expect(board.orders.find((o) => o.id === placed.id)!.items).toMatchObject([names]);
    expect((await get<AdminOrderDetail>(`/api/admin/orders/${placed.id}`)).items).toMatchObject([names]);
    const receipt = await get<OrderReceipt>(`/api/admin/orders/${placed.id}/receipt`);
    expect(receipt.order.items).toMatchObject([names]);

    await server.drainMail();
    const dir = path.join(server.dataDir, 'outbox');
    const raw = fs
      .readdirSync(dir)
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((m) => m.includes(email))!;
    const mail = await simpleParser(raw);
    // Arabic first (the order's language), then English: each names the size in its own words.
    expect(mail.text).toContain('(عبوة لتر)');
    expect(mail.text).toContain('(1 L bottle)');

    for (const [lang, name] of [
      ['en', '1 L bottle'],
      ['ar', 'عبوة لتر'],
    ] as const) {
      const csv = await callAs(server, `/api/admin/orders/export.csv?q=${placed.number}&lang=${lang}`, {
        cookie: owner,
      });
      const rows = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
      expect(rows[1]![7]).toBe(name);
    }
  });

  it('keeps the name an order was placed with when the owner renames the size later', async () => {
    const res = await callAs(server, `/api/admin/products/${product.id}`, {
      method: 'PUT',
      cookie: owner,
      body: {
        ...input([
          { size: '1-l-bottle', nameEn: 'Litre bottle', nameAr: 'عبوة سعة لتر', price: 26, soldOut: false },
        ]),
        categoryId: product.categoryId,
      },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminProduct).sizes).toMatchObject([
      { size: '1-l-bottle', nameEn: 'Litre bottle', nameAr: 'عبوة سعة لتر', priceFils: 2600 },
    ]);
    const old = await get<AdminOrderDetail>(`/api/admin/orders/${placed.id}`);
    expect(old.items).toMatchObject([
      { sizeNameEn: '1 L bottle', sizeNameAr: 'عبوة لتر', unitPriceFils: 2500 },
    ]);
    const receipt = await get<OrderReceipt>(`/api/admin/orders/${placed.id}/receipt`);
    expect(receipt.order.items).toMatchObject([{ sizeNameEn: '1 L bottle', sizeNameAr: 'عبوة لتر' }]);
    // The same key orders it again, under its new name (a cart made before the rename still works).
    const again = await callAs(server, '/api/orders', {
      body: orderBody([{ productId: product.id, size: '1-l-bottle', quantity: 1 }]),
    });
    expect(again.status).toBe(201);
    expect(((await again.json()) as PlacedOrder).order.items).toMatchObject([
      { sizeNameEn: 'Litre bottle', sizeNameAr: 'عبوة سعة لتر', unitPriceFils: 2600 },
    ]);
  });

  it('refuses a size the product does not have, in both languages, and writes nothing', async () => {
    const counted = async () => {
      const db = server.database.db;
      const [[o], [i]] = await Promise.all([
        db.select({ n: count() }).from(orders),
        db.select({ n: count() }).from(orderItems),
      ]);
      return [o!.n, i!.n];
    };
    const before = await counted();
    for (const size of ['small', 'litre']) {
      const res = await callAs(server, '/api/orders', {
        body: orderBody([{ productId: product.id, size, quantity: 1 }]),
      });
      expect(res.status).toBe(422);
      const { error } = (await res.json()) as {
        error: { code: string; message_en: string; message_ar: string; details: unknown[] };
      };
      expect(error).toMatchObject({
        code: 'size_unavailable',
        message_en: expect.stringContaining('size'),
        message_ar: expect.stringContaining('الأحجام'),
        details: [{ path: 'lines.0', code: 'unknown_size', productId: product.id, size }],
      });
    }
    // Not a key at all: refused by the schema, on the line's field.
    const bad = await callAs(server, '/api/orders', {
      body: orderBody([{ productId: product.id, size: '1 L Bottle', quantity: 1 }]),
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain('lines.0.size');
    expect(await counted()).toEqual(before);
  });
});
