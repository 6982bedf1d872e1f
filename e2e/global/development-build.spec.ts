import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { PlacedOrder } from '../../src/features/orders/orders.schema';
import { fillCart, orderable, plateFrom } from '../checkout-helpers';
import {
  customerJourney,
  expect,
  LANGS,
  oneScreen,
  t,
  test as base,
  untilHydrated,
  watchConsole,
  fetchMenu,
  type Lang,
} from '../fixtures';
import { E2E_DATA_DIR, E2E_DEV_PORT } from '../env';
import { startDevServer } from '../worker-server';

/**
 * The storefront on React's development build (its own server: playwright.global.config.ts). There
 * React checks hydration closely, attributes included, and logs what differs; the fixture fails a
 * journey on any error on the console. Every storefront page, in both languages, must hydrate
 * without a word; and a difference the production build would let pass is caught here.
 */
const origin = `http://127.0.0.1:${E2E_DEV_PORT}`;
// Its own server and database (this worker's, beside its production one; the development build is
// made once for the run): the cart, the menu and every address are that server's.
const test = base.extend<object, { devServer: void }>({
  devServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const server = await startDevServer(E2E_DEV_PORT, `${E2E_DATA_DIR}-dev`);
      await use();
      await server.stop();
    },
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
});
test.use({ baseURL: origin });
const PAGES = [
  '/',
  '/menu',
  '/about',
  '/contact',
  '/login',
  '/signup',
  '/reset-password',
  '/checkout',
  // Signed out: drawn as their skeleton, then the browser sends the visitor to sign in.
  '/profile',
  '/profile/data',
  // A bay's QR page (issue 39), of a code no bay has: its heading says the code does not work.
  '/bay/AAAAAAAAAAAAAAAAAAAAAA',
  '/no-such-page',
];

async function openDev(page: Page, path: string, lang: Lang) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: origin }]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await untilHydrated(page);
}

for (const lang of LANGS) {
  test(
    `every storefront page hydrates on React's development build with nothing reported (${lang})`,
    customerJourney(lang),
    async ({ page }) => {
      await fillCart(page, [{ index: 0, size: 1, quantity: 2 }]);
      for (const path of PAGES) {
        await openDev(page, path, lang);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      }
      // Checkout with a cart: the form, the summary and the estimate, all as the server drew them.
      await openDev(page, '/checkout', lang);
      await expect(page.getByRole('heading', { level: 1, name: t(lang, 'checkout:title') })).toBeVisible();
      // An order's page from its link: the order, its progress and its estimate, as the server drew them.
      const [product] = orderable((await fetchMenu(page, origin)).products);
      const res = await page.request.post(`${origin}/api/orders`, {
        headers: { Origin: origin },
        data: {
          idempotencyKey: randomUUID(),
          name: 'Mariam',
          email: `dev-build-${lang}-${randomUUID()}@example.com`,
          plate: plateFrom('AD 5 52731'),
          paymentMethod: 'cash',
          locale: lang,
          lines: [{ productId: product!.id, size: 'medium', quantity: 2 }],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const placed = (await res.json()) as PlacedOrder;
      await openDev(page, placed.trackingPath, lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(placed.order.shortId);
      await expect(page.getByTestId('ready-estimate')).toBeVisible();
    },
  );
}

test(
  "an attribute the server drew otherwise is reported by React's development build",
  oneScreen,
  async ({ browser }) => {
    // A page of its own, outside the fixture (its errors are what this test expects).
    const page = await browser.newPage();
    const errors = watchConsole(page);
    await page.route(`${origin}/menu`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace('href="/about"', 'href="/elsewhere"');
      const headers = { ...response.headers() };
      delete headers['content-length'];
      delete headers['content-encoding'];
      await route.fulfill({ response, headers, body });
    });
    await page.goto(`${origin}/menu`);
    await untilHydrated(page);
    await expect.poll(() => errors.join('\n')).toMatch(/didn't match the client properties|hydrat/i);
    expect(errors.join('\n')).toContain('/elsewhere');
    await page.close();
  },
);
