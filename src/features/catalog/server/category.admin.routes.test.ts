import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, subcategories } from '@/server/db/schema';
import { signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import type { CategoryInput } from '../catalog.admin.schema';
import type { AdminCategory, AdminCategoryTree, AdminSubcategory } from '../catalog.admin.views';
import { call, fieldErrors, json, waitForMenu } from './catalog-test-kit';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await createTestServer();
  owner = (await signInAs(server, 'owner')).cookie;
});
afterAll(() => server.close());

const input = (over: Partial<CategoryInput> = {}): CategoryInput => ({
  nameEn: 'Hot Drinks',
  nameAr: 'مشروبات ساخنة',
  descriptionEn: 'Karak and coffee.',
  descriptionAr: 'كرك وقهوة.',
  image: null,
  sortOrder: 9,
  status: 'active',
  ...over,
});

const tree = (query = '') =>
  call(server, owner, `/api/admin/categories${query}`).then((r) => json<AdminCategoryTree>(r));
type ErrorBody = { error: { code: string; message_en: string; message_ar: string } };

describe('GET /api/admin/categories', () => {
  it('nests subcategories under their categories, by sort order, with product counts from the database', async () => {
    const { categories: list } = await tree();
    expect(list.map((c) => c.slug)).toEqual([
      'fresh-juices',
      'special-juices',
      'ice-cream',
      'milkshakes',
      'fruits-salad',
    ]);
    const db = server.database.db;
    for (const c of list) {
      const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, c.id));
      expect(c.productCount, c.slug).toBe(row!.n);
      expect(c.subcategories.every((s) => s.categoryId === c.id)).toBe(true);
      const orders = c.subcategories.map((s) => s.sortOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    expect(list.some((c) => c.subcategories.some((s) => s.productCount === 0))).toBe(true);
  });

  it('hides inactive ones unless asked, and searches category and subcategory names', async () => {
    const created = await json<AdminCategory>(
      await call(
        server,
        owner,
        '/api/admin/categories',
        'POST',
        input({ nameEn: 'Dormant', status: 'inactive' }),
      ),
    );
    expect((await tree()).categories.map((c) => c.id)).not.toContain(created.id);
    expect((await tree('?includeInactive=1')).categories.map((c) => c.id)).toContain(created.id);

    const { categories: all } = await tree();
    const someSub = all[0]!.subcategories[0]!;
    const bySub = await tree(`?q=${encodeURIComponent(someSub.nameAr)}`);
    expect(bySub.categories.map((c) => c.id)).toEqual([all[0]!.id]);
    expect(bySub.categories[0]!.subcategories.map((s) => s.id)).toEqual([someSub.id]);
    const byCategory = await tree(`?q=${encodeURIComponent(all[1]!.nameEn.toUpperCase())}`);
    expect(byCategory.categories[0]!.subcategories).toHaveLength(all[1]!.subcategories.length);
  });
});

