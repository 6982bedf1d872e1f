import type { CategorySeed, ProductSeed, SubcategorySeed } from './types';
import { FRESH_JUICES } from './products/fresh-juices';
import { SPECIAL_JUICES } from './products/special-juices';
import { ICE_CREAM } from './products/ice-cream';
import { MILKSHAKES } from './products/milkshakes';
import { FRUITS_SALAD } from './products/fruits-salad';

/** The five menu sections, in menu order (sort_order 1..5). Slugs are the menu anchors. */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    slug: 'fresh-juices',
    nameEn: 'Fresh Juices',
    nameAr: 'عصائر طازجة',
    descriptionEn: 'Squeezed to order from whole fruit and vegetables, with no concentrates.',
    descriptionAr: 'نعصرها عند الطلب من الفواكه والخضار الطازجة، بلا مركّزات.',
    colors: ['#ff9f1c', '#ffbf47', '#8ac926'],
    art: 'glass',
  },
  {
    slug: 'special-juices',
    nameEn: 'Special Juices',
    nameAr: 'عصائر مميزة',
    descriptionEn: 'Our signature blends and layered fruit cocktails, topped generously.',
    descriptionAr: 'خلطاتنا الخاصة وكوكتيلات الفواكه بطبقاتها الغنية وإضافاتها السخية.',
    colors: ['#e63946', '#ffb627', '#8ab84b'],
    art: 'layered',
    topping: 'nuts',
  },
  {
    slug: 'ice-cream',
    nameEn: 'Ice Cream',
    nameAr: 'آيس كريم',
    descriptionEn: 'Creamy scoops and indulgent sundaes to cool down any evening.',
    descriptionAr: 'كرات آيس كريم كريمية وصنداي شهيّ يُنعش أمسياتك.',
    colors: ['#ff8fab', '#ffd56b'],
    art: 'cone',
    topping: 'sprinkles',
  },
  {
    slug: 'milkshakes',
    nameEn: 'Milkshakes',
    nameAr: 'ميلك شيك',
    descriptionEn: 'Thick, freshly blended shakes, from the classics to saffron, Lotus and Nutella.',
    descriptionAr: 'ميلك شيك كثيف يُخفق طازجًا، من النكهات الكلاسيكية إلى الزعفران واللوتس والنوتيلا.',
    colors: ['#7f5539', '#c08552', '#3b1f14'],
    art: 'shake',
  },
  {
    slug: 'fruits-salad',
    nameEn: 'Fruit Salad',
    nameAr: 'سلطة فواكه',
    descriptionEn: 'Bowls of freshly cut seasonal fruit, on their own or crowned with cream and honey.',
    descriptionAr: 'أطباق من الفواكه الموسمية المقطّعة طازجة، كما هي أو مع القشطة والعسل.',
    colors: ['#ffb627', '#e63946', '#8ac926'],
    art: 'bowl',
    topping: 'cream',
  },
];

/** Sub-sections, in display order within their category. */
export const SUBCATEGORIES: readonly SubcategorySeed[] = [
  { slug: 'fresh-juices-citrus', category: 'fresh-juices', nameEn: 'Citrus', nameAr: 'حمضيات' },
  {
    slug: 'fresh-juices-tropical',
    category: 'fresh-juices',
    nameEn: 'Tropical',
    nameAr: 'فواكه استوائية',
  },
  {
    slug: 'fresh-juices-green',
    category: 'fresh-juices',
    nameEn: 'Green & Detox',
    nameAr: 'عصائر خضراء وديتوكس',
  },
  {
    slug: 'special-juices-signature',
    category: 'special-juices',
    nameEn: 'Signature Mixes',
    nameAr: 'خلطاتنا الخاصة',
  },
  {
    slug: 'special-juices-cocktails',
    category: 'special-juices',
    nameEn: 'Cocktails',
    nameAr: 'كوكتيلات',
  },
  { slug: 'ice-cream-scoops', category: 'ice-cream', nameEn: 'Scoops', nameAr: 'كرات آيس كريم' },
  { slug: 'ice-cream-sundaes', category: 'ice-cream', nameEn: 'Sundaes', nameAr: 'صنداي' },
  /** Deliberately empty: the storefront skips subcategories without products. */
  {
    slug: 'ice-cream-seasonal',
    category: 'ice-cream',
    nameEn: 'Seasonal Specials',
    nameAr: 'أصناف موسمية',
  },
  { slug: 'milkshakes-classic', category: 'milkshakes', nameEn: 'Classic', nameAr: 'كلاسيكية' },
  { slug: 'milkshakes-premium', category: 'milkshakes', nameEn: 'Premium', nameAr: 'فاخرة' },
  {
    slug: 'fruits-salad-classic',
    category: 'fruits-salad',
    nameEn: 'Classic Bowls',
    nameAr: 'أطباق كلاسيكية',
  },
  {
    slug: 'fruits-salad-cream',
    category: 'fruits-salad',
    nameEn: 'With Cream',
    nameAr: 'بالقشطة',
  },
];

export const EMPTY_SUBCATEGORY = 'ice-cream-seasonal';

/** Every seed product, in menu order. */
export const PRODUCTS: readonly ProductSeed[] = [
  ...FRESH_JUICES,
  ...SPECIAL_JUICES,
  ...ICE_CREAM,
  ...MILKSHAKES,
  ...FRUITS_SALAD,
];
