import { describe, expect, it } from 'vitest';
import { allResources } from '@/client/locales/all';
import { HELP_CATEGORIES, type Bilingual, type Guide } from './help-content';
import { FAQ } from './help-faq';
import { GUIDES } from './help-guides';
import { normalize, searchHelp } from './help-search';

const content = { faq: FAQ, guides: GUIDES };
const texts = (b: Bilingual[]) => b.flatMap((t) => [t.en, t.ar]);
const guideTexts = (g: Guide): Bilingual[] => [
  g.title,
  g.description,
  ...g.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.steps ?? [])]),
];

describe('help content', () => {
  it('has every text in both languages, the Arabic really in Arabic', () => {
    const all: Bilingual[] = [
      ...FAQ.flatMap((f) => [f.question, f.answer]),
      ...GUIDES.flatMap((g) => [
        g.title,
        g.description,
        ...g.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.steps ?? [])]),
      ]),
    ];
    for (const t of all) {
      expect(t.en.trim(), t.ar).not.toBe('');
      expect(t.ar, t.en).toMatch(/[\u0600-\u06FF]/);
    }
    expect(texts(all).length).toBeGreaterThan(50);
  });

  it('has unique ids and slugs, the spec guides among them, and something in every category', () => {
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(FAQ.length);
    expect(new Set(GUIDES.map((g) => g.slug)).size).toBe(GUIDES.length);
    for (const slug of ['getting-started', 'products', 'orders', 'live-board', 'settings'])
      expect(GUIDES.map((g) => g.slug)).toContain(slug);
    for (const c of HELP_CATEGORIES)
      expect(
        [...FAQ, ...GUIDES].some((x) => x.category === c),
        c,
      ).toBe(true);
    for (const g of GUIDES) expect(g.slug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('searchHelp', () => {
  it('finds by English and by Arabic words, every word required', () => {
    expect(searchHelp(content, 'sold out', null).faq.map((f) => f.id)).toContain('sold-out');
    expect(searchHelp(content, 'نفد', null).faq.map((f) => f.id)).toContain('sold-out');
    expect(searchHelp(content, 'sold zebra', null)).toEqual({ faq: [], guides: [] });
  });

  it('folds Arabic spelling variants and diacritics', () => {
    expect(normalize('إضافة مُنتَج')).toBe(normalize('اضافه منتج'));
    expect(normalize('VAT ٥٪ ۵')).toBe('vat 5٪ 5');
    expect(searchHelp(content, 'اضافه منتج', null).faq.map((f) => f.id)).toContain('add-product');
  });

  it('searches guide sections, not only titles', () => {
    expect(searchHelp(content, 'chime', null).guides.map((g) => g.slug)).toEqual(['live-board']);
  });

  it('finds the bays guide by what staff call a bay, in both languages, under Settings', () => {
    for (const query of ['bay', 'QR', 'الموقف', 'رمز QR'])
      expect(
        searchHelp(content, query, null).guides.map((g) => g.slug),
        query,
      ).toContain('bays');
    expect(searchHelp(content, 'sticker', 'settings').guides.map((g) => g.slug)).toEqual(['bays']);
  });

  it('filters by category, and an empty query lists the whole category', () => {
    const orders = searchHelp(content, '', 'orders');
    expect(orders.faq.length).toBeGreaterThan(0);
    expect(orders.faq.every((f) => f.category === 'orders')).toBe(true);
    expect(orders.guides.map((g) => g.slug).sort()).toEqual(['live-board', 'orders']);
    expect(searchHelp(content, 'sold out', 'orders').faq).toEqual([]);
    expect(searchHelp(content, '', null).faq).toHaveLength(FAQ.length);
  });
});

describe('help labels', () => {
  it('every «label» the Arabic help quotes is a text of the interface, so staff find what it names', () => {
    const texts = (o: object): string[] =>
      Object.values(o).flatMap((v) => (typeof v === 'object' ? texts(v as object) : [String(v)]));
    const interfaceTexts = new Set(texts(allResources.ar));
    // quoted words that are not labels: a deleted account's reviews' signature, a size an owner may name
    const notLabels = new Set(['عميل', 'عبوة لتر']);
    const arabic = [...FAQ.flatMap((f) => [f.question, f.answer]), ...GUIDES.flatMap(guideTexts)].map(
      (t) => t.ar,
    );
    const quoted = arabic.flatMap((text) => [...text.matchAll(/«([^»]+)»/g)].map((m) => m[1]!));
    expect(quoted.length).toBeGreaterThan(20);
    expect([...new Set(quoted)].filter((q) => !interfaceTexts.has(q) && !notLabels.has(q))).toEqual([]);
  });
});