describe('adding and changing categories and subcategories', () => {
  it('makes a unique slug from the English name, and refuses blank names and a bad sort order', async () => {
    const a = await json<AdminCategory>(
      await call(server, owner, '/api/admin/categories', 'POST', input({ nameEn: 'Fresh Juices!' })),
    );
    expect(a.slug).toBe('fresh-juices-2');
    const b = await json<AdminCategory>(
      await call(server, owner, '/api/admin/categories', 'POST', input({ nameEn: 'Café Latte' })),
    );
    expect(b.slug).toBe('cafe-latte');
    const errors = await fieldErrors(
      await call(server, owner, '/api/admin/categories', 'POST', input({ nameAr: '', sortOrder: -1 })),
    );
    expect(errors).toMatchObject({
      nameAr: 'validation.required',
      sortOrder: 'admin-catalog:validation.sortOrder',
    });
    expect(
      (
        await fieldErrors(
          await call(server, owner, '/api/admin/categories', 'POST', input({ sortOrder: 1.5 })),
        )
      ).sortOrder,
    ).toBe('admin-catalog:validation.sortOrder');
  });

  it('refuses NUL and other control characters in names, descriptions and the search with 422', async () => {
    const controlChars = 'admin-catalog:validation.controlChars';
    const cat = await call(server, owner, '/api/admin/categories', 'POST', input({ nameEn: 'Hot\u0000' }));
    expect((await fieldErrors(cat)).nameEn).toBe(controlChars);
    const parent = (await tree()).categories[0]!.id;
    const sub = await call(server, owner, '/api/admin/subcategories', 'POST', {
      ...input({ descriptionAr: 'كرك\u0000' }),
      categoryId: parent,
    });
    expect((await fieldErrors(sub)).descriptionAr).toBe(controlChars);
    expect((await fieldErrors(await call(server, owner, '/api/admin/categories?q=%00'))).q).toBe(
      controlChars,
    );
  });

  it('requires an existing parent for a subcategory', async () => {
    const none = await call(server, owner, '/api/admin/subcategories', 'POST', {
      ...input(),
      categoryId: '',
    });
    expect((await fieldErrors(none)).categoryId).toBe('admin-catalog:validation.parentRequired');
    const unknown = await call(server, owner, '/api/admin/subcategories', 'POST', {
      ...input(),
      categoryId: crypto.randomUUID(),
    });
    expect((await fieldErrors(unknown)).categoryId).toBe('admin-catalog:validation.parentRequired');
  });

  it('shows a renamed category on the menu, and keeps its slug', async () => {
    const [juices] = (await tree()).categories;
    const res = await call(
      server,
      owner,
      `/api/admin/categories/${juices!.id}`,
      'PUT',
      input({ nameEn: 'Squeezed Juices', sortOrder: 1 }),
    );
    expect((await json<AdminCategory>(res)).slug).toBe('fresh-juices');
    await waitForMenu(server, (m) =>
      m.categories.some((c) => c.id === juices!.id && c.nameEn === 'Squeezed Juices'),
    );
  });
});

describe('deleting', () => {
  it('refuses a category that products use, naming how many in both languages', async () => {
    const [first] = (await tree()).categories;
    const res = await call(server, owner, `/api/admin/categories/${first!.id}`, 'DELETE');
    expect(res.status).toBe(409);
    const { error } = await json<ErrorBody>(res);
    expect(error.code).toBe('category_in_use');
    expect(error.message_en).toBe(
      `This category has ${first!.productCount} products. Move or delete them first.`,
    );
    expect(error.message_ar).toContain(String(first!.productCount));
    const [still] = await server.database.db.select().from(categories).where(eq(categories.id, first!.id));
    expect(still).toBeTruthy();
  });

  it('refuses a category that still has subcategories, then deletes it once they are gone', async () => {
    const cat = await json<AdminCategory>(
      await call(server, owner, '/api/admin/categories', 'POST', input({ nameEn: 'Seasonal' })),
    );
    const sub = await json<AdminSubcategory>(
      await call(server, owner, '/api/admin/subcategories', 'POST', {
        ...input({ nameEn: 'Winter' }),
        categoryId: cat.id,
      }),
    );
    expect(sub.categoryId).toBe(cat.id);
    const refused = await call(server, owner, `/api/admin/categories/${cat.id}`, 'DELETE');
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.message_en).toBe(
      'This category has 1 subcategory. Move or delete it first.',
    );
    expect((await call(server, owner, `/api/admin/subcategories/${sub.id}`, 'DELETE')).status).toBe(204);
    expect((await call(server, owner, `/api/admin/categories/${cat.id}`, 'DELETE')).status).toBe(204);
    expect((await call(server, owner, `/api/admin/categories/${cat.id}`, 'DELETE')).status).toBe(404);
  });

  it('refuses a subcategory that products use, and moving it to another category', async () => {
    const { categories: list } = await tree();
    const used = list.flatMap((c) => c.subcategories).find((s) => s.productCount > 0)!;
    const res = await call(server, owner, `/api/admin/subcategories/${used.id}`, 'DELETE');
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).error.message_en).toBe(
      `This subcategory has ${used.productCount} products. Move or delete them first.`,
    );
    const other = list.find((c) => c.id !== used.categoryId)!;
    const move = await call(server, owner, `/api/admin/subcategories/${used.id}`, 'PUT', {
      ...input({ nameEn: used.nameEn }),
      categoryId: other.id,
    });
    expect(move.status).toBe(409);
    const [row] = await server.database.db.select().from(subcategories).where(eq(subcategories.id, used.id));
    expect(row!.categoryId).toBe(used.categoryId);
  });
});

