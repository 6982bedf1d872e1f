import type { MenuOptionGroup, MenuProduct } from '@/features/catalog';
import { menuSizes, type TestSize } from '@/features/catalog/size-test-kit';

/** A menu product for the cart's rule tests: `Name <id>` / `اسم <id>`, one image per id. */
export const menuProduct = (
  id: string,
  /** A built-in key's names are taken when none are given. */
  sizes: TestSize[],
  soldOut = false,
  optionGroupIds: string[] = [],
): MenuProduct => ({
  id,
  categoryId: 'c',
  subcategoryId: null,
  nameEn: `Name ${id}`,
  nameAr: `اسم ${id}`,
  descriptionEn: '',
  descriptionAr: '',
  image: `/media/${id}.webp`,
  soldOut,
  featured: false,
  createdAt: '2026-01-01T00:00:00Z',
  sizes: menuSizes(sizes),
  optionGroupIds,
});

const option = (id: string, priceFils = 0, isDefault = false, soldOut = false) => ({
  id,
  nameEn: `En ${id}`,
  nameAr: `ع ${id}`,
  priceFils,
  isDefault,
  soldOut,
});

/** Sugar: one of three, required, "normal" by default. */
export const SUGAR: MenuOptionGroup = {
  id: 'sugar',
  nameEn: 'Sugar',
  nameAr: 'السكر',
  kind: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [option('normal-sugar', 0, true), option('less-sugar'), option('no-sugar')],
};

/** Add-ons: up to two, optional; nuts sold out today. */
export const ADD_ONS: MenuOptionGroup = {
  id: 'add-ons',
  nameEn: 'Add-ons',
  nameAr: 'الإضافات',
  kind: 'multiple',
  required: false,
  minChoices: 0,
  maxChoices: 2,
  options: [option('honey', 200), option('nuts', 300, false, true), option('scoop', 400)],
};

/** Milk: required, no default (a line that loses its milk cannot be made). */
export const MILK: MenuOptionGroup = {
  id: 'milk',
  nameEn: 'Milk',
  nameAr: 'الحليب',
  kind: 'single',
  required: true,
  minChoices: 1,
  maxChoices: 1,
  options: [option('almond', 200)],
};
