import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { options } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { signInAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { AdminOptionGroup, AdminOptionGroupList } from '../option-group.admin.views';
import { call, fieldErrors, json } from './catalog-test-kit';
import { optionCounts, syrup } from './option-test-kit';

describeOnEachDatabase('back-office option groups', (engine) => {
  let server: TestServer;
  let owner: string;
  let manager: string;
  let staff: string;
  beforeAll(async () => {
    server = await engine.start();
    owner = (await signInAs(server, 'owner')).cookie;
    manager = (await signInAs(server, 'manager')).cookie;
    staff = (await signInAs(server, 'staff')).cookie;
  });
  afterAll(() => server.close());

  const groups = async (query = '') =>
    (await json<AdminOptionGroupList>(await call(server, owner, `/api/admin/option-groups${query}`))).groups;
  const create = async (cookie = owner, input = syrup()) => {
    const res = await call(server, cookie, '/api/admin/option-groups', 'POST', input);
    expect(res.status).toBe(201);
    return json<AdminOptionGroup>(res);
  };

  it('lists the seeded groups with their options in both languages and prices in fils', async () => {
    const list = await groups();
    expect(list.map((g) => g.nameEn)).toEqual(['Sugar', 'Ice', 'Milk', 'Add-ons']);
    const milk = list.find((g) => g.nameEn === 'Milk')!;
    expect(milk.options.map((o) => [o.nameEn, o.nameAr, o.priceFils, o.isDefault])).toContainEqual([
      'Almond milk',
      expect.any(String),
      200,
      false,
    ]);
    expect(milk.categoryIds).toHaveLength(1);
  });

  it('signed out: 401; staff may look and mark sold out but not change the menu (403); a manager may', async () => {
    const sugar = (await groups()).find((g) => g.nameEn === 'Sugar')!;
    const anon = await call(server, '', '/api/admin/option-groups');
    expect(anon.status).toBe(401);
    expect(
      (await call(server, '', `/api/admin/options/${sugar.options[0]!.id}/stock`, 'PATCH', { soldOut: true }))
        .status,
    ).toBe(401);
    const before = await optionCounts(server);
    expect((await call(server, staff, '/api/admin/option-groups')).status).toBe(200);
    for (const [path, method, body] of [
      ['/api/admin/option-groups', 'POST', syrup()],
      [`/api/admin/option-groups/${sugar.id}`, 'PUT', syrup()],
      [`/api/admin/option-groups/${sugar.id}`, 'DELETE', undefined],
      [`/api/admin/option-groups/${sugar.id}/restore`, 'POST', undefined],
      [`/api/admin/options/${sugar.options[1]!.id}`, 'DELETE', undefined],
      [`/api/admin/options/${sugar.options[1]!.id}/restore`, 'POST', undefined],
    ] as const)
      expect((await call(server, staff, path, method, body)).status, `${method} ${path}`).toBe(403);
    expect(await optionCounts(server)).toEqual(before);
    const made = await create(manager);
    expect(made.options.map((o) => [o.nameEn, o.priceFils, o.sortOrder])).toEqual([
      ['Vanilla', 150, 0],
      ['Caramel', 200, 1],
    ]);
    expect((await call(server, manager, `/api/admin/option-groups/${made.id}`, 'DELETE')).status).toBe(200);
  });

  it('refuses every broken rule with its field, and writes nothing', async () => {
    const base = syrup();
    const two = base.options;
    const cases: [Partial<typeof base>, string, string][] = [
      [{ nameEn: ' ' }, 'nameEn', 'validation.required'],
      [{ nameAr: '' }, 'nameAr', 'validation.required'],
      [{ nameAr: 'شراب\u0007' }, 'nameAr', 'admin-catalog:validation.controlChars'],
      [{ options: [{ ...two[0]!, nameEn: '' }, two[1]!] }, 'options.0.nameEn', 'validation.required'],
      [
        { options: [two[0]!, { ...two[1]!, nameAr: 'كرا\nميل' }] },
        'options.1.nameAr',
        'admin-catalog:validation.controlChars',
      ],
      [{ maxChoices: 2 }, 'maxChoices', 'admin-catalog:validation.singleMaxOne'],
      [{ required: true }, 'minChoices', 'admin-catalog:validation.requiredMin'],
      [{ minChoices: 1 }, 'minChoices', 'admin-catalog:validation.optionalMin'],
      [
        { kind: 'multiple', required: true, minChoices: 2, maxChoices: 1 },
        'maxChoices',
        'admin-catalog:validation.minAboveMax',
      ],
      [{ kind: 'multiple', maxChoices: 3 }, 'maxChoices', 'admin-catalog:validation.maxAboveOptions'],
      [{ options: [] }, 'options', 'admin-catalog:validation.optionsRequired'],
      [
        { options: two.map((o) => ({ ...o, isDefault: true })) },
        'options.1.isDefault',
        'admin-catalog:validation.oneDefault',
      ],
      [
        { options: [{ ...two[0]!, price: 1000.01 }, two[1]!] },
        'options.0.price',
        'admin-catalog:validation.optionPriceRange',
      ],
      [
        { options: [{ ...two[0]!, price: -1 }, two[1]!] },
        'options.0.price',
        'admin-catalog:validation.optionPriceRange',
      ],
      [
        { options: [{ ...two[0]!, price: 1.005 }, two[1]!] },
        'options.0.price',
        'admin-catalog:validation.priceStep',
      ],
    ];
    const before = await optionCounts(server);
    for (const [over, path, message] of cases) {
      const errors = await fieldErrors(
        await call(server, owner, '/api/admin/option-groups', 'POST', syrup(over)),
      );
      expect(errors[path], JSON.stringify(over)).toBe(message);
    }
    // A free option and one at the most, 1,000.00 AED, are fine.
    const edge = await create(
      owner,
      syrup({
        options: [
          { ...two[0]!, price: 0 },
          { ...two[1]!, price: 1000 },
        ],
      }),
    );
    expect(edge.options.map((o) => o.priceFils)).toEqual([0, 100_000]);
    // Someone else's option id on a PUT.
    const sugar = (await groups()).find((g) => g.nameEn === 'Sugar')!;
    const stolen = syrup({ options: [{ ...two[0]!, id: sugar.options[0]!.id }, two[1]!] });
    const mid = await optionCounts(server);
    expect(
      (await fieldErrors(await call(server, owner, `/api/admin/option-groups/${edge.id}`, 'PUT', stolen)))[
        'options.0.id'
      ],
    ).toBe('admin-catalog:validation.optionUnknown');
    expect(await optionCounts(server)).toEqual(mid);
    expect(mid).toEqual({ groups: before.groups + 1, options: before.options + 2 });
    await call(server, owner, `/api/admin/option-groups/${edge.id}`, 'DELETE');
  });

  it('404 for a group or option that does not exist', async () => {
    const id = randomUUID();
    expect((await call(server, owner, `/api/admin/option-groups/${id}`, 'PUT', syrup())).status).toBe(404);
    expect((await call(server, owner, `/api/admin/option-groups/${id}`, 'DELETE')).status).toBe(404);
    expect((await call(server, owner, `/api/admin/option-groups/${id}/restore`, 'POST')).status).toBe(404);
    expect(
      (await call(server, owner, `/api/admin/options/${id}/stock`, 'PATCH', { soldOut: true })).status,
    ).toBe(404);
    expect((await call(server, owner, `/api/admin/options/${id}`, 'DELETE')).status).toBe(404);
  });

  it('a PUT keeps, changes, reorders, adds and deletes options', async () => {
    const made = await create();
    const [vanilla, caramel] = made.options;
    const res = await call(server, owner, `/api/admin/option-groups/${made.id}`, 'PUT', {
      ...syrup({ nameEn: 'Flavour syrup', kind: 'multiple', maxChoices: 2 }),
      options: [
        {
          id: caramel!.id,
          nameEn: 'Salted caramel',
          nameAr: 'كراميل مملح',
          price: 2.5,
          isDefault: true,
          soldOut: false,
        },
        { nameEn: 'Hazelnut', nameAr: 'بندق', price: 2, isDefault: false, soldOut: false },
      ],
    });
    expect(res.status).toBe(200);
    const saved = await json<AdminOptionGroup>(res);
    expect(saved).toMatchObject({ nameEn: 'Flavour syrup', kind: 'multiple', maxChoices: 2 });
    expect(saved.options.map((o) => [o.nameEn, o.priceFils, o.isDefault])).toEqual([
      ['Salted caramel', 250, true],
      ['Hazelnut', 200, false],
    ]);
    expect(saved.options[0]!.id).toBe(caramel!.id);
    // Vanilla was never ordered: gone, not archived.
    expect(await server.database.db.select().from(options).where(eq(options.id, vanilla!.id))).toEqual([]);
    // Never ordered: deleting removes it for good.
    expect(await json(await call(server, owner, `/api/admin/option-groups/${made.id}`, 'DELETE'))).toEqual({
      archived: false,
    });
    expect((await groups()).some((g) => g.id === made.id)).toBe(false);
  });
});
