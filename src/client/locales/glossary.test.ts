import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/common/errors';

/**
 * shared/ARABIC.md and docs/arabic-glossary.md: one word per concept. This test reads every
 * Arabic catalogue (every file in ./ar, so new namespaces are covered) and every source file
 * outside the catalogues that holds Arabic text (e-mails, receipts, CSV, errors, help, seed),
 * and fails on the forms the glossaries list under "Not".
 */
const L = '[\\u0621-\\u064A]'; // an Arabic letter (for word edges; JS's \b knows only Latin)
const FORBIDDEN: { pattern: RegExp; use: string; why: string }[] = [
  { pattern: /قيد الانتظار/, use: 'تم الاستلام', why: 'the first order state' },
  { pattern: /ملغي/, use: 'ملغى', why: 'Cancelled is written with alif maqsura' },
  { pattern: /تم الدفع/, use: 'تسجيل الدفع / مدفوع', why: 'the action is a verbal noun, the state مدفوع' },
  { pattern: /سلة الطلبات/, use: 'السلة', why: 'Cart' },
  { pattern: new RegExp(`المجموع(?!${L})`), use: 'الإجمالي', why: 'Total (المجموعة, a group, is fine)' },
  { pattern: /صفحة الدفع/, use: 'إتمام الطلب', why: 'Checkout' },
  { pattern: /تقديم الطلب/, use: 'إرسال الطلب', why: 'Place order' },
  { pattern: /مقاس/, use: 'الحجم (for an image: أبعاد)', why: 'Size' },
  { pattern: /قارورة|قنينة/, use: 'عبوة', why: 'Bottle (a size the owner names)' },
  { pattern: /لوح(?:ة|ات) (?:ال)?سيار/, use: 'رقم اللوحة', why: 'Car plate' },
  { pattern: /أنا هنا/, use: 'وصلت', why: "I'm here" },
  { pattern: new RegExp(`(?<!${L})نفد(?!${L})`), use: 'نفدت الكمية', why: 'Sold out' },
  {
    pattern: /(?:آبل|أبل|ابل) باي|(?:جوجل|غوغل) باي/,
    use: 'Apple Pay / Google Pay',
    why: 'brand names in Latin letters',
  },
  { pattern: /المصادقة الثنائية/, use: 'التحقق بخطوتين', why: 'Two-step sign-in' },
  { pattern: /بانتظار (?:ال)?موافقة/, use: 'بانتظار المراجعة', why: 'Awaiting review' },
  { pattern: new RegExp(`(?<!${L})(?:ال)?(?:زائر|زوار)`), use: 'ضيف', why: 'Guest' },
  { pattern: /متجر/, use: 'المحل (the business) / الموقع (the website)', why: 'The shop' },
  { pattern: /لوحة المعلومات/, use: 'لوحة التحكم', why: 'Dashboard' },
  { pattern: /متوفر/, use: 'متاح', why: 'No longer offered / available' },
  { pattern: /اللوحة المباشرة/, use: 'لوحة الطلبات المباشرة', why: "the board's name in the sidebar" },
  { pattern: /الجرس/, use: 'أيقونة الإشعارات', why: 'the notifications icon' },
  { pattern: /إعادة فتح (?:ال)?طلب/, use: 'إعادة إلى حالة سابقة', why: 'moving an order back' },
  { pattern: /صندوق (?:البريد )?الصادر/, use: 'البريد الصادر', why: 'the outbox, as the sidebar names it' },
  { pattern: /أغفلنا/, use: 'لم نُضِف', why: '"we overlooked" blames the shop' },
  // the writing rules
  { pattern: /%/, use: '٪', why: 'the percent sign of Arabic text' },
  { pattern: /اً/, use: 'ـًا', why: 'tanween on alif is written before the alif (طازجًا)' },
];

type Text = { where: string; text: string };

const flatten = (o: object, prefix: string): Text[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [{ where: `${prefix}${k}`, text: String(v) }],
  );

const arDir = path.join(import.meta.dirname, 'ar');
const catalogue = (ns: string) =>
  JSON.parse(fs.readFileSync(path.join(arDir, `${ns}.json`), 'utf8')) as object;
const catalogueTexts: Text[] = fs
  .readdirSync(arDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => flatten(catalogue(f.replace(/\.json$/, '')), `${f.replace(/\.json$/, '')}:`));

/** Source files with Arabic outside the catalogues; tests, test kits and fixtures excluded. */
const srcDir = path.join(import.meta.dirname, '..', '..');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.|-test-kit\./.test(e.name) ? [p] : [];
  });
