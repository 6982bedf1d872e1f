/**
 * The texts of `category_in_use` refusals, naming how many products or subcategories are in the
 * way, in both languages (Arabic with its own plural forms, and the pronoun that agrees with them).
 */

type ArForms = {
  one: string;
  two: string;
  few: (n: number) => string;
  many: (n: number) => string;
  other: (n: number) => string;
  /** "Move them … delete them" for one of them (it), two (them both) and more (them). */
  pronoun: { one: string; two: string; more: string };
};

const arPlural = new Intl.PluralRules('ar');
const enPlural = new Intl.PluralRules('en');

function arCount(n: number, f: ArForms): { count: string; them: string } {
  const rule = arPlural.select(n);
  if (rule === 'one') return { count: f.one, them: f.pronoun.one };
  if (rule === 'two') return { count: f.two, them: f.pronoun.two };
  const them = f.pronoun.more;
  if (rule === 'few') return { count: f.few(n), them };
  if (rule === 'many') return { count: f.many(n), them };
  return { count: f.other(n), them };
}

function en(what: string, n: number, one: string, other: string) {
  const single = enPlural.select(n) === 'one';
  return `This ${what} has ${n} ${single ? one : other}. Move or delete ${single ? 'it' : 'them'} first.`;
}

function ar(what: string, n: number, forms: ArForms) {
  const { count, them } = arCount(n, forms);
  return `تحتوي هذه ${what} على ${count}. انقل${them} إلى فئة أخرى أو احذف${them} أولًا.`;
}

const AR_PRODUCTS: ArForms = {
  one: 'منتج واحد',
  two: 'منتجين',
  few: (n) => `${n} منتجات`,
  many: (n) => `${n} منتجًا`,
  other: (n) => `${n} منتج`,
  pronoun: { one: 'ه', two: 'هما', more: 'ها' },
};

const AR_SUBCATEGORIES: ArForms = {
  one: 'فئة فرعية واحدة',
  two: 'فئتين فرعيتين',
  few: (n) => `${n} فئات فرعية`,
  many: (n) => `${n} فئة فرعية`,
  other: (n) => `${n} فئة فرعية`,
  pronoun: { one: 'ها', two: 'هما', more: 'ها' },
};

/** "This category has 7 products. Move or delete them first." */
export function categoryHasProducts(n: number, subcategory = false) {
  return subcategory
    ? { en: en('subcategory', n, 'product', 'products'), ar: ar('الفئة الفرعية', n, AR_PRODUCTS) }
    : { en: en('category', n, 'product', 'products'), ar: ar('الفئة', n, AR_PRODUCTS) };
}

/** "This category has 2 subcategories. Move or delete them first." */
export function categoryHasSubcategories(n: number) {
  return { en: en('category', n, 'subcategory', 'subcategories'), ar: ar('الفئة', n, AR_SUBCATEGORIES) };
}
