import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Menu } from '../src/features/catalog/catalog.schema';
import { namesOfKey } from '../src/common/product-size';
import { E2E_DATA_DIR, E2E_PORT, E2E_WORKER_SERVER } from './env';
import { serverEnv } from './server-env';
import { freshDataDir, startServer } from './worker-server';

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
        .map((f) => [
          f.replace(/\.json$/, ''),
          JSON.parse(fs.readFileSync(path.join(localesDir, lang, f), 'utf8')),
        ]),
    ),
  ]),
) as Record<'ar' | 'en', Record<string, unknown>>;

/**
 * A text from the catalogues, e.g. t('en', 'cart.added') or t('ar', 'menu:noResults'); with a
 * numeric `count`, its plural form as i18next picks it (`_zero` for 0, else the language's rule).
 */
export function t(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, base] = key.includes(':') ? (key.split(':') as [string, string]) : ['common', key];
  const lookup = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((o, part) => (o as Record<string, unknown> | undefined)?.[part], resources[lang][ns]);
  let value = lookup(base);
  if (value === undefined && typeof vars.count === 'number')
    value = lookup(`${base}_${vars.count === 0 ? 'zero' : new Intl.PluralRules(lang).select(vars.count)}`);
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
  // A page drawn by the server: the journeys act on it once React has taken all of it over (a
  // visitor's tap before that is answered too, by React's replay; tests that type or tap early say
  // `hydrated: false`). Not for a page without JavaScript, nor the back office (the browser draws it).
  if (!hydrated || withoutScripts.has(page)) return;
  if (await page.evaluate(() => document.getElementById('app-state') !== null)) await untilHydrated(page);
}

/**
 * Waits until React has hydrated every element of a page the server drew (each Suspense boundary
 * hydrates on its own): every element under #root carries React's own reference to it.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const drawn = document.querySelectorAll('#root *');
    return (
      drawn.length > 0 &&
      Array.from(drawn).every((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')))
    );
  });
}

/**
 * A built page's scripts wait for its first paint (decision 082), which can come after the load
 * event that `goto` and `reload` wait for. A journey acts as a visitor does once the page works,
 * so both also wait, on every page of every context, until the app has taken the page over. Not
 * for a page asked for early (`waitUntil: 'commit'` or `'domcontentloaded'`), nor without
 * JavaScript, nor for a page that is not the app's (an API answer, a development build).
 */
async function untilAppStarted(page: Page, waitUntil?: string) {
  if (waitUntil === 'commit' || waitUntil === 'domcontentloaded' || withoutScripts.has(page)) return;
  const options = (page.context() as unknown as { _options?: { javaScriptEnabled?: boolean } })._options;
  if (options?.javaScriptEnabled === false) return;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      if (await page.evaluate(() => document.querySelector('link[data-entry]') !== null))
        await untilHydrated(page);
      return;
    } catch (e) {
      // The page went on to another (a redirect, the language script's reload): wait for that one.
      if (!/context was destroyed|navigat/i.test(String(e))) throw e;
      await page.waitForLoadState('load');
    }
  }
}

let navigationPatched = false;
function waitForTheAppOnNavigation(page: Page) {
  if (navigationPatched) return;
  navigationPatched = true;
  const proto = Object.getPrototypeOf(page) as Page;
  const goto = proto.goto;
  const reload = proto.reload;
  proto.goto = async function (this: Page, url, options) {
    const response = await goto.call(this, url, options);
    await untilAppStarted(this, options?.waitUntil);
    return response;
  };
  proto.reload = async function (this: Page, options) {
    const response = await reload.call(this, options);
    await untilAppStarted(this, options?.waitUntil);
    return response;
  };
}

/** The menu of the run's server, or of the server at `origin` (a journey's own). */
export async function fetchMenu(page: Page, origin = ''): Promise<Menu> {
  const res = await page.request.get(`${origin}/api/catalog/menu`);
  return (await res.json()) as Menu;
}

export const name = (lang: Lang, x: { nameEn: string; nameAr: string }) =>
  lang === 'ar' ? x.nameAr : x.nameEn;

