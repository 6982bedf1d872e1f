import type { CategorySlug } from './types';

export interface OptionSeed {
  en: string;
  ar: string;
  /** Added to the unit price, in fils. */
  priceFils?: number;
  isDefault?: boolean;
}

export interface OptionGroupSeed {
  key: 'sugar' | 'ice' | 'milk' | 'add-ons';
  en: string;
  ar: string;
  kind: 'single' | 'multiple';
  required: boolean;
  minChoices: number;
  maxChoices: number;
  options: readonly OptionSeed[];
  /** The categories whose products offer it. */
  categories: readonly CategorySlug[];
}

/**
 * The demo shop's drink options (issue 21), in menu order. Each option's name stands on its own
 * ("No sugar", not "No"), as the board and the receipt show it without its group.
 */
export const OPTION_GROUPS: readonly OptionGroupSeed[] = [
  {
    key: 'sugar',
    en: 'Sugar',
    ar: 'السكر',
    kind: 'single',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { en: 'Normal sugar', ar: 'سكر عادي', isDefault: true },
      { en: 'Less sugar', ar: 'سكر خفيف' },
      { en: 'No sugar', ar: 'بدون سكر' },
    ],
    categories: ['fresh-juices', 'special-juices'],
  },
  {
    key: 'ice',
    en: 'Ice',
    ar: 'الثلج',
    kind: 'single',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { en: 'Normal ice', ar: 'ثلج عادي', isDefault: true },
      { en: 'Less ice', ar: 'ثلج خفيف' },
      { en: 'No ice', ar: 'بدون ثلج' },
    ],
    categories: ['fresh-juices', 'special-juices'],
  },
  {
    key: 'milk',
    en: 'Milk',
    ar: 'الحليب',
    kind: 'single',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    options: [
      { en: 'Full-cream milk', ar: 'حليب كامل الدسم', isDefault: true },
      { en: 'Low-fat milk', ar: 'حليب قليل الدسم' },
      { en: 'Almond milk', ar: 'حليب اللوز', priceFils: 200 },
    ],
    categories: ['milkshakes'],
  },
  {
    key: 'add-ons',
    en: 'Add-ons',
    ar: 'الإضافات',
    kind: 'multiple',
    required: false,
    minChoices: 0,
    maxChoices: 3,
    options: [
      { en: 'Honey', ar: 'عسل', priceFils: 200 },
      { en: 'Mixed nuts', ar: 'مكسرات مشكّلة', priceFils: 300 },
      { en: 'Ice-cream scoop', ar: 'كرة آيس كريم', priceFils: 400 },
      { en: 'Extra fruit', ar: 'فواكه إضافية', priceFils: 300 },
    ],
    categories: ['fresh-juices', 'special-juices', 'milkshakes', 'fruits-salad'],
  },
];
