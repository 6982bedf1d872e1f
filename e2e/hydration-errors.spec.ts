import { expect, test, type Page } from '@playwright/test';
import { oneScreen, untilHydrated, watchConsole } from './fixtures';

/**
 * Every journey fails on an error on the console (e2e/fixtures.ts), and React reports there a page
 * the server drew that the browser would draw otherwise. These prove it, by changing the server's
 * HTML on its way to the browser (outside the fixture: these errors are what they expect). The
 * development build's closer check, attributes included, is e2e/global/development-build.spec.ts.
 */
async function openAltered(page: Page, path: string, alter: (html: string) => string) {
  await page.route(`**${path}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-length'];
    delete headers['content-encoding'];
    await route.fulfill({ response, headers, body: alter(await response.text()) });
  });
  const errors = watchConsole(page);
  await page.goto(path);
  await untilHydrated(page);
  return errors;
}

test('the page as the server drew it hydrates with nothing reported', oneScreen, async ({ page }) => {
  const errors = await openAltered(page, '/menu', (html) => html);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('different text is reported by React', oneScreen, async ({ page }) => {
  const errors = await openAltered(page, '/menu', (html) =>
    html.replace(/(<h1\b[^>]*>)[^<]+/, '$1Something else'),
  );
  await expect.poll(() => errors.join('\n')).toMatch(/react\.dev\/errors\/418|Hydration failed/);
});

test('a missing element is reported by React', oneScreen, async ({ page }) => {
  const errors = await openAltered(page, '/menu', (html) =>
    html.replace(/<a href="#main"[^>]*>[^<]*<\/a>/, ''),
  );
  await expect.poll(() => errors.join('\n')).toMatch(/react\.dev\/errors\/418|Hydration failed/);
});