const sourceTexts: Text[] = sourceFiles(srcDir).flatMap((file) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ where: `${path.relative(srcDir, file)}:${i + 1}`, text: line }))
    // comments may quote a forbidden word to say why it is not used
    .filter(({ text }) => /[\u0600-\u06ff]/.test(text) && !/^\s*(\/\/|\/?\*)/.test(text)),
);

const offences = (texts: Text[]) =>
  texts.flatMap(({ where, text }) =>
    FORBIDDEN.filter((f) => f.pattern.test(text)).map(
      (f) => `${where}: «${text.trim()}» has ${f.pattern} (${f.why}: use «${f.use}»)`,
    ),
  );

const get = (ns: string, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], catalogue(ns));
const getEn = (ns: string, key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (o, k) => (o as Record<string, unknown>)?.[k],
      JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'en', `${ns}.json`), 'utf8')),
    );

/** Decision 042: the order states and the board's actions, one word each, in both languages. */
const STATES = {
  pending: ['Received', 'تم الاستلام'],
  processing: ['Being prepared', 'قيد التحضير'],
  ready: ['Ready', 'جاهز'],
  completed: ['Completed', 'مكتمل'],
  cancelled: ['Cancelled', 'ملغى'],
} as const;

describe('one word per concept (ARABIC.md)', () => {
  it('the Arabic catalogues use none of the forms the glossary rules out', () => {
    expect(catalogueTexts.length).toBeGreaterThan(1000);
    expect(offences(catalogueTexts)).toEqual([]);
  });

  it('e-mails, receipts, CSV, errors, help and seed data use none of them either', () => {
    const files = new Set(sourceTexts.map((t) => t.where.replace(/:\d+$/, '')));
    for (const f of ['common/errors.ts', 'features/orders/server/receipt-copy.ts', 'server/db/seed/index.ts'])
      expect(files, f).toContain(f);
    expect(offences(sourceTexts)).toEqual([]);
  });

  it("«إتمام الطلب» is the customer's Checkout, never a button on the board", () => {
    const board = catalogueTexts.filter((t) => t.where.startsWith('admin-orders:board.'));
    expect(board.filter((t) => t.text.includes('إتمام الطلب'))).toEqual([]);
  });

  it("customers see «صنف» (item), never «منتج» (the catalogue's product, for staff)", () => {
    const storefront =
      /^(menu|checkout|orders|account|reviews|my-data|home|about|contact|common|options|recovery):/;
    const customerTexts = catalogueTexts.filter((t) => storefront.test(t.where));
    expect(customerTexts.length).toBeGreaterThan(300);
    expect(customerTexts.filter((t) => /منتج/.test(t.text)).map((t) => `${t.where}: ${t.text}`)).toEqual([]);
  });

  it('«القسم» is a department: categories are «الفئة» in the menu and the catalogue', () => {
    const category = catalogueTexts.filter((t) => /^(menu|admin-catalog):/.test(t.where));
    expect(category.filter((t) => /قسم|أقسام/.test(t.text))).toEqual([]);
  });

  it('errors about an HTTP request do not call it «طلب» (customers read an order)', () => {
    for (const code of ['rate_limited', 'bad_request', 'foreign_origin', 'payload_too_large'] as const)
      expect(ERROR_MESSAGES[code].ar, code).not.toMatch(/طلب/);
  });

  it('every order state has the same word wherever a catalogue names it', () => {
    for (const [status, [en, ar]] of Object.entries(STATES)) {
      // One place for the state's word (the storefront reads it there too).
      const places: [string, string][] = [['common', `orderStatus.${status}`]];
      for (const [ns, key] of places) {
        expect(getEn(ns, key), `en ${ns}:${key}`).toBe(en);
        expect(get(ns, key), `ar ${ns}:${key}`).toBe(ar);
      }
      // the board's column for completed orders adds "(last 10 min)"
      // a lane's heading is in Title Case (docs/decisions/077), the status in sentence case
      expect(getEn('admin-orders', `board.columns.${status}`) ?? en, status).toMatch(
        new RegExp(`^${en}`, 'i'),
      );
      expect(get('admin-orders', `board.columns.${status}`) ?? ar, status).toMatch(new RegExp(`^${ar}`));
    }
  });

  it("the board's actions are verbal nouns, not states", () => {
    const actions: [string, string, string][] = [
      ['board.start', 'Start Preparing', 'بدء التحضير'],
      ['board.markReady', 'Mark Ready', 'إنهاء التحضير'],
      ['board.handOver', 'Hand Over', 'تسليم الطلب'],
      ['board.markPaid', 'Mark Paid', 'تسجيل الدفع'],
      ['paymentStatus.paid', 'Paid', 'مدفوع'],
    ];
    for (const [key, en, ar] of actions) {
      expect(getEn('admin-orders', key), key).toBe(en);
      expect(get('admin-orders', key), key).toBe(ar);
    }
  });
});
