import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { optionGroups, options } from '@/server/db/schema';
import { callAs } from '@/server/testing/sessions-test-kit';
import type { TestServer } from '@/server/testing/server-test-kit';
import type { ProductInput } from '../catalog.admin.schema';
import type { AdminProduct } from '../catalog.admin.views';
import type { Menu, MenuProduct } from '../catalog.schema';
import type { OptionGroupInput } from '../option-group.admin.schema';

/** Shared by the back-office option API tests. */

export const syrup = (over: Partial<OptionGroupInput> = {}): OptionGroupInput => ({
  nameEn: 'Syrup',
  nameAr: 'شراب النكهة',
  kind: 'single',
  required: false,
  minChoices: 0,
  maxChoices: 1,
  sortOrder: 50,
  options: [
    { nameEn: 'Vanilla', nameAr: 'فانيلا', price: 1.5, isDefault: false, soldOut: false },
    { nameEn: 'Caramel', nameAr: 'كراميل', price: 2, isDefault: false, soldOut: false },
  ],
  ...over,
});

/** How many groups and options are stored (a refusal must not change them). */
export async function optionCounts(server: TestServer) {
  const db = server.database.db;
  const [[g], [o]] = await Promise.all([
    db.select({ n: count() }).from(optionGroups),
    db.select({ n: count() }).from(options),
  ]);
  return { groups: g!.n, options: o!.n };
}

/** The form's input for a product as the back office has it, with `over` on top. */
export const productInput = (p: AdminProduct, over: Partial<ProductInput> = {}): ProductInput => ({
  nameEn: p.nameEn,
  nameAr: p.nameAr,
  descriptionEn: p.descriptionEn,
  descriptionAr: p.descriptionAr,
  categoryId: p.categoryId,
  subcategoryId: p.subcategoryId,
  sizes: p.sizes.map((s) => ({
    size: s.size,
    nameEn: s.nameEn,
    nameAr: s.nameAr,
    price: s.priceFils / 100,
    soldOut: s.soldOut,
  })),
  image: p.image ?? '',
  gallery: p.gallery,
  status: p.status,
  soldOut: p.soldOut,
  ...over,
});

/** A product of the category with `slug` that can be ordered in every size. */
export function orderableIn(menu: Menu, slug: string): MenuProduct {
  const category = menu.categories.find((c) => c.slug === slug)!;
  return menu.products.find(
    (p) => p.categoryId === category.id && !p.soldOut && p.sizes.every((s) => !s.soldOut),
  )!;
}

/** Places an order (as a customer would) of one `product` with the given options. */
export async function placeWith(server: TestServer, product: MenuProduct, optionIds: string[]) {
  const res = await callAs(server, '/api/orders', {
    body: {
      idempotencyKey: randomUUID(),
      name: 'Mariam',
      email: `options.${randomUUID()}@example.com`,
      plate: { emirate: 'dubai', code: 'AB', number: '12345' },
      paymentMethod: 'card',
      lines: [{ productId: product.id, size: product.sizes[0]!.size, quantity: 1, options: optionIds }],
      locale: 'en',
    },
  });
  return res;
}

export async function placedWith(server: TestServer, product: MenuProduct, optionIds: string[]) {
  const res = await placeWith(server, product, optionIds);
  expect(res.status).toBe(201);
}
