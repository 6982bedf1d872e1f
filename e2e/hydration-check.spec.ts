import { expect, test, type Page } from '@playwright/test';
import { watchHydration } from './fixtures';

/**
 * Every journey fails when the page the server rendered is not the browser's first render
 * (e2e/fixtures.ts). Preact keeps the server's DOM without a word, so the page checks itself
 * (src/client/lib/hydration-check.ts): these prove it catches each kind of difference, by
 * changing the server's HTML on its way to the browser.
 */

async function openAltered(page: Page, path: string, alter: (html: string) => string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = alter(await response.text());
    const headers = { ...response.headers() };
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ response, headers, body });
  });
  const mismatches = await watchHydration(page);
  await page.goto(path);
  // The check has run once the page is hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-hydration-checked', '');
  return mismatches;
}

test('a page the server rendered as the browser does is no mismatch', async ({ page }) => {
  expect(await openAltered(page, '/menu', (html) => html)).toEqual([]);
});

test('different text is a mismatch', async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) => html.replace(/(<h1\b[^>]*>)[^<]+/, '$1Something else'));
  expect(mismatches.join('\n')).toMatch(/Hydration mismatch: <h1\.[^ ]* text: server "Something else"/);
});

test('a different attribute is a mismatch', async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) => html.replace('href="/about"', 'href="/elsewhere"'));
  expect(mismatches.join('\n')).toMatch(/Hydration mismatch: <a\.[^ ]* href: server "\/elsewhere", browser "\/about"/);
});

test('an attribute only the server wrote is a mismatch', async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) => html.replace('<h1 ', '<h1 data-extra="1" '));
  expect(mismatches.join('\n')).toMatch(/Hydration mismatch: <h1\.[^ ]* data-extra: server "1", browser none/);
});

test('a missing element is a mismatch', async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) => html.replace(/<a href="#main"[^>]*>[^<]*<\/a>/, ''));
  expect(mismatches.join('\n')).toMatch(/Hydration mismatch: .*elements from the server/);
});