/** A size of the sample menu by its key ("Large", «كبير»): the built-in sizes' names. */
export const sizeName = (lang: Lang, size: string) => name(lang, namesOfKey(size));

/**
 * Collects what a page logs as an error: React's own reports of a page that differs from what the
 * server drew (hydration errors #418, #419, #421, #422, #423, #425 in production) and every other
 * error on the console or thrown. The browser's note of an answer with an error status ("Failed to
 * load resource") is the network, not the page: journeys provoke those on purpose.
 */
/** Errors a journey provokes on purpose, by page (expectConsoleErrors). */
const expected = new WeakMap<Page, RegExp[]>();

/**
 * Says which errors on the console this journey causes on purpose (a chunk that fails to load, to
 * see the page say so): they do not fail it; any other still does.
 */
export function expectConsoleErrors(page: Page, ...patterns: RegExp[]) {
  expected.set(page, [...(expected.get(page) ?? []), ...patterns]);
}

export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/^Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Every test speaks from its own client address (the e2e server trusts X-Forwarded-For), so the
 * shop's per-address limits see separate customers, as they would in real life, and a suite run
 * twice against one server does not trip them.
 */
export const test = base.extend<object, { workerServer: void }>({
  // The global run (E2E_SERVER_PER_WORKER): each worker's journeys change the whole shop, so each
  // worker has a shop of its own, the built server on a fresh data directory (e2e/env.ts gives its
  // port and outbox), and several run at once without disturbing one another.
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      if (!E2E_WORKER_SERVER) return use();
      freshDataDir(E2E_DATA_DIR);
      const args = ['dist/server/index.js'];
      const server = await startServer(args, serverEnv(E2E_PORT, E2E_DATA_DIR));
      await use();
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ baseURL }, use) => use(E2E_WORKER_SERVER ? `http://127.0.0.1:${E2E_PORT}` : baseURL),
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
  // A journey fails if the page's Content-Security-Policy refused anything (Chromium reports each
  // refusal on the console): the policy must let the real app do all it does.
  // It fails on any other error the page logs too: React's own hydration errors (a page the server
  // drew that the browser would draw otherwise; e2e/hydration-errors.spec.ts proves they are caught).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutScripts.add(page);
    waitForTheAppOnNavigation(page);
    const errors = watchConsole(page);
    await use(page);
    expect(
      errors.filter((e) => /Content Security Policy/i.test(e)),
      'Content-Security-Policy violations',
    ).toEqual([]);
    const allowed = expected.get(page) ?? [];
    expect(
      errors.filter((e) => !allowed.some((p) => p.test(e))),
      'errors on the console',
    ).toEqual([]);
  },
});
export { expect };

/**
 * A screenshot for a person to look at (a screen in both languages, on a phone and a desktop), taken
 * only when E2E_SHOTS_DIR names a folder: it checks nothing, and a whole page drawn beside other
 * journeys can take longer than a journey's action may (a full tax invoice took over 30 s in CI).
 */
export async function lookAt(target: Page | Locator, file: string, { fullPage = false } = {}) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const to = path.join(dir, `${file}.png`);
  await ('goto' in target ? target.screenshot({ path: to, fullPage }) : target.screenshot({ path: to }));
}

/** Screens a picture is also taken on: the two projects' (playwright.config.ts) and the staff's tablet. */
const SCREENS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
  tablet: { width: 1024, height: 768 },
} as const;

/**
 * lookAt on each of these screens in turn (the window resized), then back to the journey's own.
 * Nothing is resized when no pictures are asked for.
 */
export async function lookAtOn(
  page: Page,
  screens: (keyof typeof SCREENS)[],
  file: (screen: keyof typeof SCREENS) => string,
) {
  if (!process.env.E2E_SHOTS_DIR) return;
  const own = page.viewportSize();
  for (const screen of screens) {
    await page.setViewportSize(SCREENS[screen]);
    await lookAt(page, file(screen));
  }
  if (own) await page.setViewportSize(own);
}

/** lookAt, named as most journeys name their pictures: what it shows, the language, then the screen. */
export const shot = (page: Page, name: string, screen: string, lang: Lang, fullPage = false) =>
  lookAt(page, `${name}-${lang}-${screen}`, { fullPage });
