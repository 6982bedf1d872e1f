import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Menu, MenuProduct } from '@/features/catalog';
import { callAs } from './sessions-test-kit';
import type { TestServer } from './server-test-kit';
import type { PlacedOrder } from '@/features/orders';

/** Places orders with drink options through POST /api/orders, for the staff-side tests. */
export function optionsKit(server: TestServer, menu: Menu) {
  const option = (groupName: string, nameEn: string) =>
    menu.optionGroups.find((g) => g.nameEn === groupName)!.options.find((o) => o.nameEn === nameEn)!;
  const productIn = (slug: string): MenuProduct => {
    const category = menu.categories.find((c) => c.slug === slug)!;
    return menu.products.find(
      (p) => p.categoryId === category.id && !p.soldOut && p.sizes.every((s) => !s.soldOut),
    )!;
  };
  /** One line: a product of `slug`, its first size, the options named `[group, option]`. */
  const line = (slug: string, quantity: number, chosen: [string, string][], note?: string) => {
    const product = productIn(slug);
    return {
      productId: product.id,
      size: product.sizes[0]!.size,
      quantity,
      options: chosen.map(([g, o]) => option(g, o).id),
      ...(note === undefined ? {} : { note }),
    };
  };
  async function place(lines: ReturnType<typeof line>[], locale: 'en' | 'ar' = 'en') {
    const res = await callAs(server, '/api/orders', {
      body: {
        idempotencyKey: randomUUID(),
        name: 'Mariam',
        email: `staff.options.${randomUUID()}@example.com`,
        plate: { emirate: 'dubai', code: 'AB', number: '12345' },
        paymentMethod: 'card',
        lines,
        locale,
      },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as PlacedOrder).order;
  }
  return { option, productIn, line, place };
}
