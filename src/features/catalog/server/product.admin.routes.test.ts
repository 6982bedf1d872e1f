import { eq, ilike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, subcategories } from '@/server/db/schema';
import { signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { ProductInput } from '../catalog.admin.schema';
import type { AdminProduct } from '../catalog.admin.views';
import { call, fieldErrors, json, menuOf, orderOf, waitForMenu } from './catalog-test-kit';

let server: TestServer;
let owner: string;
let staff: string;
let juices: { id: string; subs: string[] };
let iceCream: { id: string; subs: string[] };

async function categoryBySlug(slug: string) {
  const db = server.database.db;
  const [c] = await db.select().from(categories).where(eq(categories.slug, slug));
  const subs = await db.select().from(subcategories).where(eq(subcategories.categoryId, c!.id));
  return { id: c!.id, subs: subs.map((s) => s.id) };
}

beforeAll(async () => {
  server = await createTestServer();
  owner = (await signInAs(server, 'owner')).cookie;
  staff = (await signInAs(server, 'staff')).cookie;
  juices = await categoryBySlug('fresh-juices');
  iceCream = await categoryBySlug('ice-cream');
});
afterAll(() => server.close());

const input = (over: Partial<ProductInput> = {}): ProductInput => ({
  nameEn: 'Saffron Lassi',
  nameAr: 'لاسي بالزعفران',
  descriptionEn: 'Yoghurt, saffron, cardamom.',
  descriptionAr: 'لبن وزعفران وهيل.',
  categoryId: juices.id,
  subcategoryId: juices.subs[0]!,
  sizes: [
    { nameEn: 'Small', nameAr: 'صغير', price: 12.5, soldOut: false },
    { nameEn: 'Large', nameAr: 'كبير', price: 18, soldOut: true },
  ],
  image: '/media/products/orange.webp',
  gallery: [],
  status: 'active',
  soldOut: false,
  ...over,
});

const list = (query: string) => call(server, owner, `/api/admin/products${query}`);
const page = (query: string) => list(query).then((r) => json<{ rows: AdminProduct[]; total: number }>(r));

describe('GET /api/admin/products', () => {
  it('pages the list, with both names, category names and sizes', async () => {
    const all = await server.database.db.select({ id: products.id }).from(products);
    const first = await page('?pageSize=5');
    expect(first.total).toBe(all.length);
    expect(first.rows).toHaveLength(5);
    const second = await page('?pageSize=5&page=2');
    expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
    const row = first.rows[0]!;
    expect(row.category.nameEn).toBeTruthy();
    expect(row.category.nameAr).toBeTruthy();
    expect(row.sizes.length).toBeGreaterThan(0);
  });

  it('searches both names case-insensitively, filters by category and status, sorts by name', async () => {
    const db = server.database.db;
    const expected = await db
      .select({ id: products.id })
      .from(products)
      .where(or(ilike(products.nameEn, '%orange%'), ilike(products.nameAr, '%orange%')));
    const found = await page('?q=ORANGE&pageSize=100');
    expect(found.total).toBe(expected.length);
    expect(found.total).toBeGreaterThan(0);
    expect((await page(`?q=${encodeURIComponent('برتقال')}`)).total).toBeGreaterThan(0);
    expect((await page('?q=%25')).total).toBe(0);

    const inCategory = await page(`?categoryId=${iceCream.id}&pageSize=100`);
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.rows.every((r) => r.categoryId === iceCream.id)).toBe(true);
    const drafts = await page('?status=draft&pageSize=100');
    expect(drafts.rows.every((r) => r.status === 'draft')).toBe(true);

    const az = (await page('?sort=name-asc&pageSize=100')).rows.map((r) => r.nameEn.toLowerCase());
    expect(az).toEqual([...az].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const za = (await page('?sort=name-desc&pageSize=100')).rows.map((r) => r.nameEn.toLowerCase());
    expect(za[0]).toBe(az.at(-1));
    const newest = (await page('?sort=newest&pageSize=100')).rows.map((r) => r.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });
});

describe('POST and PUT /api/admin/products', () => {
  it("refuses missing names, no sizes, no main image, a size named twice and a price that isn't a positive amount in fils", async () => {
    expect(
      await fieldErrors(
        await call(server, owner, '/api/admin/products', 'POST', input({ nameEn: ' ', nameAr: '' })),
      ),
    ).toMatchObject({
      nameEn: 'validation.required',
      nameAr: 'validation.required',
    });
    expect(
      (await fieldErrors(await call(server, owner, '/api/admin/products', 'POST', input({ sizes: [] }))))
        .sizes,
    ).toBe('admin-catalog:validation.sizesRequired');
    expect(
      (await fieldErrors(await call(server, owner, '/api/admin/products', 'POST', input({ image: '' }))))
        .image,
    ).toBe('admin-catalog:validation.imageRequired');
    const twice = input({
      sizes: [
        { nameEn: 'Cup', nameAr: 'كوب', price: 5, soldOut: false },
        { nameEn: ' cup ', nameAr: 'كوب', price: 6, soldOut: false },
      ],
    });
    expect(await fieldErrors(await call(server, owner, '/api/admin/products', 'POST', twice))).toMatchObject({
      'sizes.1.nameEn': 'admin-catalog:validation.sizeTwice',
      'sizes.1.nameAr': 'admin-catalog:validation.sizeTwice',
    });
    const free = input({ sizes: [{ nameEn: 'Cup', nameAr: 'كوب', price: 0, soldOut: false }] });
    expect(
      (await fieldErrors(await call(server, owner, '/api/admin/products', 'POST', free)))['sizes.0.price'],
    ).toBe('admin-catalog:validation.pricePositive');
    const fraction = input({ sizes: [{ nameEn: 'Cup', nameAr: 'كوب', price: 1.234, soldOut: false }] });
    expect(
      (await fieldErrors(await call(server, owner, '/api/admin/products', 'POST', fraction)))[
        'sizes.0.price'
      ],
    ).toBe('admin-catalog:validation.priceStep');
    const outside = input({ image: 'https://evil.example/x.png' });
    expect((await fieldErrors(await call(server, owner, '/api/admin/products', 'POST', outside))).image).toBe(
      'admin-catalog:validation.image',
    );
  });

  it('refuses a size without a name, a key that is not a slug or is given twice, and more than 8 sizes; nothing is written', async () => {
    const before = (await page('?pageSize=1')).total;
    const row = (n: number) => ({ nameEn: `Cup ${n}`, nameAr: `كوب ${n}`, price: 5, soldOut: false });
    const post = (sizes: ProductInput['sizes']) =>
      call(server, owner, '/api/admin/products', 'POST', input({ sizes }));
    expect(await fieldErrors(await post([{ ...row(1), nameEn: ' ', nameAr: '' }]))).toMatchObject({
      'sizes.0.nameEn': 'validation.required',
      'sizes.0.nameAr': 'validation.required',
    });
    expect((await fieldErrors(await post([{ ...row(1), nameEn: 'x'.repeat(41) }])))['sizes.0.nameEn']).toBe(
      'validation.tooLong',
    );
    expect((await fieldErrors(await post([{ ...row(1), size: '1 L' }])))['sizes.0.size']).toBe(
      'validation.sizeKey',
    );
    expect(
      (
        await fieldErrors(
          await post([
            { ...row(1), size: 'cup' },
            { ...row(2), size: 'cup' },
          ]),
        )
      )['sizes.1.size'],
    ).toBe('admin-catalog:validation.sizeTwice');
    expect((await fieldErrors(await post(Array.from({ length: 9 }, (_, i) => row(i))))).sizes).toBe(
      'admin-catalog:validation.sizesMax',
    );
    expect((await page('?pageSize=1')).total).toBe(before);
  });

  it('names a new size’s key after its English name; a rename keeps the key, and the rows’ order is the menu’s', async () => {
    const created = await json<AdminProduct>(
      await call(
        server,
        owner,
        '/api/admin/products',
        'POST',
        input({
          nameEn: 'Bottled Orange',
          sizes: [
            { nameEn: '1 L bottle', nameAr: 'عبوة لتر', price: 25, soldOut: false },
            { nameEn: '1 L Bottle!', nameAr: 'عبوة لتر كبيرة', price: 26, soldOut: false },
            { nameEn: '★', nameAr: 'نجمة', price: 9, soldOut: false },
          ],
        }),
      ),
    );
    expect(created.sizes.map((s) => s.size)).toEqual(['1-l-bottle', '1-l-bottle-2', 'size']);
    const [litre, , half] = created.sizes;
    const edit = input({
      nameEn: 'Bottled Orange',
      sizes: [
        { size: half!.size, nameEn: 'Half litre', nameAr: 'نصف لتر', price: 9, soldOut: false },
        { size: litre!.size, nameEn: 'Litre bottle', nameAr: 'عبوة لتر', price: 24, soldOut: false },
      ],
    });
    const put = await call(server, owner, `/api/admin/products/${created.id}`, 'PUT', edit);
    expect(put.status).toBe(200);
    const shown = await waitForMenu(server, (m) =>
      m.products.some((p) => p.id === created.id && p.sizes[0]?.nameEn === 'Half litre'),
    );
    expect(shown.products.find((p) => p.id === created.id)!.sizes).toEqual([
      { size: 'size', nameEn: 'Half litre', nameAr: 'نصف لتر', priceFils: 900, soldOut: false },
      { size: '1-l-bottle', nameEn: 'Litre bottle', nameAr: 'عبوة لتر', priceFils: 2400, soldOut: false },
    ]);
  });

  it('refuses NUL and other control characters in names, descriptions and the search with 422', async () => {
    const post = (over: Partial<ProductInput>) =>
      call(server, owner, '/api/admin/products', 'POST', input(over));
    const controlChars = 'admin-catalog:validation.controlChars';
    expect((await fieldErrors(await post({ nameEn: 'Lassi\u0000' }))).nameEn).toBe(controlChars);
    expect((await fieldErrors(await post({ nameAr: 'لاسي\u0007' }))).nameAr).toBe(controlChars);
    expect((await fieldErrors(await post({ descriptionAr: 'لبن\u0000' }))).descriptionAr).toBe(controlChars);
    expect((await fieldErrors(await list('?q=a%00b'))).q).toBe(controlChars);
    const lines = await post({ nameEn: 'Two-line Lassi', descriptionEn: 'Yoghurt,\r\n\tsaffron.' });
    expect(lines.status).toBe(201);
    expect((await json<AdminProduct>(lines)).descriptionEn).toBe('Yoghurt,\r\n\tsaffron.');
  });

  it('refuses a subcategory of another category, and an unknown category', async () => {
    const wrong = await call(
      server,
      owner,
      '/api/admin/products',
      'POST',
      input({ subcategoryId: iceCream.subs[0]! }),
    );
    expect((await fieldErrors(wrong)).subcategoryId).toBe('admin-catalog:validation.subcategoryMismatch');
    const unknown = await call(
      server,
      owner,
      '/api/admin/products',
      'POST',
      input({ categoryId: crypto.randomUUID(), subcategoryId: null }),
    );
    expect((await fieldErrors(unknown)).categoryId).toBe('admin-catalog:validation.categoryMissing');
  });

  it('creates a product with its sizes in fils, shows it on the menu, and saves edits there too', async () => {
    const res = await call(server, owner, '/api/admin/products', 'POST', input());
    expect(res.status).toBe(201);
    const created = await json<AdminProduct>(res);
    expect(created.sizes).toEqual([
      { size: 'small', nameEn: 'Small', nameAr: 'صغير', priceFils: 1250, soldOut: false },
      { size: 'large', nameEn: 'Large', nameAr: 'كبير', priceFils: 1800, soldOut: true },
    ]);
    expect(created.subcategory?.nameEn).toBeTruthy();
    const onMenu = await waitForMenu(server, (m) => m.products.some((p) => p.id === created.id));
    expect(onMenu.products.find((p) => p.id === created.id)!.nameAr).toBe('لاسي بالزعفران');

    const edit = input({
      nameEn: 'Royal Saffron Lassi',
      image: '/media/uploads/3b9d6a9e-93c2-4c39-9c55-0e6f3d1f7f01.webp',
      sizes: [{ nameEn: 'Medium', nameAr: 'وسط', price: 15.75, soldOut: false }],
      subcategoryId: null,
    });
    const put = await call(server, owner, `/api/admin/products/${created.id}`, 'PUT', edit);
    expect(put.status).toBe(200);
    const after = await waitForMenu(server, (m) =>
      m.products.some((p) => p.id === created.id && p.nameEn === 'Royal Saffron Lassi'),
    );
    const shown = after.products.find((p) => p.id === created.id)!;
    expect(shown.image).toBe(edit.image);
    expect(shown.sizes).toEqual([
      { size: 'medium', nameEn: 'Medium', nameAr: 'وسط', priceFils: 1575, soldOut: false },
    ]);
    const got = await json<AdminProduct>(await call(server, owner, `/api/admin/products/${created.id}`));
    expect(got.subcategoryId).toBeNull();

    expect(
      (await call(server, owner, `/api/admin/products/${crypto.randomUUID()}`, 'PUT', edit)).status,
    ).toBe(404);
  });

  it('lets staff mark a size or the whole product sold out, but not edit it', async () => {
    const target = (await menuOf(server)).products.find((p) => !p.soldOut && p.sizes.length > 1)!;
    expect((await call(server, staff, `/api/admin/products/${target.id}`, 'PUT', input())).status).toBe(403);
    const size = target.sizes[0]!.size;
    const res = await call(server, staff, `/api/admin/products/${target.id}/stock`, 'PATCH', {
      sizes: [{ size, soldOut: true }],
    });
    expect(res.status).toBe(200);
    await waitForMenu(server, (m) => m.products.find((p) => p.id === target.id)!.sizes[0]!.soldOut);
    await call(server, staff, `/api/admin/products/${target.id}/stock`, 'PATCH', { soldOut: true });
    await waitForMenu(server, (m) => m.products.find((p) => p.id === target.id)!.soldOut);
    const back = await call(server, staff, `/api/admin/products/${target.id}/stock`, 'PATCH', {
      soldOut: false,
      sizes: [{ size, soldOut: false }],
    });
    expect((await json<AdminProduct>(back)).soldOut).toBe(false);
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes a product no order refers to', async () => {
    const created = await json<AdminProduct>(
      await call(server, owner, '/api/admin/products', 'POST', input({ nameEn: 'Short-lived' })),
    );
    const res = await call(server, owner, `/api/admin/products/${created.id}`, 'DELETE');
    expect(await json(res)).toEqual({ archived: false });
    expect((await call(server, owner, `/api/admin/products/${created.id}`)).status).toBe(404);
  });

  it('archives instead a product that orders refer to, and takes it off the menu', async () => {
    const created = await json<AdminProduct>(
      await call(server, owner, '/api/admin/products', 'POST', input({ nameEn: 'Ordered once' })),
    );
    await orderOf(server, created.id);
    await waitForMenu(server, (m) => m.products.some((p) => p.id === created.id));
    const res = await call(server, owner, `/api/admin/products/${created.id}`, 'DELETE');
    expect(await json(res)).toEqual({ archived: true });
    const kept = await json<AdminProduct>(await call(server, owner, `/api/admin/products/${created.id}`));
    expect(kept.status).toBe('archived');
    await waitForMenu(server, (m) => !m.products.some((p) => p.id === created.id));
  });
});

describe('preparation time (minutes per item)', () => {
  const stored = async (id: string) => {
    const [row] = await server.database.db
      .select({ prepMinutes: products.prepMinutes, nameEn: products.nameEn })
      .from(products)
      .where(eq(products.id, id));
    return row!;
  };
  const categoryPrep = async (id: string) => {
    const [row] = await server.database.db
      .select({ prepMinutes: categories.prepMinutes })
      .from(categories)
      .where(eq(categories.id, id));
    return row!.prepMinutes;
  };
  const put = (id: string, body: unknown) => call(server, owner, `/api/admin/products/${id}`, 'PUT', body);

  it("takes the category's when absent on create, and returns the category's minutes beside it", async () => {
    const res = await call(server, owner, '/api/admin/products', 'POST', input({ nameEn: 'Prep Plain' }));
    expect(res.status).toBe(201);
    const created = await json<AdminProduct>(res);
    expect(created.prepMinutes).toBeNull();
    expect(created.categoryPrepMinutes).toBe(await categoryPrep(juices.id));
    expect((await stored(created.id)).prepMinutes).toBeNull();
    const explicitNull = await call(
      server,
      owner,
      '/api/admin/products',
      'POST',
      input({ nameEn: 'Prep Null', prepMinutes: null }),
    );
    expect((await json<AdminProduct>(explicitNull)).prepMinutes).toBeNull();
  });

  it('stores and returns it; absent keeps it on update; null clears it back to the category', async () => {
    const res = await call(
      server,
      owner,
      '/api/admin/products',
      'POST',
      input({ nameEn: 'Prep Own', prepMinutes: 5 }),
    );
    const created = await json<AdminProduct>(res);
    expect(created.prepMinutes).toBe(5);
    expect((await stored(created.id)).prepMinutes).toBe(5);

    expect(
      (await json<AdminProduct>(await put(created.id, input({ nameEn: 'Prep Own', prepMinutes: 60 }))))
        .prepMinutes,
    ).toBe(60);
    const kept = await put(created.id, input({ nameEn: 'Prep Own Renamed' }));
    expect(kept.status).toBe(200);
    expect(await json<AdminProduct>(kept)).toMatchObject({ nameEn: 'Prep Own Renamed', prepMinutes: 60 });
    expect(await stored(created.id)).toEqual({ nameEn: 'Prep Own Renamed', prepMinutes: 60 });
    const listed = await page(`?q=${encodeURIComponent('Prep Own Renamed')}`);
    expect(listed.rows.map((r) => r.prepMinutes)).toEqual([60]);

    const cleared = await json<AdminProduct>(
      await put(
        created.id,
        input({
          nameEn: 'Prep Own Renamed',
          prepMinutes: null,
          categoryId: iceCream.id,
          subcategoryId: null,
        }),
      ),
    );
    expect(cleared.prepMinutes).toBeNull();
    expect(cleared.categoryPrepMinutes).toBe(await categoryPrep(iceCream.id));
    expect((await stored(created.id)).prepMinutes).toBeNull();
    const got = await json<AdminProduct>(await call(server, owner, `/api/admin/products/${created.id}`));
    expect(got).toMatchObject({ prepMinutes: null, categoryPrepMinutes: await categoryPrep(iceCream.id) });
  });

  it('refuses 0, 61, 2.5 and "5" with 422 on the field, and changes nothing', async () => {
    const created = await json<AdminProduct>(
      await call(
        server,
        owner,
        '/api/admin/products',
        'POST',
        input({ nameEn: 'Prep Guarded', prepMinutes: 6 }),
      ),
    );
    const before = await json<AdminProduct>(await call(server, owner, `/api/admin/products/${created.id}`));
    for (const bad of [0, 61, 2.5, '5', -3]) {
      const body = {
        ...input({
          nameEn: 'Prep Changed',
          sizes: [{ nameEn: 'Medium', nameAr: 'وسط', price: 3, soldOut: false }],
        }),
        prepMinutes: bad,
      };
      expect((await fieldErrors(await put(created.id, body))).prepMinutes, String(bad)).toBe(
        'admin-catalog:validation.prepMinutes',
      );
      const post = await call(server, owner, '/api/admin/products', 'POST', body);
      expect((await fieldErrors(post)).prepMinutes, String(bad)).toBe('admin-catalog:validation.prepMinutes');
    }
    const after = await json<AdminProduct>(await call(server, owner, `/api/admin/products/${created.id}`));
    expect(after).toEqual(before);
    expect(await stored(created.id)).toEqual({ nameEn: 'Prep Guarded', prepMinutes: 6 });
    expect((await page(`?q=${encodeURIComponent('Prep Changed')}`)).total).toBe(0);
  });
});
