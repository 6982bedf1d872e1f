import { describe, expect, it } from 'vitest';
import type { Menu, MenuCategory, MenuProduct } from './catalog.schema';
import { menuSections, productsInMenuOrder } from './menu-sections';
import { menuSizes } from './size-test-kit';

const category = (id: string, subs: string[]): MenuCategory => ({
  id,
  slug: id,
  nameEn: id,
  nameAr: id,
  descriptionEn: '',
  descriptionAr: '',
  image: null,
  subcategories: subs.map((s) => ({ id: s, slug: s, nameEn: s, nameAr: s })),
});

const product = (
  id: string,
  categoryId: string,
  subcategoryId: string | null,
  image: string | null = `/media/${id}.webp`,
): MenuProduct => ({
  id,
  categoryId,
  subcategoryId,
  nameEn: id,
  nameAr: id,
  descriptionEn: '',
  descriptionAr: '',
  image,
  soldOut: false,
  featured: false,
  createdAt: '2026-01-01T00:00:00Z',
  sizes: menuSizes([{ size: 'small', priceFils: 1000, soldOut: false }]),
  optionGroupIds: [],
});

// Categories in menu order; products arrive in any order.
const menu: Menu = {
  categories: [
    category('empty', ['e1']),
    category('juices', ['citrus', 'green', 'none']),
    category('shakes', ['classic']),
  ],
  optionGroups: [],
  products: [
    product('kiwi', 'juices', 'green'),
    product('orange', 'juices', 'citrus'),
    product('pomegranate', 'juices', null),
    product('vanilla', 'shakes', 'classic', null),
    product('lemon', 'juices', 'citrus'),
  ],
};

describe('the categorised menu layout', () => {
  it('puts a category’s own products first, then its non-empty subcategories, and skips empty categories', () => {
    const sections = menuSections(menu);
    expect(sections.map((s) => s.category.id)).toEqual(['juices', 'shakes']);
    expect(sections[0]!.direct.map((p) => p.id)).toEqual(['pomegranate']);
    expect(sections[0]!.subs.map((s) => [s.sub.id, s.products.map((p) => p.id)])).toEqual([
      ['citrus', ['orange', 'lemon']],
      ['green', ['kiwi']],
    ]);
  });

  it('lists the products in the order the menu shows them (their images, where they have one)', () => {
    expect(
      productsInMenuOrder(menu)
        .map((p) => p.image)
        .filter((image) => image !== null),
    ).toEqual(['/media/pomegranate.webp', '/media/orange.webp', '/media/lemon.webp', '/media/kiwi.webp']);
  });
});
