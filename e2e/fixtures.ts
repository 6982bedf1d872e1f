import { test as base, expect, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Menu } from '../src/features/catalog/catalog.schema';

export type Lang = 'ar' | 'en';
export const LANGS: Lang[] = ['ar', 'en'];

/*
 * Which screen a journey runs on (docs/decisions/027). Every journey runs in both languages, each
 * language on one screen: a customer's in Arabic on a phone and in English on a desktop, the back
 * office's the other way round, so each run walks all four pairings. The checks of how pages look
 * (accessibility, layout shift, first paint, the menu's layout, the back office's shell) stay
 * untagged and run on both screens in both languages. The projects skip what is tagged for the
 * other screen (playwright.config.ts).
 */
type Screen = { tag: '@phone' | '@desktop' };
/** A customer's journey: Arabic on a phone, English on a desktop. */
export const customerJourney = (lang: Lang): Screen => ({ tag: lang === 'ar' ? '@phone' : '@desktop' });
/** A staff member's journey in the back office: Arabic on a desktop, English on a phone. */
export const staffJourney = (lang: Lang): Screen => ({ tag: lang === 'ar' ? '@desktop' : '@phone' });
/** A check of a mechanism that no screen size changes (the server's answers, the hydration check). */
export const oneScreen: Screen = { tag: '@desktop' };

// The same catalogues the app ships (read from disk: the test runner does not import JSON modules).
const localesDir = path.resolve('src/client/locales');
const resources = Object.fromEntries(
  (['ar', 'en'] as const).map((lang) => [
    lang,
    Object.fromEntries(
      fs
        .readdirSync(path.join(localesDir, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(localesDir, lang, f), 'utf8'))]),
    ),
  ]),
) as Record<'ar' | 'en', Record<string, unknown>>;

/** A text from the catalogues, e.g. t('en', 'cart.added') or t('ar', 'menu:noResults'). */
export function t(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  let value: unknown = resources[lang][ns];
  for (const part of path.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no text ${lang} ${key}`);
  return value.replace(/{{(\w+)}}/g, (_, k: string) => String(vars[k]));
}

/** The journeys' pages opened with JavaScript off (`test.use({ javaScriptEnabled: false })`). */
const withoutScripts = new WeakSet<Page>();

/**
 * Opens a page with the language already chosen (as a returning visitor would: the `lang` cookie
 * the site sets, so the page arrives in it). A choice made later in the test is kept.
 */
export async function open(page: Page, path: string, lang: Lang, { hydrated = true } = {}) {
  const context = page.context();
  if (!(await context.cookies()).some((c) => c.name === 'lang')) {
    await context.addCookies([{ name: 'lang', value: lang, url: base.info().project.use.baseURL! }]);
  }
  // Not hydrated yet: from the moment the server's page arrives, before its scripts (which the
  // browser's load and DOMContentLoaded events wait for).
  await page.goto(path, hydrated ? {} : { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // A page drawn by the server answers a tap once it is hydrated (a tap before that is lost, as
  // on any such page): wait for it where the page checks its hydration (the journeys' pages, not
  // one without JavaScript, and not the back office, which the browser draws).
  if (!hydrated || withoutScripts.has(page)) return;
  const checks = await page.evaluate(() => Boolean((window as { __ASEER_CHECK_HYDRATION__?: boolean }).__ASEER_CHECK_HYDRATION__) && document.getElementById('app-state') !== null);
  if (checks) await untilHydrated(page);
}

/** Waits until a page the server drew is hydrated (its taps answered): after a `page.goto` of one. */
export async function untilHydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydration-checked', '');
}

export async function fetchMenu(page: Page): Promise<Menu> {
  const res = await page.request.get('/api/catalog/menu');
  return (await res.json()) as Menu;
}

export const name = (lang: Lang, x: { nameEn: string; nameAr: string }) => (lang === 'ar' ? x.nameAr : x.nameEn);

/**
 * Collects every disagreement between a page rendered on the server and the browser's first
 * render over it. Preact (decision 022) keeps the server's DOM without a word, so the page is
 * asked to check (src/client/lib/hydration-check.ts, which logs "Hydration mismatch: …"); React
 * would report its own (minified in production as errors #418, #423 and #425).
 */
export async function watchHydration(page: Page): Promise<string[]> {
  const mismatches: string[] = [];
  await page.addInitScript(() => {
    (window as { __ASEER_CHECK_HYDRATION__?: boolean }).__ASEER_CHECK_HYDRATION__ = true;
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat/i.test(m.text())) mismatches.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/hydrat|react\.dev\/errors\/(418|423|425)/i.test(e.message)) mismatches.push(e.message);
  });
  return mismatches;
}

/**
 * Every test speaks from its own client address (the e2e server trusts X-Forwarded-For), so the
 * shop's per-address limits see separate customers, as they would in real life, and a suite run
 * twice against one server does not trip them.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // A journey fails if the page's Content-Security-Policy refused anything (Chromium reports each
  // refusal on the console): the policy must let the real app do all it does.
  // It fails too if a page rendered on the server did not match what the browser rendered over it
  // (watchHydration; e2e/hydration-check.spec.ts proves a mismatch is caught).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutScripts.add(page);
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const mismatches = await watchHydration(page);
    await use(page);
    expect(refused, 'Content-Security-Policy violations').toEqual([]);
    expect(mismatches, 'server-rendered page and browser disagree').toEqual([]);
  },
});
export { expect };
