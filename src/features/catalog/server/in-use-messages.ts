/**
 * The texts of `category_in_use` refusals, naming how many products or subcategories are in the
 * way, in both languages (Arabic with its own plural forms).
 */

type ArForms = {
  one: string;
  two: string;
  few: (n: number) => string;
  many: (n: number) => string;
  other: (n: number) => string;
};

const arPlural = new Intl.PluralRules('ar');
const enPlural = new Intl.PluralRules('en');

function arCount(n: number, f: ArForms): string {
  const rule = arPlural.select(n);
  if (rule === 'one') return f.one;
  if (rule === 'two') return f.two;
  if (rule === 'few') return f.few(n);
  if (rule === 'many') return f.many(n);
  return f.other(n);
}

const enCount = (n: number, one: string, other: string) =>
  `${n} ${enPlural.select(n) === 'one' ? one : other}`;

const AR_PRODUCTS: ArForms = {
  one: 'منتج واحد',
  two: 'منتجين',
  few: (n) => `${n} منتجات`,
  many: (n) => `${n} منتجًا`,
  other: (n) => `${n} منتج`,
};

const AR_SUBCATEGORIES: ArForms = {
  one: 'فئة فرعية واحدة',
  two: 'فئتين فرعيتين',
  few: (n) => `${n} فئات فرعية`,
  many: (n) => `${n} فئة فرعية`,
  other: (n) => `${n} فئة فرعية`,
};

/** "This category has 7 products. Move or delete them first." */
export function categoryHasProducts(n: number, subcategory = false) {
  return subcategory
    ? {
        en: `This subcategory has ${enCount(n, 'product', 'products')}. Move or delete them first.`,
        ar: `تحتوي هذه الفئة الفرعية على ${arCount(n, AR_PRODUCTS)}. انقلها إلى فئة أخرى أو احذفها أولًا.`,
      }
    : {
        en: `This category has ${enCount(n, 'product', 'products')}. Move or delete them first.`,
        ar: `تحتوي هذه الفئة على ${arCount(n, AR_PRODUCTS)}. انقلها إلى فئة أخرى أو احذفها أولًا.`,
      };
}

/** "This category has 2 subcategories. Move or delete them first." */
export function categoryHasSubcategories(n: number) {
  return {
    en: `This category has ${enCount(n, 'subcategory', 'subcategories')}. Move or delete them first.`,
    ar: `تحتوي هذه الفئة على ${arCount(n, AR_SUBCATEGORIES)}. انقلها إلى فئة أخرى أو احذفها أولًا.`,
  };
}
