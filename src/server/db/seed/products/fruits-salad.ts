import type { ProductSeed } from '../types';

const c = 'fruits-salad' as const;

export const FRUITS_SALAD: readonly ProductSeed[] = [
  {
    slug: 'seasonal-fruit-salad',
    category: c,
    sub: 'fruits-salad-classic',
    en: ['Seasonal Fruit Salad', "A colourful bowl of the season's best fruit, cut fresh every morning."],
    ar: ['سلطة فواكه موسمية', 'طبق ملوّن من أفضل فواكه الموسم، تُقطّع طازجة كل صباح.'],
    prices: [1500, 2000, 2500],
    colors: ['#ffb627', '#e63946', '#7b2cbf'],
  },
  {
    slug: 'tropical-fruit-bowl',
    category: c,
    sub: 'fruits-salad-classic',
    en: ['Tropical Fruit Bowl', 'Mango, pineapple, kiwi and papaya with a squeeze of lime.'],
    ar: ['طبق فواكه استوائية', 'مانجو وأناناس وكيوي وبابايا مع عصرة ليمون.'],
    prices: [1700, 2200, 2700],
    colors: ['#f9c80e', '#ff9505', '#8ac926'],
  },
  {
    slug: 'fruit-salad-honey-nuts',
    category: c,
    sub: 'fruits-salad-classic',
    en: [
      'Fruit Salad with Honey & Nuts',
      'Fresh fruit drizzled with Sidr honey and sprinkled with mixed nuts.',
    ],
    ar: ['سلطة فواكه بالعسل والمكسرات', 'فواكه طازجة مع عسل السدر ومكسرات مشكّلة.'],
    prices: [1800, 2300, 2800],
    colors: ['#e9b949', '#e63946', '#6a4c93'],
    topping: 'nuts',
  },
  {
    slug: 'fruit-salad-cream',
    category: c,
    sub: 'fruits-salad-cream',
    en: [
      'Fruit Salad with Cream',
      'Our best-seller: chopped fruit layered with fresh qishta cream, honey and pistachio.',
    ],
    ar: ['سلطة فواكه بالقشطة', 'الأكثر مبيعًا: فواكه مقطّعة مع القشطة الطازجة والعسل والفستق.'],
    prices: [1800, 2400, 3000],
    colors: ['#ffb627', '#e63946', '#6a4c93'],
    topping: 'cream',
    featured: true,
  },
  {
    slug: 'fruit-salad-ice-cream',
    category: c,
    sub: 'fruits-salad-cream',
    en: [
      'Fruit Salad with Ice Cream',
      'Fresh fruit salad crowned with scoops of vanilla and mango ice cream.',
    ],
    ar: ['سلطة فواكه بالآيس كريم', 'سلطة فواكه طازجة تعلوها كرتا آيس كريم بالفانيلا والمانجو.'],
    prices: [2000, 2800],
    colors: ['#ffb627', '#e63946', '#8ac926'],
    topping: 'icecream',
  },
  {
    slug: 'mango-cream-bowl',
    category: c,
    sub: 'fruits-salad-cream',
    en: ['Mango with Cream', 'Cubes of ripe mango over fresh cream, finished with a drizzle of honey.'],
    ar: ['مانجو بالقشطة', 'مكعبات مانجو ناضجة فوق القشطة الطازجة مع رشّة عسل.'],
    prices: [1800, 2300, 2800],
    colors: ['#ffb627', '#ff9505', '#f9c80e'],
    topping: 'cream',
  },
  {
    slug: 'fruit-cup',
    category: c,
    sub: null,
    en: ['Fruit Cup', 'A grab-and-go cup of mixed fresh fruit, perfect for the drive.'],
    ar: ['كوب فواكه', 'كوب من الفواكه الطازجة المشكّلة، مثالي لتأخذه معك في السيارة.'],
    prices: [1500, 2000],
    colors: ['#e63946', '#ffb627', '#8ac926'],
  },
];
