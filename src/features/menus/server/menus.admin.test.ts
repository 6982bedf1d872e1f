import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { navMenuItems, navMenus } from '@/server/db/schema';
import { callAs, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';
import {
  MAX_MENU_ITEMS,
  MAX_MENUS,
  type AdminMenu,
  type AdminMenuDetail,
  type MenuChoices,
} from '../menus.schema';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer();
  admin = (await signInAs(server, 'admin')).cookie;
});
afterAll(() => server.close());

const db = () => server.database.db;
const itemsIn = async (menuId: string) =>
  (await db().select({ n: count() }).from(navMenuItems).where(eq(navMenuItems.menuId, menuId)))[0]!.n;

const call = (path: string, opts: { method?: string; body?: unknown; cookie?: string | null } = {}) =>
  callAs(server, `/api/admin${path}`, {
    ...opts,
    cookie: opts.cookie === null ? undefined : (opts.cookie ?? admin),
  });

async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const body = r.status === 204 ? null : await r.json();
  expect(r.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/** The 422's error code and the messages of its field details. */
async function refusal(res: Response | Promise<Response>) {
  const r = await res;
  expect(r.status).toBe(422);
  const { error } = (await r.json()) as {
    error: {
      code: string;
      message_en: string;
      message_ar: string;
      details?: { path: string; message: string }[];
    };
  };
  return {
    code: error.code,
    en: error.message_en,
    ar: error.message_ar,
    fields: Object.fromEntries((error.details ?? []).map((d) => [d.path, d.message])),
  };
}

const newMenu = (name = `Test ${randomUUID().slice(0, 6)}`, location = 'footer') =>
  ok<AdminMenu>(call('/menus', { body: { name, location } }), 201);
const item = (over: Record<string, unknown> = {}) => ({
  titleEn: 'Offers',
  titleAr: 'العروض',
  type: 'custom',
  url: 'https://example.com/offers',
  target: '_self',
  ...over,
});
const addItem = (menuId: string, over: Record<string, unknown> = {}) =>
  ok<AdminMenuDetail>(call(`/menus/${menuId}/items`, { body: item(over) }), 201);

describe('permissions', () => {
  it('lets owners and admins manage menus; managers, staff, customers and visitors are refused', async () => {
    await ok(call('/menus'));
    for (const role of ['manager', 'staff'] as const) {
      const cookie = (await signInAs(server, role)).cookie;
      expect((await call('/menus', { cookie })).status).toBe(403);
      expect((await call('/menus', { cookie, body: { name: 'X', location: 'header' } })).status).toBe(403);
    }
    const customer = (await signInAs(server, 'customer')).cookie;
    expect((await call('/menu-choices', { cookie: customer })).status).toBe(403);
    expect((await call('/menus', { cookie: null })).status).toBe(401);
  });
});

describe('menus', () => {
  it("lists the seeded menus (today's links), each the one its location shows", async () => {
    const { menus } = await ok<{ menus: AdminMenu[] }>(call('/menus'));
    const seeded = menus.filter((m) => ['Main Navigation', 'Footer Links', 'Mobile Menu'].includes(m.name));
    expect(seeded.map((m) => [m.name, m.location, m.itemCount, m.live])).toEqual([
      ['Main Navigation', 'header', 4, true],
      ['Footer Links', 'footer', 4, true],
      ['Mobile Menu', 'mobile', 4, true],
    ]);
    const detail = await ok<AdminMenuDetail>(call(`/menus/${seeded[0]!.id}`));
    expect(detail.items.map((i) => [i.titleEn, i.titleAr, i.type, i.url])).toEqual([
      ['Home', 'الرئيسية', 'page', '/'],
      ['Menu', 'المنيو', 'page', '/menu'],
      ['About Us', 'من نحن', 'page', '/about'],
      ['Contact', 'تواصل معنا', 'page', '/contact'],
    ]);
  });

  it('creates a menu (a draft while an older menu holds its location), renames and deletes it', async () => {
    const created = await newMenu('  Summer footer  ');
    expect(created).toMatchObject({ name: 'Summer footer', location: 'footer', itemCount: 0, live: false });
    const renamed = await ok<AdminMenu>(
      call(`/menus/${created.id}`, { method: 'PATCH', body: { name: 'Winter footer' } }),
    );
    expect(renamed.name).toBe('Winter footer');
    await ok(call(`/menus/${created.id}`, { method: 'DELETE' }), 204);
    expect((await call(`/menus/${created.id}`)).status).toBe(404);
  });

  it("refuses a blank, over-long or control-character name ('Please enter a menu name'), an unknown location or extra fields", async () => {
    expect((await refusal(call('/menus', { body: { name: '   ', location: 'header' } }))).fields.name).toBe(
      'admin-menu:validation.nameRequired',
    );
    expect((await refusal(call('/menus', { body: { location: 'header' } }))).fields.name).toBe(
      'admin-menu:validation.nameRequired',
    );
    expect(
      (await refusal(call('/menus', { body: { name: 'x'.repeat(61), location: 'header' } }))).fields.name,
    ).toBe('validation.tooLong');
    await refusal(call('/menus', { body: { name: 'A\u0000B', location: 'header' } }));
    await refusal(call('/menus', { body: { name: 'Side', location: 'sidebar' } }));
    await refusal(call('/menus', { body: { name: 'Side', location: 'header', live: true } }));
    const { id } = await newMenu();
    await refusal(call(`/menus/${id}`, { method: 'PATCH', body: { name: '' } }));
    await refusal(call(`/menus/${id}`, { method: 'PATCH', body: { name: 'X', location: 'header' } }));
  });

  it(`refuses a menu beyond ${MAX_MENUS} (menu_limit), and takes one again once a menu is deleted`, async () => {
    const [{ n }] = (await db().select({ n: count() }).from(navMenus)) as [{ n: number }];
    const filler = await db()
      .insert(navMenus)
      .values(
        Array.from({ length: MAX_MENUS - n }, (_, i) => ({
          name: `Filler ${i}`,
          location: 'footer' as const,
        })),
      )
      .returning({ id: navMenus.id });
    try {
      const r = await refusal(call('/menus', { body: { name: 'One too many', location: 'header' } }));
      expect(r.code).toBe('menu_limit');
      expect(r.ar).not.toBe(r.en);
      await ok(call(`/menus/${filler[0]!.id}`, { method: 'DELETE' }), 204);
      await ok(call(`/menus/${(await newMenu()).id}`, { method: 'DELETE' }), 204);
    } finally {
      await db()
        .delete(navMenus)
        .where(
          inArray(
            navMenus.id,
            filler.map((f) => f.id),
          ),
        );
    }
  });

  it('answers 404 for a menu that does not exist and 422 for an id that is not one', async () => {
    const nobody = randomUUID();
    for (const [path, method, body] of [
      [`/menus/${nobody}`, 'GET'],
      [`/menus/${nobody}`, 'PATCH', { name: 'X' }],
      [`/menus/${nobody}`, 'DELETE'],
      [`/menus/${nobody}/items`, 'POST', item()],
      [`/menus/${nobody}/items/${randomUUID()}`, 'PATCH', item()],
      [`/menus/${nobody}/items/${randomUUID()}/move`, 'POST', { direction: 'up' }],
    ] as const) {
      expect((await call(path, { method, body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await call('/menus/not-a-uuid')).status).toBe(422);
    expect((await call(`/menus/${nobody}/items/1`, { method: 'DELETE' })).status).toBe(422);
  });
});

describe('menu items', () => {
  it("needs both titles ('Please fill in all required fields'), capped in length", async () => {
    const { id } = await newMenu();
    expect((await refusal(call(`/menus/${id}/items`, { body: item({ titleAr: ' ' }) }))).fields.titleAr).toBe(
      'admin-menu:validation.required',
    );
    expect(
      (await refusal(call(`/menus/${id}/items`, { body: item({ titleEn: undefined }) }))).fields.titleEn,
    ).toBe('admin-menu:validation.required');
    expect(
      (await refusal(call(`/menus/${id}/items`, { body: item({ titleEn: 'x'.repeat(61) }) }))).fields.titleEn,
    ).toBe('validation.tooLong');
    await refusal(
      call(`/menus/${id}/items`, { body: item({ url: `https://example.com/${'a'.repeat(500)}` }) }),
    );
    await refusal(call(`/menus/${id}/items`, { body: item({ titleEn: 'Off\u0000ers' }) }));
    await refusal(call(`/menus/${id}/items`, { body: item({ target: '_top' }) }));
    await refusal(call(`/menus/${id}/items`, { body: item({ position: 3 }) }));
    const added = await addItem(id);
    expect(added.items.map((i) => [i.titleEn, i.titleAr, i.url, i.target])).toEqual([
      ['Offers', 'العروض', 'https://example.com/offers', '_self'],
    ]);
  });

  it('takes http(s) addresses and site paths only; javascript:, data:, other-site // paths and the like are refused in both languages', async () => {
    const { id } = await newMenu();
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'mailto:a@b.c',
      '//evil.example',
      '/\\evil.example',
      'https:evil.example',
      'http://',
      'java\tscript:alert(1)',
      'https://exa mple.com',
      'about',
    ]) {
      const r = await refusal(call(`/menus/${id}/items`, { body: item({ url }) }));
      expect(r.code, url).toBe('menu_url_unsafe');
      expect(r.en).toContain('https://');
      expect(r.ar).toContain('https://');
      expect(r.fields.url).toBe('admin-menu:validation.urlUnsafe');
    }
    expect((await refusal(call(`/menus/${id}/items`, { body: item({ url: '' }) }))).fields.url).toBe(
      'admin-menu:validation.urlRequired',
    );
    for (const url of [
      'https://instagram.com/aseer',
      'http://example.com',
      '/about',
      '/menu#milkshakes',
      '/menu?q=mango',
    ])
      await addItem(id, { url });
    expect((await ok<AdminMenuDetail>(call(`/menus/${id}`))).items).toHaveLength(5);
    // An edit is held to the same rule.
    const [first] = (await ok<AdminMenuDetail>(call(`/menus/${id}`))).items;
    expect(
      (
        await refusal(
          call(`/menus/${id}/items/${first!.id}`, {
            method: 'PATCH',
            body: item({ url: 'javascript:void(0)' }),
          }),
        )
      ).code,
    ).toBe('menu_url_unsafe');
  });

  it('links a page of the storefront, a category or a product picked from the catalogue', async () => {
    const { id } = await newMenu();
    const choices = await ok<MenuChoices>(call('/menu-choices'));
    expect(choices.pages).toEqual(expect.arrayContaining(['/', '/menu', '/about', '/contact']));
    const category = choices.categories[0]!;
    const product = choices.products[0]!;
    expect(
      (await refusal(call(`/menus/${id}/items`, { body: item({ type: 'page', url: '/admin' }) }))).fields.url,
    ).toBe('admin-menu:validation.pageRequired');
    expect(
      (await refusal(call(`/menus/${id}/items`, { body: item({ type: 'category', url: '' }) }))).fields
        .categoryId,
    ).toBe('admin-menu:validation.categoryRequired');
    expect(
      (await refusal(call(`/menus/${id}/items`, { body: item({ type: 'product', productId: '' }) }))).fields
        .productId,
    ).toBe('admin-menu:validation.productRequired');
    expect(
      (
        await refusal(
          call(`/menus/${id}/items`, { body: item({ type: 'category', categoryId: randomUUID() }) }),
        )
      ).code,
    ).toBe('category_not_found');
    expect(
      (
        await refusal(
          call(`/menus/${id}/items`, { body: item({ type: 'product', productId: randomUUID() }) }),
        )
      ).code,
    ).toBe('product_not_found');
    await refusal(
      call(`/menus/${id}/items`, { body: item({ type: 'category', categoryId: 'fresh-juices' }) }),
    );

    await addItem(id, { type: 'page', url: '/about', productId: product.id });
    await addItem(id, { type: 'category', url: 'javascript:ignored', categoryId: category.id });
    const detail = await addItem(id, {
      type: 'product',
      url: '',
      productId: product.id,
      categoryId: category.id,
    });
    // Only the column of its type is kept.
    expect(detail.items.map((i) => [i.type, i.url, i.categoryId, i.productId, i.linkedEn])).toEqual([
      ['page', '/about', null, null, null],
      ['category', null, category.id, null, category.nameEn],
      ['product', null, null, product.id, product.nameEn],
    ]);
  });

  it('nests one level only: a child of a child, a parent from another menu, or a parent becoming a child are refused', async () => {
    const { id } = await newMenu();
    const other = await newMenu();
    const parent = (await addItem(id, { titleEn: 'Parent' })).items[0]!;
    const child = (await addItem(id, { titleEn: 'Child', parentId: parent.id })).items[0]!.children[0]!;
    expect(child.titleEn).toBe('Child');
    expect((await refusal(call(`/menus/${id}/items`, { body: item({ parentId: child.id }) }))).code).toBe(
      'menu_nesting',
    );
    const foreign = (await addItem(other.id)).items[0]!;
    expect((await refusal(call(`/menus/${id}/items`, { body: item({ parentId: foreign.id }) }))).code).toBe(
      'menu_item_not_found',
    );
    const sibling = (await addItem(id, { titleEn: 'Sibling' })).items[1]!;
    const patch = (itemId: string, over: Record<string, unknown>) =>
      call(`/menus/${id}/items/${itemId}`, { method: 'PATCH', body: item(over) });
    expect((await refusal(patch(parent.id, { titleEn: 'Parent', parentId: sibling.id }))).code).toBe(
      'menu_nesting',
    );
    expect((await refusal(patch(sibling.id, { titleEn: 'Sibling', parentId: sibling.id }))).code).toBe(
      'menu_nesting',
    );
    // A childless item may move under a parent (last there), and back to the top level (last there).
    let detail = await ok<AdminMenuDetail>(patch(sibling.id, { titleEn: 'Sibling', parentId: parent.id }));
    expect(detail.items.map((i) => [i.titleEn, i.children.map((c) => c.titleEn)])).toEqual([
      ['Parent', ['Child', 'Sibling']],
    ]);
    detail = await ok<AdminMenuDetail>(patch(child.id, { titleEn: 'Child', parentId: null }));
    expect(detail.items.map((i) => [i.titleEn, i.children.map((c) => c.titleEn)])).toEqual([
      ['Parent', ['Sibling']],
      ['Child', []],
    ]);
    // Removing a parent removes its children.
    detail = await ok<AdminMenuDetail>(call(`/menus/${id}/items/${parent.id}`, { method: 'DELETE' }));
    expect(detail.items.map((i) => i.titleEn)).toEqual(['Child']);
    expect((await call(`/menus/${other.id}/items/${child.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('moves an item up or down among its own siblings; at either end nothing changes', async () => {
    const { id } = await newMenu();
    for (const titleEn of ['A', 'B', 'C']) await addItem(id, { titleEn });
    const parentId = (await ok<AdminMenuDetail>(call(`/menus/${id}`))).items[0]!.id;
    for (const titleEn of ['a1', 'a2']) await addItem(id, { titleEn, parentId });
    const shape = (d: AdminMenuDetail) =>
      d.items.map((i) => `${i.titleEn}(${i.children.map((c) => c.titleEn).join(',')})`).join(' ');
    const idOf = async (title: string) => {
      const d = await ok<AdminMenuDetail>(call(`/menus/${id}`));
      return [...d.items, ...d.items.flatMap((i) => i.children)].find((i) => i.titleEn === title)!.id;
    };
    const move = async (title: string, direction: string) =>
      shape(
        await ok<AdminMenuDetail>(
          call(`/menus/${id}/items/${await idOf(title)}/move`, { body: { direction } }),
        ),
      );
    expect(await move('C', 'up')).toBe('A(a1,a2) C() B()');
    expect(await move('A', 'down')).toBe('C() A(a1,a2) B()');
    expect(await move('B', 'down')).toBe('C() A(a1,a2) B()');
    expect(await move('C', 'up')).toBe('C() A(a1,a2) B()');
    expect(await move('a2', 'up')).toBe('C() A(a2,a1) B()');
    await refusal(call(`/menus/${id}/items/${await idOf('A')}/move`, { body: { direction: 'left' } }));
  });

  it(`refuses an item beyond ${MAX_MENU_ITEMS} in one menu (menu_full), children included`, async () => {
    const { id } = await newMenu();
    const parent = (await addItem(id)).items[0]!;
    await db()
      .insert(navMenuItems)
      .values(
        Array.from({ length: MAX_MENU_ITEMS - 1 }, (_, i) => ({
          menuId: id,
          parentId: parent.id,
          titleEn: `C${i}`,
          titleAr: `ف${i}`,
          type: 'page' as const,
          url: '/',
          position: i,
        })),
      );
    expect((await refusal(call(`/menus/${id}/items`, { body: item() }))).code).toBe('menu_full');
    expect((await refusal(call(`/menus/${id}/items`, { body: item({ parentId: parent.id }) }))).code).toBe(
      'menu_full',
    );
    expect(await itemsIn(id)).toBe(MAX_MENU_ITEMS);
  });

  it('deleting a menu deletes its items', async () => {
    const { id } = await newMenu();
    const parent = (await addItem(id)).items[0]!;
    await addItem(id, { parentId: parent.id });
    expect(await itemsIn(id)).toBe(2);
    await ok(call(`/menus/${id}`, { method: 'DELETE' }), 204);
    expect(await itemsIn(id)).toBe(0);
    expect((await call(`/menus/${id}/items/${parent.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});
