import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS,
  EMIRATES,
  EMPLOYEE_ROLES,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  MAIL_KINDS,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  REFUND_REASONS,
  SHIFT_ADJUSTMENT_KINDS,
  TICKET_PRIORITIES,
  UNPAID_HANDOVER_REASONS,
} from '@/common/domain';
import { allResources as resources } from './all';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

const BRAND_NAMES = new Set(['Apple Pay', 'Google Pay']);

describe('text catalogues', () => {
  it('cover every catalogue file', () => {
    for (const lang of ['ar', 'en'] as const) {
      const files = fs
        .readdirSync(new URL(`./${lang}`, import.meta.url))
        .map((f) => f.replace(/\.json$/, ''));
      expect(Object.keys(resources[lang]).sort()).toEqual(files.sort());
    }
  });

  it('have the same namespaces and keys in Arabic and English', () => {
    expect(Object.keys(resources.ar).sort()).toEqual(Object.keys(resources.en).sort());
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(keys(resources.ar[ns]).sort(), ns).toEqual(keys(resources.en[ns]).sort());
    }
  });

  it('have no empty texts, and the Arabic texts are written in Arabic', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      const flat = (o: object): [string, string][] =>
        Object.entries(o).flatMap(([k, v]) =>
          typeof v === 'object'
            ? flat(v).map(([kk, vv]) => [`${k}.${kk}`, vv] as [string, string])
            : [[k, String(v)]],
        );
      for (const [key, text] of flat(resources.en[ns])) expect(text.trim(), `en ${ns}:${key}`).not.toBe('');
      for (const [key, text] of flat(resources.ar[ns])) {
        expect(text.trim(), `ar ${ns}:${key}`).not.toBe('');
        // the Latin exceptions: the language switch offers "English" in English; brand names
        // (payment wallets) are written as their makers write them
        if (!key.startsWith('language.') && !BRAND_NAMES.has(text))
          expect(text, `ar ${ns}:${key}`).toMatch(/[\u0600-\u06ff]|^[\d\s+\-–A-Z.,©{}\u200e]+$/);
      }
    }
  });
});

/**
 * Texts whose key is built from a value (`t(\`kinds.${kind}\`)`): every value of the enumeration
 * has its text, in each catalogue that names the group, in both languages. (The outbox showed
 * «order_ready» to Arabic staff when a kind had no name.)
 */
const BUILT_KEYS: [prefix: string, values: readonly string[]][] = [
  ['kinds', MAIL_KINDS],
  ['orderStatus', ORDER_STATUSES],
  ['paymentMethod', PAYMENT_METHODS],
  ['roles', EMPLOYEE_ROLES],
  ['admin-employees:statuses', EMPLOYEE_STATUSES],
  ['employmentTypes', EMPLOYMENT_TYPES],
  ['emirates', EMIRATES],
  ['handover.reasons', UNPAID_HANDOVER_REASONS],
  ['money.cancelReasons', CANCEL_REASONS],
  ['money.refundReasons', REFUND_REASONS],
  ['adjust.kinds', SHIFT_ADJUSTMENT_KINDS],
  ['support.priorities', TICKET_PRIORITIES],
];

describe('texts named by a value', () => {
  it('exist for every value of the enumeration they are built from, in both languages', () => {
    const at = (o: unknown, path: string) =>
      path.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], o);
    const missing: string[] = [];
    for (const [key, values] of BUILT_KEYS) {
      // `ns:prefix` when another catalogue has a group of the same name for another enumeration
      const [only, prefix] = key.includes(':') ? key.split(':') : [null, key];
      const namespaces = Object.keys(resources.en).filter((ns) => {
        if (only && ns !== only) return false;
        const group = at(resources.en[ns as keyof typeof resources.en], prefix);
        return group && typeof group === 'object' && values.some((v) => v in group);
      });
      expect(namespaces.length, prefix).toBeGreaterThan(0);
      for (const ns of namespaces)
        for (const lang of ['ar', 'en'] as const)
          for (const v of values) {
            const text = at(resources[lang][ns as keyof typeof resources.en], `${prefix}.${v}`);
            if (typeof text !== 'string') missing.push(`${lang} ${ns}:${prefix}.${v}`);
          }
    }
    expect(missing).toEqual([]);
  });
});
