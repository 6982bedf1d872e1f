import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, type ReactNode } from 'react';
import { json, type Routes } from '@/client/testing/fake-server-test-kit';
import { renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { useAddToCart } from '@/features/cart/client';
import type { Locale } from '@/common/locales';
import type { Menu, MenuOptionGroup, MenuProduct } from '../catalog.schema';
import { menuSizes, type TestSize } from '../size-test-kit';
import { AddProductProvider } from './add-product';
import { ProductCard } from './product-card';

/** The product sheet's component tests: products, groups, and the card opened as a visitor does. */
export const product = (sizes: TestSize[], optionGroupIds: string[] = []): MenuProduct => ({
  id: '0b9f3c1e-5d4a-4f7e-9c2b-1a2b3c4d5e6f',
  categoryId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  subcategoryId: null,
  nameEn: 'Mango Juice',
  nameAr: 'عصير مانجو',
  descriptionEn: 'Fresh mango.',
  descriptionAr: 'مانجو طازجة.',
  image: null,
  soldOut: false,
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  sizes: menuSizes(sizes),
  optionGroupIds,
});

const option = (
  id: string,
  nameEn: string,
  nameAr: string,
  priceFils = 0,
  isDefault = false,
  soldOut = false,
) => ({
  id,
  nameEn,
  nameAr,
  priceFils,
  isDefault,
  soldOut,
});

export const SUGAR: MenuOptionGroup = {
  id: 'sugar',
  nameEn: 'Sugar',
  nameAr: 'السكر',
  kind: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    option('normal-sugar', 'Normal sugar', 'سكر عادي', 0, true),
    option('less-sugar', 'Less sugar', 'سكر خفيف'),
    option('no-sugar', 'No sugar', 'بدون سكر'),
  ],
};

export const ADD_ONS: MenuOptionGroup = {
  id: 'add-ons',
  nameEn: 'Add-ons',
  nameAr: 'الإضافات',
  kind: 'multiple',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  options: [
    option('honey', 'Honey', 'عسل', 200),
    option('nuts', 'Mixed nuts', 'مكسرات مشكلة', 300, false, true),
    option('scoop', 'Ice-cream scoop', 'كرة آيس كريم', 400),
    option('fruit', 'Extra fruit', 'فواكه إضافية', 300),
  ],
};

/** A required group without a default: nothing is chosen when the sheet opens. */
export const MILK: MenuOptionGroup = {
  id: 'milk',
  nameEn: 'Milk',
  nameAr: 'الحليب',
  kind: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    option('full-cream', 'Full-cream', 'حليب كامل الدسم'),
    option('almond', 'Almond milk', 'حليب اللوز', 200),
  ],
};

export const SIZES3: TestSize[] = [
  { size: 'small', priceFils: 1200, soldOut: false },
  { size: 'medium', priceFils: 1500, soldOut: true },
  { size: 'large', priceFils: 1800, soldOut: false },
];

/** The menu the sheet reads its groups from. */
export const menuRoute = (products: MenuProduct[]): Routes => ({
  'GET /api/catalog/menu': json({
    categories: [],
    products,
    optionGroups: [SUGAR, ADD_ONS, MILK],
  } satisfies Menu),
});

/** As in the store layout: the card's Add button puts the product in the real cart. */
function WithCart({ children }: { children: ReactNode }) {
  return createElement(AddProductProvider, { value: useAddToCart() }, children);
}

export const renderCard = (p: MenuProduct, locale: Locale = 'ar') =>
  renderWithProviders(createElement(WithCart, null, createElement(ProductCard, { product: p })), { locale });

/** Opens the product's sheet from its card, as a visitor does (in Arabic unless told). */
export async function openSheet(p: MenuProduct, locale: Locale = 'ar') {
  const user = userEvent.setup();
  renderCard(p, locale);
  await user.click(screen.getByRole('button', { name: locale === 'ar' ? 'أضف إلى السلة' : 'Add to Cart' }));
  const sheet = await screen.findByRole('dialog', { name: locale === 'ar' ? 'عصير مانجو' : 'Mango Juice' });
  return { user, sheet };
}
