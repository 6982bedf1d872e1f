import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@/common/errors';
import { allResources } from './all';

/**
 * The writing rules a copy review found broken (issue 38), each a check that fails on the next
 * one: marks around a Latin run or a sign inside Arabic, a plural key for every count, and
 * "sent" never said of an e-mail that is only queued. One word per concept is glossary.test.ts.
 */
type Text = { where: string; text: string };
const flatten = (o: object, prefix: string): Text[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [{ where: `${prefix}${k}`, text: String(v) }],
  );
const catalogue = (lang: 'ar' | 'en'): Text[] =>
  Object.entries(allResources[lang]).flatMap(([ns, texts]) => flatten(texts, `${ns}:`));
const errors = (lang: 'ar' | 'en'): Text[] =>
  Object.entries(ERROR_MESSAGES).map(([code, m]) => ({ where: `errors:${code}`, text: m[lang] }));
const arabic = [...catalogue('ar'), ...errors('ar')];
const english = [...catalogue('en'), ...errors('en')];

/** A left-to-right mark or an isolate: what keeps a Latin run and its signs in their order. */
const MARK = /[\u200E\u200F\u2066-\u2069]/;
const BIDI_RULES: [RegExp, string][] = [
  // `http://` before a space, `+10`, `30+`, `/admin`: the sign at the run's edge takes the
  // Arabic direction and lands on the wrong side («10+ د», «//:http»)
  [
    /[A-Za-z0-9][+/%#@]+(?![A-Za-z0-9])|[A-Za-z]:+(?![A-Za-z0-9])|(?<![A-Za-z0-9])[+/%#@]+[A-Za-z0-9]/,
    'a sign at the edge of a Latin run or a number',
  ],
  // «الـWebhook»: the article glued to a Latin word
  [/[\u0621-\u064A][A-Za-z]|[A-Za-z][\u0621-\u064A]/, 'Latin joined to an Arabic letter'],
  // «يبدأ بـ /.»: a path of one slash, ending a sentence
  [/^\/[.,،:؛]$/, 'a slash before punctuation'],
];

/** Offences in one Arabic text: each word (between spaces) checked after its placeholders are filled. */
export function bidiOffences({ where, text }: Text): string[] {
  // a value goes where a placeholder is: a number after or before a plus, else an Arabic word
  const filled = text.replace(/\{\{\w+\}\}/g, (m, i: number) =>
    text[i - 1] === '+' || text[i + m.length] === '+' ? '9' : 'ع',
  );
  return filled
    .split(/\s+/)
    .filter((word) => !MARK.test(word))
    .flatMap((word) =>
      BIDI_RULES.filter(([re]) => re.test(word)).map(([, why]) => `${where}: «${word}» (${why})`),
    );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Counted nouns: after a number they change form (طلب واحد، طلبان، 3 طلبات، 11 طلبًا، 100 طلب). */
const COUNTED =
  /\{\{(?:count|minutes|hours|days|n|total|formatted|shown)\}\}\s+(?:دقيقة|دقائق|دقيقتان|ساعة|ساعات|يوم|أيام|طلب|طلبات|طلبًا|صنف|أصناف|صنفًا|رسالة|رسائل|مرة|مرات|تقييم|تقييمات|عميل|عملاء|موظف|سيارة|سيارات)(?![\u0621-\u064A])/;

describe('the writing rules (ARABIC.md), checked', () => {
  it('a Latin run or a sign inside Arabic text carries the marks that keep it in order', () => {
    expect(arabic.length).toBeGreaterThan(2000);
    expect(arabic.flatMap(bidiOffences)).toEqual([]);
  });

  it('the check catches what the review found («+10 د», «http://», «30+», «الـWebhook»)', () => {
    for (const text of ['+{{minutes}} د', 'يبدأ بـ http:// أو', '30+', 'سر الـWebhook', 'يبدأ بـ /.', '+971'])
      expect(bidiOffences({ where: 'x', text }), text).not.toEqual([]);
    for (const text of [
      '\u200E+{{minutes}}\u200E د',
      'من \u200E/admin/login\u200E',
      'الساعة 12:30',
      '{{rate}}٪',
    ])
      expect(bidiOffences({ where: 'x', text }), text).toEqual([]);
  });

  it('every count is a plural key, with all six Arabic forms', () => {
    // "{{count}} orders" in English too; "12 of 140" (a character count) is not a counted noun
    const countedEn = /\{\{count\}\}\s+(?!of\b)[a-z]/;
    const englishCounted = english.filter((t) => countedEn.test(t.text) && !PLURAL.test(t.where));
    expect(englishCounted.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
    const countedNotPlural = arabic.filter((t) => COUNTED.test(t.text) && !PLURAL.test(t.where));
    expect(countedNotPlural.map((t) => `${t.where}: ${t.text}`)).toEqual([]);
    const sets = new Set(
      catalogue('ar')
        .filter((t) => PLURAL.test(t.where))
        .map((t) => t.where.replace(PLURAL, '')),
    );
    const have = new Set(arabic.map((t) => t.where));
    const incomplete = [...sets].flatMap((set) =>
      ['zero', 'one', 'two', 'few', 'many', 'other']
        .filter((f) => !have.has(`${set}_${f}`))
        .map((f) => `${set}_${f}`),
    );
    expect(incomplete).toEqual([]);
  });

  it('"sent" is never said of an e-mail that is only queued (the outbox may retry it, or fail)', () => {
    // texts about something whose sending is done when they say so: the outbox's own words, its
    // refusal to resend, and a contact message (stored in the inbox by the very request)
    const known = new Set([
      'admin-mail:status.sent',
      'admin-mail:empty.sent',
      'errors:mail_already_sent',
      'contact:sent',
    ]);
    const claims = (texts: Text[], pattern: RegExp) =>
      texts.filter((t) => !known.has(t.where) && pattern.test(t.text)).map((t) => `${t.where}: ${t.text}`);
    expect(claims(arabic, /أرسلنا|(?:تم|قد) إرسال|أُرسل(?:ت)? (?:إلي|رابط|رمز|رسالة)/)).toEqual([]);
    expect(
      claims(
        english,
        /\bwe(?:'ve| have)? sent\b|\b(?:has|have|was|were) been sent\b|\bsent (?:successfully|to)\b|\be-?mailed you\b/i,
      ),
    ).toEqual([]);
  });
});
