import { customerJourney, expect, LANGS, open, t, test } from './fixtures';

/** Storefront pages and the title each one carries. */
const PAGES: [string, string][] = [
  ['/', 'home:title'],
  ['/menu', 'menu:title'],
  ['/about', 'about:title'],
  ['/contact', 'contact:title'],
  ['/login', 'account:login.title'],
  ['/signup', 'account:signup.title'],
];
/** The texts a page brings beside the start texts (the route table's `texts`), in its language only. */
const OWN_TEXTS: Record<string, string[]> = {
  '/about': ['about'],
  '/contact': ['contact'],
  '/login': ['account', 'recovery'],
  '/signup': ['account'],
};

for (const lang of LANGS) {
  test.describe(`first paint (${lang})`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('every storefront page arrives whole, in the chosen language and direction', async ({ page }) => {
        for (const [path, title] of PAGES) {
          await open(page, path, lang);
          const html = page.locator('html');
          await expect(html, path).toHaveAttribute('lang', lang);
          await expect(html, path).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
          await expect(page, path).toHaveTitle(`${t(lang, title)} | ${t(lang, 'brand.name')}`);
          await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          await expect(page.getByRole('link', { name: t(lang, 'brand.home') }), path).toBeVisible();
        }
        // The menu's products are in the page itself, with their names in the language.
        await open(page, '/menu', lang);
        await expect(page.locator('main img').first()).toBeVisible();
      });

      test(
        'a form sent before its page works keeps what was typed out of the address, and the page comes back',
        customerJourney(lang),
        async ({ page }) => {
          const password = 'never-in-an-address-2026';
          await open(page, '/login?from=checkout', lang);
          await page.getByLabel(t(lang, 'account:fields.email'), { exact: true }).fill('salem@example.com');
          await page.getByLabel(t(lang, 'account:fields.password'), { exact: true }).fill(password);
          await page.getByRole('button', { name: t(lang, 'account:login.submit'), exact: true }).click();
          await expect(page).toHaveURL(/\/login\?from=checkout$/);
          expect(page.url()).not.toContain('example.com');
          await expect(page).toHaveTitle(`${t(lang, 'account:login.title')} | ${t(lang, 'brand.name')}`);
          await expect(page.getByLabel(t(lang, 'account:fields.password'), { exact: true })).toHaveValue('');
          // Checkout's form too: a customer's name and e-mail stay out of the address.
          await open(page, '/checkout', lang);
          await page.getByLabel(t(lang, 'checkout:fields.name')).fill('Salem Al Mansouri');
          await page.getByLabel(t(lang, 'checkout:fields.email')).fill('salem@example.com');
          await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
          await expect(page).toHaveURL(/\/checkout$/);
          await expect(
            page.getByRole('heading', { level: 1, name: t(lang, 'checkout:title') }),
          ).toBeVisible();
        },
      );
    });

    test("the app's scripts are fetched once the page has painted, and the page then works", async ({
      page,
    }) => {
      for (const [path] of PAGES) {
        await open(page, path, lang);
        await page.waitForLoadState('networkidle');
        const { paint, parsed, scripts, sheets, fonts, texts } = await page.evaluate(() => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const starts = (ext: string) =>
            resources.filter((r) => new URL(r.name).pathname.endsWith(ext)).map((r) => r.startTime);
          return {
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
              .domContentLoadedEventStart,
            scripts: starts('.js'),
            sheets: starts('.css'),
            fonts: resources.map((r) => new URL(r.name).pathname).filter((p) => p.endsWith('.woff2')),
            texts: resources
              .map((r) => new URL(r.name).pathname)
              .filter((p) => /\/(start|texts-[a-z-]+?)-(ar|en)-/.test(p)),
          };
        });
        expect(paint, path).toBeGreaterThan(0);
        expect(scripts.length, path).toBeGreaterThan(0);
        // Each script was asked for after the first contentful paint; the stylesheet before it.
        expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(paint);
        // And after the whole page was parsed: the app reads its data from the page's end.
        expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(parsed);
        expect(Math.max(...sheets), path).toBeLessThan(paint);
        // An Arabic page asks for Cairo only (its Latin file draws the digits and English names);
        // an English page for Inter, and Cairo's Arabic file for the drinks' Arabic names.
        if (lang === 'ar') for (const font of fonts) expect(font, path).toMatch(/\/cairo-/);
        else
          expect(
            fonts.some((font) => /\/inter-/.test(font)),
            path,
          ).toBe(true);
        // The app's texts, and the page's own, in the page's language only.
        const named = (ns: string) => expect.stringMatching(new RegExp(`/${ns}-${lang}-[^/]+\\.js$`));
        expect(texts.sort(), path).toEqual(
          ['start', ...(OWN_TEXTS[path] ?? []).map((ns) => `texts-${ns}`)].sort().map(named),
        );
      }
      // The app has started: the language switch works without a new page, and fetches the other
      // language's texts then, the page's own with them.
      await open(page, '/about', lang);
      const other = lang === 'ar' ? 'en' : 'ar';
      const otherTexts = ['start', 'texts-about'].map((name) =>
        page.waitForResponse((r) => new RegExp(`/${name}-${other}-[^/]+\\.js$`).test(r.url())),
      );
      await page.getByRole('button', { name: t(lang, 'language.other') }).click();
      await Promise.all(otherTexts);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('button', { name: t(other, 'language.other') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(other, 'about:heading'));
    });

    test('the page the server sent is the page the browser keeps: no other language or direction, ever', async ({
      page,
    }) => {
      // Every direction and language the document takes while it loads and starts.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        const note = () => seen.push(`${document.documentElement.lang}/${document.documentElement.dir}`);
        new MutationObserver(note).observe(document, {
          attributes: true,
          subtree: true,
          attributeFilter: ['lang', 'dir'],
        });
      });
      for (const [path] of PAGES) {
        await open(page, path, lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
        const expected = `${lang}/${lang === 'ar' ? 'rtl' : 'ltr'}`;
        expect(
          seen.filter((s) => s !== expected),
          path,
        ).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
    });
  });
}
