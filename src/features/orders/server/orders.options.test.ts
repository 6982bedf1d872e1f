import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderItems, orders, options as optionsTable } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { callAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu, MenuOptionGroup, MenuProduct } from '@/features/catalog';
import { menuOf, waitForMenu } from '@/features/catalog/server/catalog-test-kit';
import type { PlacedOrder } from '../orders.schema';

type ErrorBody = {
  error: {
    code: string;
    details: ({ path: string; code?: string; message?: string } & Record<string, unknown>)[];
  };
};

describeOnEachDatabase('drink options on an order', (engine) => {
  let server: TestServer;
  let menu: Menu;
  beforeAll(async () => {
    server = await engine.start();
    menu = await menuOf(server);
  });
  afterAll(() => server.close());

  const group = (nameEn: string): MenuOptionGroup => menu.optionGroups.find((g) => g.nameEn === nameEn)!;
  const option = (groupName: string, nameEn: string) =>
    group(groupName).options.find((o) => o.nameEn === nameEn)!;
  const productIn = (slug: string): MenuProduct => {
    const category = menu.categories.find((c) => c.slug === slug)!;
    return menu.products.find(
      (p) => p.categoryId === category.id && !p.soldOut && p.sizes.every((s) => !s.soldOut),
    )!;
  };
  const order = (lines: unknown[], over: Record<string, unknown> = {}) => ({
    idempotencyKey: randomUUID(),
    name: 'Mariam',
    email: `options.${randomUUID()}@example.com`,
    plate: { emirate: 'dubai', code: 'AB', number: '12345' },
    paymentMethod: 'card',
    lines,
    locale: 'en',
    ...over,
  });
  const place = (body: unknown) => callAs(server, '/api/orders', { body });
  const written = async () => {
    const db = server.database.db;
    const [[o], [i]] = await Promise.all([
      db.select({ n: count() }).from(orders),
      db.select({ n: count() }).from(orderItems),
    ]);
    return { orders: o!.n, items: i!.n };
  };
  /** A 422 that writes nothing; its error code and details. */
  const refused = async (body: unknown) => {
    const before = await written();
    const res = await place(body);
    expect(res.status).toBe(422);
    expect(await written()).toEqual(before);
    return ((await res.json()) as ErrorBody).error;
  };

  it('the menu offers Sugar, Ice and Add-ons on juices and Milk and Add-ons on milkshakes, each once', () => {
    const names = (p: MenuProduct) =>
      p.optionGroupIds.map((id) => menu.optionGroups.find((g) => g.id === id)!.nameEn);
    expect(names(productIn('fresh-juices'))).toEqual(['Sugar', 'Ice', 'Add-ons']);
    expect(names(productIn('milkshakes'))).toEqual(['Milk', 'Add-ons']);
    expect(menu.optionGroups.map((g) => g.nameEn)).toEqual(['Sugar', 'Ice', 'Milk', 'Add-ons']);
    expect(group('Sugar')).toMatchObject({ kind: 'single', required: true, minChoices: 1, maxChoices: 1 });
    expect(group('Sugar').options.map((o) => [o.nameEn, o.nameAr, o.isDefault])).toEqual([
      ['Normal sugar', 'سكر عادي', true],
      ['Less sugar', 'سكر خفيف', false],
      ['No sugar', 'بدون سكر', false],
    ]);
    expect(group('Add-ons')).toMatchObject({ kind: 'multiple', required: false, maxChoices: 3 });
    expect(option('Milk', 'Almond milk').priceFils).toBe(200);
  });

  it('a large juice with no sugar and honey is priced by the server, and keeps its options and note', async () => {
    const juice = productIn('fresh-juices');
    const large = juice.sizes.find((s) => s.size === 'large') ?? juice.sizes.at(-1)!;
    const res = await place(
      order([
        {
          productId: juice.id,
          size: large.size,
          quantity: 2,
          options: [option('Add-ons', 'Honey').id, option('Sugar', 'No sugar').id],
          note: 'half the usual ice, please',
        },
      ]),
    );
    expect(res.status).toBe(201);
    const { order: placed } = (await res.json()) as PlacedOrder;
    const line = placed.items[0]!;
    expect(line.unitPriceFils).toBe(large.priceFils + 200);
    expect(placed.totalFils).toBe((large.priceFils + 200) * 2);
    expect(line.note).toBe('half the usual ice, please');
    // In the groups' order; Ice was not sent: its default is the line's.
    expect(line.options.map((o) => [o.groupNameEn, o.nameEn, o.nameAr, o.priceFils, o.isDefault])).toEqual([
      ['Sugar', 'No sugar', 'بدون سكر', 0, false],
      ['Ice', 'Normal ice', 'ثلج عادي', 0, true],
      ['Add-ons', 'Honey', 'عسل', 200, false],
    ]);
    // As stored: a later price change or archive does not change the order.
    const [row] = await server.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(row!.options).toEqual(line.options);
  });

  it('refuses an option the product does not offer: unknown, of another product’s group, or archived', async () => {
    const juice = productIn('fresh-juices');
    for (const id of [randomUUID(), option('Milk', 'Almond milk').id]) {
      const error = await refused(
        order([{ productId: juice.id, size: juice.sizes[0]!.size, quantity: 1, options: [id] }]),
      );
      expect(error.code).toBe('invalid_options');
      expect(error.details).toEqual([
        expect.objectContaining({
          path: 'lines.0.options',
          code: 'unknown_option',
          optionId: id,
          productId: juice.id,
        }),
      ]);
    }
    const extraFruit = option('Add-ons', 'Extra fruit');
    await server.database.db
      .update(optionsTable)
      .set({ status: 'archived' })
      .where(eq(optionsTable.id, extraFruit.id));
    try {
      const error = await refused(
        order([{ productId: juice.id, size: juice.sizes[0]!.size, quantity: 1, options: [extraFruit.id] }]),
      );
      expect(error.details).toEqual([
        expect.objectContaining({ code: 'unknown_option', optionId: extraFruit.id }),
      ]);
    } finally {
      await server.database.db
        .update(optionsTable)
        .set({ status: 'active' })
        .where(eq(optionsTable.id, extraFruit.id));
    }
  });

  it('refuses a sold-out option, and the menu says it is sold out', async () => {
    const almond = option('Milk', 'Almond milk');
    const shake = productIn('milkshakes');
    await server.database.db
      .update(optionsTable)
      .set({ soldOut: true })
      .where(eq(optionsTable.id, almond.id));
    try {
      await waitForMenu(server, (m) =>
        m.optionGroups.some((g) => g.options.some((o) => o.id === almond.id && o.soldOut)),
      );
      const error = await refused(
        order([{ productId: shake.id, size: shake.sizes[0]!.size, quantity: 1, options: [almond.id] }]),
      );
      expect(error.code).toBe('invalid_options');
      expect(error.details).toEqual([
        expect.objectContaining({
          path: 'lines.0.options',
          code: 'option_sold_out',
          groupId: group('Milk').id,
          optionId: almond.id,
        }),
      ]);
    } finally {
      await server.database.db
        .update(optionsTable)
        .set({ soldOut: false })
        .where(eq(optionsTable.id, almond.id));
    }
  });

  it('refuses more choices than a group allows: two sugars, four add-ons', async () => {
    const juice = productIn('fresh-juices');
    const line = (ids: string[]) => ({
      productId: juice.id,
      size: juice.sizes[0]!.size,
      quantity: 1,
      options: ids,
    });
    const twoSugars = await refused(
      order([line([option('Sugar', 'Less sugar').id, option('Sugar', 'No sugar').id])]),
    );
    expect(twoSugars.details).toEqual([
      expect.objectContaining({
        path: 'lines.0.options',
        code: 'option_choices',
        groupId: group('Sugar').id,
      }),
    ]);
    const fourAddOns = await refused(order([line(group('Add-ons').options.map((o) => o.id))]));
    expect(fourAddOns.details).toEqual([
      expect.objectContaining({ code: 'option_choices', groupId: group('Add-ons').id }),
    ]);
  });

  it('refuses a required group left without a choice when it has no default', async () => {
    const sugar = group('Sugar');
    const ids = sugar.options.map((o) => o.id);
    await server.database.db
      .update(optionsTable)
      .set({ isDefault: false })
      .where(inArray(optionsTable.id, ids));
    try {
      const juice = productIn('fresh-juices');
      const error = await refused(
        order([{ productId: juice.id, size: juice.sizes[0]!.size, quantity: 1, options: [] }]),
      );
      expect(error.details).toEqual([
        expect.objectContaining({ path: 'lines.0.options', code: 'option_required', groupId: sugar.id }),
      ]);
    } finally {
      await server.database.db
        .update(optionsTable)
        .set({ isDefault: true })
        .where(eq(optionsTable.id, option('Sugar', 'Normal sugar').id));
    }
  });

  it('refuses a note with control characters or longer than 140 characters, naming the field', async () => {
    const juice = productIn('fresh-juices');
    for (const [note, message] of [
      ['less ice\u0007', 'validation.controlChars'],
      ['bay 4\nwhite Patrol', 'validation.controlChars'],
      ['x'.repeat(141), 'validation.tooLong'],
    ] as const) {
      const error = await refused(
        order([{ productId: juice.id, size: juice.sizes[0]!.size, quantity: 1, note }]),
      );
      expect(error.code).toBe('validation_failed');
      expect(error.details).toEqual([expect.objectContaining({ path: 'lines.0.note', message })]);
    }
    const notAnId = await refused(
      order([{ productId: juice.id, size: juice.sizes[0]!.size, quantity: 1, options: ['honey'] }]),
    );
    expect(notAnId.details).toEqual([
      expect.objectContaining({ path: 'lines.0.options.0', message: 'validation.invalidOption' }),
    ]);
  });

  it('a repeated submission is the same order whatever the options’ order; other options or another note are refused', async () => {
    const juice = productIn('fresh-juices');
    const body = order([
      {
        productId: juice.id,
        size: juice.sizes[0]!.size,
        quantity: 1,
        options: [option('Sugar', 'Less sugar').id, option('Add-ons', 'Honey').id],
        note: 'no straw',
      },
    ]);
    const first = await place(body);
    expect(first.status).toBe(201);
    const id = ((await first.json()) as PlacedOrder).order.id;
    const line = (body.lines as Record<string, unknown>[])[0]!;
    const again = await place({
      ...body,
      lines: [{ ...line, options: [...(line.options as string[])].reverse(), note: ' no  straw ' }],
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as PlacedOrder).order.id).toBe(id);
    for (const changed of [{ options: [option('Sugar', 'No sugar').id] }, { note: 'with a straw' }]) {
      const res = await place({ ...body, lines: [{ ...line, ...changed }] });
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorBody).error.code).toBe('idempotency_key_reused');
    }
  });
});
