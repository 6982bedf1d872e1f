import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories, options, productOptionGroups } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { AdminCategoryTree, AdminProduct } from '../catalog.admin.views';
import type { AdminOptionGroup } from '../option-group.admin.views';
import { call, json, menuOf, waitForMenu } from './catalog-test-kit';
import { orderableIn, placedWith, placeWith, productInput, syrup } from './option-test-kit';

describeOnEachDatabase('option groups on the menu and on orders', (engine) => {
  let server: TestServer;
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    server = await engine.start();
    owner = (await signInAs(server, 'owner')).cookie;
    staff = (await signInAs(server, 'staff')).cookie;
  });
  afterAll(() => server.close());

  const adminProduct = async (id: string) =>
    json<AdminProduct>(await call(server, owner, `/api/admin/products/${id}`));
  const saveProduct = async (id: string, optionGroupIds: string[]) => {
    const res = await call(server, owner, `/api/admin/products/${id}`, 'PUT', {
      ...productInput(await adminProduct(id)),
      optionGroupIds,
    });
    expect(res.status).toBe(200);
    return json<AdminProduct>(res);
  };
  const createSyrup = async () =>
    json<AdminOptionGroup>(await call(server, owner, '/api/admin/option-groups', 'POST', syrup()));

  it('a product can leave out a group of its category and add another; the public menu follows', async () => {
    const menu = await menuOf(server);
    const juice = orderableIn(menu, 'fresh-juices');
    const [sugar, ice, addOns] = juice.optionGroupIds;
    const made = await createSyrup();
    const saved = await saveProduct(juice.id, [ice!, addOns!, made.id]);
    expect(saved.optionGroupIds).toEqual([ice, addOns, made.id]);
    // Stored as differences from the category: Sugar left out, Syrup added.
    const links = await server.database.db
      .select({ groupId: productOptionGroups.groupId, included: productOptionGroups.included })
      .from(productOptionGroups)
      .where(eq(productOptionGroups.productId, juice.id));
    expect(links).toEqual(
      expect.arrayContaining([
        { groupId: sugar, included: false },
        { groupId: made.id, included: true },
      ]),
    );
    expect(links).toHaveLength(2);
    const after = await waitForMenu(server, (m) =>
      m.products.find((p) => p.id === juice.id)!.optionGroupIds.includes(made.id),
    );
    expect(after.products.find((p) => p.id === juice.id)!.optionGroupIds).toEqual([ice, addOns, made.id]);
    expect(after.optionGroups.find((g) => g.id === made.id)!.options.map((o) => o.priceFils)).toEqual([
      150, 200,
    ]);
    // Other juices still offer Sugar; another product's edit without `optionGroupIds` keeps them.
    expect(
      after.products.filter((p) => p.categoryId === juice.categoryId && p.id !== juice.id)[0]!.optionGroupIds,
    ).toContain(sugar);
    const kept = await call(
      server,
      owner,
      `/api/admin/products/${juice.id}`,
      'PUT',
      productInput(await adminProduct(juice.id)),
    );
    expect((await json<AdminProduct>(kept)).optionGroupIds).toEqual([ice, addOns, made.id]);
    // An unknown group is refused on its field.
    const bad = await call(server, owner, `/api/admin/products/${juice.id}`, 'PUT', {
      ...productInput(await adminProduct(juice.id)),
      optionGroupIds: [crypto.randomUUID()],
    });
    expect(bad.status).toBe(422);
    await saveProduct(juice.id, [sugar!, ice!, addOns!]);
  });

  it("a category's groups are its products' default", async () => {
    const made = await createSyrup();
    const [iceCream] = await server.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'ice-cream'));
    const tree = await json<AdminCategoryTree>(
      await call(server, owner, '/api/admin/categories?includeInactive=1'),
    );
    const cat = tree.categories.find((c) => c.id === iceCream!.id)!;
    const { id, slug, productCount, subcategories, optionGroupIds, ...fields } = cat;
    void [id, slug, productCount, subcategories];
    expect(optionGroupIds).toEqual([]);
    const res = await call(server, owner, `/api/admin/categories/${cat.id}`, 'PUT', {
      ...fields,
      optionGroupIds: [made.id],
    });
    expect(res.status).toBe(200);
    expect((await json<{ optionGroupIds: string[] }>(res)).optionGroupIds).toEqual([made.id]);
    const menu = await waitForMenu(server, (m) =>
      m.products.some((p) => p.categoryId === cat.id && p.optionGroupIds.includes(made.id)),
    );
    const inCategory = menu.products.filter((p) => p.categoryId === cat.id);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((p) => p.optionGroupIds.includes(made.id))).toBe(true);
    expect((await adminProduct(inCategory[0]!.id)).optionGroupIds).toEqual([made.id]);
  });

  it('staff mark an option sold out: the menu says so and an order with it is refused', async () => {
    const menu = await menuOf(server);
    const shake = orderableIn(menu, 'milkshakes');
    const milk = menu.optionGroups.find((g) => g.nameEn === 'Milk')!;
    const almond = milk.options.find((o) => o.nameEn === 'Almond milk')!;
    const res = await call(server, staff, `/api/admin/options/${almond.id}/stock`, 'PATCH', {
      soldOut: true,
    });
    expect(res.status).toBe(200);
    expect((await json<AdminOptionGroup>(res)).options.find((o) => o.id === almond.id)!.soldOut).toBe(true);
    await waitForMenu(server, (m) =>
      m.optionGroups.some((g) => g.options.some((o) => o.id === almond.id && o.soldOut)),
    );
    const refused = await placeWith(server, shake, [almond.id]);
    expect(refused.status).toBe(422);
    const body = await json<{ error: { details: { code: string }[] } }>(refused);
    expect(body.error.details.map((d) => d.code)).toContain('option_sold_out');
    await call(server, staff, `/api/admin/options/${almond.id}/stock`, 'PATCH', { soldOut: false });
    await waitForMenu(server, (m) =>
      m.optionGroups.some((g) => g.options.some((o) => o.id === almond.id && !o.soldOut)),
    );
    await placedWith(server, shake, [almond.id]);
  });

  it('an option or group an order used is archived, not deleted, and can be restored', async () => {
    const made = await createSyrup();
    const juice = orderableIn(await menuOf(server), 'fresh-juices');
    await saveProduct(juice.id, [...juice.optionGroupIds, made.id]);
    await waitForMenu(server, (m) =>
      m.products.find((p) => p.id === juice.id)!.optionGroupIds.includes(made.id),
    );
    const [vanilla, caramel] = made.options;
    await placedWith(server, juice, [vanilla!.id]);
    // Removed on a PUT: kept as archived.
    const put = await call(server, owner, `/api/admin/option-groups/${made.id}`, 'PUT', {
      ...syrup(),
      options: [{ ...syrup().options[1]!, id: caramel!.id }],
    });
    expect(put.status).toBe(200);
    const saved = await json<AdminOptionGroup>(put);
    expect(saved.options.map((o) => [o.nameEn, o.status])).toEqual([
      ['Caramel', 'active'],
      ['Vanilla', 'archived'],
    ]);
    const [row] = await server.database.db.select().from(options).where(eq(options.id, vanilla!.id));
    expect(row!.status).toBe('archived');
    let menu = await waitForMenu(
      server,
      (m) => !m.optionGroups.find((g) => g.id === made.id)?.options.some((o) => o.id === vanilla!.id),
    );
    expect(menu.optionGroups.find((g) => g.id === made.id)!.options.map((o) => o.nameEn)).toEqual([
      'Caramel',
    ]);
    // The last option of a group that offers one choice cannot go.
    expect((await call(server, owner, `/api/admin/options/${caramel!.id}`, 'DELETE')).status).toBe(409);
    // Restored: back on the menu.
    const restored = await call(server, owner, `/api/admin/options/${vanilla!.id}/restore`, 'POST');
    expect((await json<AdminOptionGroup>(restored)).options.every((o) => o.status === 'active')).toBe(true);
    await waitForMenu(server, (m) => m.optionGroups.find((g) => g.id === made.id)!.options.length === 2);
    // Deleting the used option directly archives it too.
    expect(await json(await call(server, owner, `/api/admin/options/${vanilla!.id}`, 'DELETE'))).toEqual({
      archived: true,
    });
    // The group: archived, off the menu, restorable.
    expect(await json(await call(server, owner, `/api/admin/option-groups/${made.id}`, 'DELETE'))).toEqual({
      archived: true,
    });
    menu = await waitForMenu(server, (m) => !m.optionGroups.some((g) => g.id === made.id));
    expect(menu.products.find((p) => p.id === juice.id)!.optionGroupIds).not.toContain(made.id);
    const archivedOnly = await json<{ groups: AdminOptionGroup[] }>(
      await call(server, owner, '/api/admin/option-groups?status=archived'),
    );
    expect(archivedOnly.groups.map((g) => g.id)).toEqual([made.id]);
    expect((await call(server, owner, `/api/admin/option-groups/${made.id}/restore`, 'POST')).status).toBe(
      200,
    );
    await waitForMenu(server, (m) => m.optionGroups.some((g) => g.id === made.id));
  });
});