describe('preparation time (minutes per item)', () => {
  const prepOf = async (id: string) => {
    const [row] = await server.database.db
      .select({ prepMinutes: categories.prepMinutes, nameEn: categories.nameEn })
      .from(categories)
      .where(eq(categories.id, id));
    return row!;
  };

  it('stores and returns it on create and update; absent means 3 on create and unchanged on update', async () => {
    const plain = await json<AdminCategory>(
      await call(server, owner, '/api/admin/categories', 'POST', input({ nameEn: 'Prep Default' })),
    );
    expect(plain.prepMinutes).toBe(3);
    expect((await prepOf(plain.id)).prepMinutes).toBe(3);

    const res = await call(
      server,
      owner,
      '/api/admin/categories',
      'POST',
      input({ nameEn: 'Prep Slow', prepMinutes: 7 }),
    );
    expect(res.status).toBe(201);
    const slow = await json<AdminCategory>(res);
    expect(slow.prepMinutes).toBe(7);
    expect((await prepOf(slow.id)).prepMinutes).toBe(7);

    const put = await call(
      server,
      owner,
      `/api/admin/categories/${slow.id}`,
      'PUT',
      input({ nameEn: 'Prep Slow', prepMinutes: 60 }),
    );
    expect((await json<AdminCategory>(put)).prepMinutes).toBe(60);
    const kept = await call(
      server,
      owner,
      `/api/admin/categories/${slow.id}`,
      'PUT',
      input({ nameEn: 'Prep Slower' }),
    );
    expect(kept.status).toBe(200);
    expect(await json<AdminCategory>(kept)).toMatchObject({ nameEn: 'Prep Slower', prepMinutes: 60 });
    expect(await prepOf(slow.id)).toEqual({ nameEn: 'Prep Slower', prepMinutes: 60 });
    const listed = (await tree('?includeInactive=1')).categories.find((c) => c.id === slow.id)!;
    expect(listed.prepMinutes).toBe(60);
    expect((await tree()).categories.every((c) => Number.isInteger(c.prepMinutes))).toBe(true);
  });

  it('refuses 0, 61, 2.5, "5" and null with 422 on the field, and changes nothing', async () => {
    const cat = await json<AdminCategory>(
      await call(
        server,
        owner,
        '/api/admin/categories',
        'POST',
        input({ nameEn: 'Prep Guarded', prepMinutes: 4 }),
      ),
    );
    for (const bad of [0, 61, 2.5, '5', null, -1]) {
      const body = { ...input({ nameEn: 'Prep Changed' }), prepMinutes: bad };
      const put = await call(server, owner, `/api/admin/categories/${cat.id}`, 'PUT', body);
      expect((await fieldErrors(put)).prepMinutes, String(bad)).toBe('admin-catalog:validation.prepMinutes');
      const post = await call(server, owner, '/api/admin/categories', 'POST', body);
      expect((await fieldErrors(post)).prepMinutes, String(bad)).toBe('admin-catalog:validation.prepMinutes');
    }
    expect(await prepOf(cat.id)).toEqual({ nameEn: 'Prep Guarded', prepMinutes: 4 });
    const [row] = await server.database.db
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.nameEn, 'Prep Changed'));
    expect(row!.n).toBe(0);
  });

  it('is not part of a subcategory (its products follow the category)', async () => {
    const parent = (await tree()).categories[0]!;
    const res = await call(server, owner, '/api/admin/subcategories', 'POST', {
      ...input({ nameEn: 'Prep Sub' }),
      prepMinutes: 9,
      categoryId: parent.id,
    });
    expect(res.status).toBe(201);
    expect(await json(res)).not.toHaveProperty('prepMinutes');
    expect((await prepOf(parent.id)).prepMinutes).toBe(parent.prepMinutes);
  });
});
