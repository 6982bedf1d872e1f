import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
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
