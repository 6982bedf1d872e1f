import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categories, options, productSizes } from '@/server/db/schema';
import { describeOnEachDatabase } from '@/server/testing/each-database-test-kit';
import { codeOf } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { Menu } from '@/features/catalog';
import type { PlacedOrder } from '../orders.schema';
import { placeLine } from './order-test-kit';

/**
 * Decision 057: a server process prices orders from its copy of the catalogue, which must never be
 * older than the database: a change made in any way (the back office, another process, a plain
 * UPDATE) prices the very next order.
 */
describeOnEachDatabase('orders are priced from an exact copy of the catalogue', (engine) => {
  let server: TestServer;
  let product: Menu['products'][number];
  /** A guest's cash order of one line (by default one small `product`). */
  const place = (line: Record<string, unknown> = {}) =>
    placeLine(server, { productId: product.id, size: 'small', ...line });
  const smallPrice = async () =>
    ((await (await place()).json()) as PlacedOrder).order.items[0]!.unitPriceFils;
  /** Whether `work` moved the catalogue's version. */
  const versionMoves = async (work: () => Promise<unknown>) => {
    const before = await catalogueVersion();
    await work();
    return (await catalogueVersion()) !== before;
  };
  const catalogueVersion = async () =>
    (
      (await server.database.db.execute(
        sql`select version::text as v from catalogue_version`,
      )) as unknown as {
        rows: { v: string }[];
      }
    ).rows[0]!.v;

  beforeAll(async () => {
    server = await engine.start({ TEST_HOOKS: '1' });
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    product = menu.products.find((p) => !p.soldOut && p.sizes.length === 3 && p.optionGroupIds.length === 0)!;
  });
  afterAll(() => server.close());

  it('prices the next order at a price changed straight in the database', async () => {
    const before = await smallPrice();
    const sizeOf = and(eq(productSizes.productId, product.id), eq(productSizes.size, 'small'));
    const moved = await versionMoves(() =>
      server.database.db
        .update(productSizes)
        .set({ priceFils: before + 250 })
        .where(sizeOf),
    );
    expect(moved).toBe(true);
    expect(await smallPrice()).toBe(before + 250);
    await server.database.db.update(productSizes).set({ priceFils: before }).where(sizeOf);
    expect(await smallPrice()).toBe(before);
  });

  it('refuses the next order once the product’s category is switched off, and takes it again after', async () => {
    await server.database.db
      .update(categories)
      .set({ status: 'inactive' })
      .where(eq(categories.id, product.categoryId));
    const refused = await place();
    expect(refused.status).toBe(422);
    expect(await codeOf(refused)).toBe('item_unavailable');
    await server.database.db
      .update(categories)
      .set({ status: 'active' })
      .where(eq(categories.id, product.categoryId));
    expect((await place()).status).toBe(201);
  });

  it('sees an option sold out at once', async () => {
    const menu = (await (await server.request('/api/catalog/menu')).json()) as Menu;
    const withOptions = menu.products.find((p) => p.optionGroupIds.length > 0 && !p.soldOut)!;
    const group = menu.optionGroups.find((g) => g.id === withOptions.optionGroupIds[0])!;
    const option = group.options.find((o) => !o.soldOut && !o.isDefault)!;
    const order = (line: Record<string, unknown>) =>
      place({ productId: withOptions.id, size: withOptions.sizes[0]!.size, ...line });
    const chosen = { options: [option.id] };
    expect((await order(chosen)).status).toBe(201);
    await server.database.db.update(options).set({ soldOut: true }).where(eq(options.id, option.id));
    const refused = await order(chosen);
    expect(refused.status).toBe(422);
    expect(await codeOf(refused)).toBe('invalid_options');
    await server.database.db.update(options).set({ soldOut: false }).where(eq(options.id, option.id));
  });

  it('leaves the version alone when orders are placed', async () => {
    const moved = await versionMoves(async () => place());
    expect(moved).toBe(false);
  });
});
