import { expect, test, type Page } from '@playwright/test';
import { fillCart } from './checkout-helpers';
import { oneScreen, watchHydration } from './fixtures';

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

test('a page the server rendered as the browser does is no mismatch', oneScreen, async ({ page }) => {
  expect(await openAltered(page, '/menu', (html) => html)).toEqual([]);
});

test('different text is a mismatch', oneScreen, async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) => html.replace(/(<h1\b[^>]*>)[^<]+/, '$1Something else'));
  expect(mismatches.join('\n')).toMatch(/Hydration mismatch: <h1\.[^ ]* text: server "Something else"/);
});

test('a different attribute is a mismatch', oneScreen, async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) => html.replace('href="/about"', 'href="/elsewhere"'));
  expect(mismatches.join('\n')).toMatch(/Hydration mismatch: <a\.[^ ]* href: server "\/elsewhere", browser "\/about"/);
});

test('an attribute only the server wrote is a mismatch', oneScreen, async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) => html.replace('<h1 ', '<h1 data-extra="1" '));
  expect(mismatches.join('\n')).toMatch(/Hydration mismatch: <h1\.[^ ]* data-extra: server "1", browser none/);
});

test('a missing element is a mismatch', oneScreen, async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) => html.replace(/<a href="#main"[^>]*>[^<]*<\/a>/, ''));
  expect(mismatches.join('\n')).toMatch(/Hydration mismatch: .*elements from the server/);
});

// Checkout's form is hydrated in a later task than the rest of the page (src/client/lib/hydrate-later.tsx):
// the check waits for it, so a difference inside it is caught as anywhere else.
test('a part hydrated a task later is checked too', oneScreen, async ({ page }) => {
  await fillCart(page, [{ index: 0, size: 0, quantity: 1 }]);
  const text = await openAltered(page, '/checkout', (html) => html.replace(/(<h2 id="details-title"[^>]*>)[^<]+/, '$1Something else'));
  expect(text.join('\n')).toMatch(/Hydration mismatch: <h2#details-title[^ ]* text: server "Something else"/);
});

test('an attribute inside a part hydrated later is checked too', oneScreen, async ({ page }) => {
  await fillCart(page, [{ index: 0, size: 0, quantity: 1 }]);
  const attribute = await openAltered(page, '/checkout', (html) => html.replace('<h2 id="details-title"', '<h2 data-extra="1" id="details-title"'));
  expect(attribute.join('\n')).toMatch(/Hydration mismatch: <h2#details-title[^ ]* data-extra: server "1", browser none/);
});

// The header and the footer are hydrated in tasks of their own, the header first and the footer
// last (decision 028): each is checked as it is hydrated.
test('the header and the footer, each hydrated in a task of its own, are checked too', oneScreen, async ({ page }) => {
  const mismatches = await openAltered(page, '/menu', (html) =>
    html.replace('<header ', '<header data-extra="1" ').replace(/(<footer\b[\s\S]*?<p\b[^>]*>)[^<]+/, '$1Something else'),
  );
  const found = mismatches.join('\n');
  expect(found).toMatch(/Hydration mismatch: <header\.[^ ]* data-extra: server "1", browser none/);
  expect(found).toMatch(/Hydration mismatch: <p\.[^ ]* text: server "Something else"/);
});

// Between the tasks, what is already hydrated redraws itself (the saved cart's count in the
// header, the summary's lines): that is no mismatch in the parts hydrated after.
test('a page hydrated in several tasks, redrawn in between, is no mismatch', oneScreen, async ({ page }) => {
  await fillCart(page, [{ index: 0, size: 0, quantity: 2 }]);
  expect(await openAltered(page, '/checkout', (html) => html)).toEqual([]);
  // The header, hydrated from the server's empty cart, then shows the saved one.
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});
