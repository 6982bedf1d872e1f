import type { Menu, MenuCategory, MenuProduct } from './catalog.schema';

type MenuSubcategory = MenuCategory['subcategories'][number];

export interface MenuSection {
  category: MenuCategory;
  /** The category's own products (no subcategory), shown first. */
  direct: MenuProduct[];
  /** Then one sub-section per subcategory that has products. */
  subs: { sub: MenuSubcategory; products: MenuProduct[] }[];
}

/** The categorised menu as it is laid out: categories with products, in the menu's order. */
export function menuSections(menu: Menu): MenuSection[] {
  return menu.categories
    .map((category) => {
      const inCategory = menu.products.filter((p) => p.categoryId === category.id);
      return {
        category,
        direct: inCategory.filter((p) => !p.subcategoryId),
        subs: category.subcategories
          .map((sub) => ({ sub, products: inCategory.filter((p) => p.subcategoryId === sub.id) }))
          .filter((s) => s.products.length > 0),
      };
    })
    .filter((s) => s.direct.length > 0 || s.subs.length > 0);
}

/** Every product shown in the categorised menu, in the order it shows them. */
export function productsInMenuOrder(menu: Menu): MenuProduct[] {
  return menuSections(menu).flatMap((s) => [...s.direct, ...s.subs.flatMap((x) => x.products)]);
}
