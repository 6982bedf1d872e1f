import type { Page } from '@playwright/test';
import { formatMoney } from '../src/common/money';
import { NETWORK_ERROR } from '../src/common/network-error';
import { createVerifiedAccount, ORIGIN, signIn, uniqueEmail, verificationLinkFor } from './account-helpers';
import { expectNoSeriousViolations } from './axe';
import { fillCart, fillPlate, setOrderStatus } from './checkout-helpers';
import { customerJourney, expect, LANGS, name, open, t, test, type Lang } from './fixtures';
import { latestMailTo } from './mailbox';

for (const lang of LANGS) {
  test.describe(`checkout (${lang})`, customerJourney(lang), () => {
    test('a guest orders, sees the confirmation, gets a receipt and follows the order live', async ({
      page,
    }, info) => {
      const email = `guest-${lang}-${info.project.name}-${Date.now()}@example.com`;
      const { lines, totalFils } = await fillCart(page, [
        { index: 0, size: 1, quantity: 2 },
        { index: 3, size: 2, quantity: 1 },
      ]);
      await open(page, '/checkout', lang);
      await expect(page.getByRole('heading', { level: 1, name: t(lang, 'checkout:title') })).toBeVisible();
      const summary = page.getByRole('region', { name: t(lang, 'checkout:summary') });
      await expect(summary.getByText(formatMoney(totalFils, lang), { exact: true })).toBeVisible();

      // Nothing typed: the required fields say so, in this language.
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(page.getByText(t(lang, 'validation.required')).first()).toBeVisible();

      await page
        .getByLabel(t(lang, 'checkout:fields.name'))
        .fill(lang === 'ar' ? 'مريم الكعبي' : 'Mariam Al Kaabi');
      await page.getByLabel(t(lang, 'checkout:fields.email')).fill(email);
      await fillPlate(page, lang, { emirate: 'dubai', code: ' ab ', number: '١٢٣٤٥' });
      const employee = page.getByLabel(t(lang, 'checkout:fields.employee'));
      await expect(employee.locator('option')).not.toHaveCount(1);
      await employee.selectOption({ index: 1 });
      await page.getByRole('radio', { name: t(lang, 'checkout:payment.apple_pay') }).check();
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();

      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
      ).toBeVisible();
      await expect(page.locator('[data-plate="DXB AB 12345"]')).toBeVisible();
      await expect(page.getByText(formatMoney(totalFils, lang), { exact: true }).first()).toBeVisible();
      await expect(page.getByText(name(lang, lines[0]!), { exact: false }).first()).toBeVisible();
      const shortId = (await page
        .getByText(/^#\d{4,}$/)
        .first()
        .textContent())!;
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      await expectNoSeriousViolations(page);

      const receipt = await latestMailTo(email, {
        match: (m) => m.links.some((l) => l.includes('/orders/')),
      });
      expect(receipt.text).toContain(shortId);
      const tracking = receipt.links.find((l) => l.includes('/orders/'))!;
      expect(tracking).toMatch(/\/orders\/[0-9a-f-]{36}\?key=/);

      // The confirmation is the order's own page: it changes by itself when the shop moves the order on.
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?key=/);
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.pending') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await setOrderStatus(page, id, 'processing');
      await expect(page.getByText(t(lang, 'orders:statusLine.processing'))).toBeVisible({ timeout: 3000 });
      await setOrderStatus(page, id, 'completed');
      await expect(page.getByText(t(lang, 'orderStatus.completed')).first()).toBeVisible({ timeout: 3000 });

      // Checkout with an empty cart goes back to the menu.
      await page.goto('/checkout');
      await expect(page).toHaveURL(/\/menu$/);
    });

    test('the payment methods fill their rows: never a lone card beside an empty column', async ({
      page,
    }) => {
      await open(page, '/menu', lang);
      await fillCart(page, [{ index: 0, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      const group = page.getByRole('group', { name: t(lang, 'checkout:fields.payment') });
      const cards = group.locator('label:has(input[type="radio"])');
      await expect(cards.first()).toBeVisible();
      const grid = (await cards.first().locator('..').boundingBox())!;
      const boxes = await cards.evaluateAll((els) =>
        els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, width: r.width })),
      );
      // Each row's cards together span the grid's width (within the gaps).
      for (const top of new Set(boxes.map((b) => Math.round(b.top)))) {
        const row = boxes.filter((b) => Math.round(b.top) === top);
        expect(row.reduce((w, b) => w + b.width, 0)).toBeGreaterThan(grid.width - 16 * row.length);
      }
    });

    test('without the secret key, someone else cannot open the order', async ({ page, browser }, info) => {
      await fillCart(page, [{ index: 1, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await page.getByLabel(t(lang, 'checkout:fields.name')).fill('Khalid');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`owner-${lang}-${info.project.name}-${Date.now()}@example.com`);
      await fillPlate(page, lang, { emirate: 'dubai', code: 'D', number: '4321' });
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.pending') }),
      ).toBeVisible();
      const url = new URL(page.url());

      const stranger = await browser.newPage();
      await open(stranger, url.pathname, lang);
      await expect(stranger.getByRole('heading', { name: t(lang, 'orders:notFound.title') })).toBeVisible();
      await open(stranger, `${url.pathname}?key=not-the-key`, lang);
      await expect(stranger.getByRole('heading', { name: t(lang, 'orders:notFound.title') })).toBeVisible();
      await stranger.close();
    });

    test('creating an account needs matching passwords of 8+ characters', async ({ page }) => {
      await fillCart(page, [{ index: 2, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await page.getByLabel(t(lang, 'checkout:createAccount')).check();
      await page.getByLabel(t(lang, 'checkout:fields.password'), { exact: true }).fill('short');
      await page.getByLabel(t(lang, 'checkout:fields.confirmPassword'), { exact: true }).fill('different');
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(page.getByText(t(lang, 'validation.passwordMin'))).toBeVisible();
      await expect(page.getByText(t(lang, 'validation.passwordsMismatch'))).toBeVisible();
    });
  });
}

for (const lang of LANGS) {
  test.describe(`checkout problems (${lang})`, customerJourney(lang), () => {
    test("an account made at checkout and confirmed, then the same e-mail again: the order goes through, the page tells nothing, the address's owner is told", async ({
      page,
    }, info) => {
      const email = `newbie-${lang}-${info.project.name}-${Date.now()}@example.com`;
      const fill = async (password: string) => {
        await page.getByLabel(t(lang, 'checkout:fields.name')).fill('Salem');
        await page.getByLabel(t(lang, 'checkout:fields.email')).fill(email);
        await fillPlate(page, lang, { emirate: 'fujairah', code: 'F', number: '55' });
        await page.getByLabel(t(lang, 'checkout:createAccount')).check();
        await page.getByLabel(t(lang, 'checkout:fields.password'), { exact: true }).fill(password);
        await page.getByLabel(t(lang, 'checkout:fields.confirmPassword'), { exact: true }).fill(password);
        await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      };
      await fillCart(page, [{ index: 6, size: 1, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await fill('mango-lassi-7');
      await expect(page.getByText(t(lang, 'orders:thanks.accountCreated'))).toBeVisible();
      // Confirmed (an unconfirmed sign-up holds nothing: a new one with the address starts over).
      const link = new URL(await verificationLinkFor(email));
      const confirmed = await page.request.get(link.pathname + link.search, { maxRedirects: 0 });
      expect(confirmed.headers().location).toBe('/login?verified=1');

      // A second order asking for an account with that address: placed, with the same words as a
      // new address gets (the page never tells whether an address has an account, issue 36).
      const since = Date.now();
      await page.evaluate(() => sessionStorage.removeItem('e2e-cart-set'));
      await open(page, '/checkout', lang);
      await fill('another-lassi-8');
      await expect(page.getByText(t(lang, 'orders:thanks.accountCreated'))).toBeVisible();
      await expect(page.getByText(t(lang, 'validation.emailTaken'))).toHaveCount(0);
      await expectNoFailureToast(page, lang);
      // The account's owner is told someone tried, with the way to sign in or reset the password.
      const notice = await latestMailTo(email, {
        since,
        match: (m) => m.links.some((l) => l.endsWith('/reset-password')),
      });
      expect(notice.links.some((l) => l.includes('/api/auth/verify-email'))).toBe(false);
      // The password is still the first one: the second sign-up changed nothing.
      const signInWith = (password: string) =>
        page.request.post('/api/account/login', { headers: { Origin: ORIGIN }, data: { email, password } });
      expect((await signInWith('another-lassi-8')).status()).toBe(401);
      expect((await signInWith('mango-lassi-7')).status()).toBe(200);
    });

    test("when the form's checks cannot be fetched, the server's checks answer beside the field and nothing is ordered", async ({
      page,
    }) => {
      // The checks load on first use (decision 026); here a weak signal loses them.
      let asked = 0;
      await page.route(/\/assets\/checkout-validation-[^/]*\.js$/, (route) => {
        asked++;
        return route.abort();
      });
      await fillCart(page, [{ index: 1, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await page.getByLabel(t(lang, 'checkout:fields.name')).fill('Salem');
      await page.getByLabel(t(lang, 'checkout:fields.email')).fill('salem@example.com');
      await fillPlate(page, lang, { emirate: 'abu_dhabi', code: 'A', number: '123' });
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(page.getByText(t(lang, 'validation.plateCodeDigits'))).toBeVisible();
      expect(asked).toBeGreaterThan(0);
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    test('an order that cannot be sent says so once, above Place Order, with no toast repeating it', async ({
      page,
    }) => {
      let fail = true;
      await page.route('**/api/orders', (route) =>
        fail && route.request().method() === 'POST' ? route.abort() : route.continue(),
      );
      await fillCart(page, [{ index: 4, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await page.getByLabel(t(lang, 'checkout:fields.name')).fill('Mariam');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`offline-${lang}-${Date.now()}@example.com`);
      await fillPlate(page, lang, { emirate: 'dubai', code: 'K', number: '321' });
      const placeOrder = page.getByRole('button', { name: t(lang, 'checkout:placeOrder') });
      await placeOrder.click();
      const form = page.locator('form').filter({ has: placeOrder });
      const said = NETWORK_ERROR[lang];
      const alert = form.getByRole('alert').filter({ hasText: said });
      await expect(alert).toBeVisible();
      await expect(alert).toBeInViewport();
      await expect(page.getByText(said)).toHaveCount(1);
      await expectNoFailureToast(page, lang);
      // The next attempt goes through: the message goes with the checkout page.
      fail = false;
      await placeOrder.click();
      await expect(page).toHaveURL(/\/orders\//);
      await expect(page.getByText(said)).toHaveCount(0);
    });

    test('checkout arrives drawn by the server: the form for a guest, the own account for a signed-in customer, kept by no shared cache', async ({
      page,
      browser,
    }, info) => {
      const placeOrder = t(lang, 'checkout:placeOrder');
      // A guest, without JavaScript: the form is in the page, with the offer to make an account.
      const bare = await browser.newContext({
        baseURL: info.project.use.baseURL,
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const guest = await bare.newPage();
      await open(guest, '/checkout', lang, { hydrated: false });
      await expect(guest.getByRole('button', { name: placeOrder })).toBeVisible();
      await expect(guest.getByLabel(t(lang, 'checkout:fields.email'))).toBeEditable();
      await expect(guest.getByText(t(lang, 'checkout:createAccount'))).toBeVisible();
      // The summary keeps its place until the browser reads the cart.
      await expect(guest.getByRole('region', { name: t(lang, 'checkout:summary') })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await bare.close();

      // Signed in: the page the server sends already knows who it is for.
      const email = uniqueEmail(`ssr-${lang}`, info.project.name);
      await createVerifiedAccount(page.request, { name: 'Mariam', email, password: 'passion-fruit-9' });
      await signIn(page, lang, email, 'passion-fruit-9');
      const res = await page.request.get('/checkout');
      // Personal: kept by no cache at all (issue 19: no-store on every personal answer).
      expect(res.headers()['cache-control']).toBe('no-store');
      const html = await res.text();
      expect(html).toContain(email);
      expect(html).toContain(t(lang, 'checkout:emailLocked'));
      expect(html).not.toContain(t(lang, 'checkout:createAccount'));
      // And nobody else's: a signed-out request gets the guest form.
      const stranger = await browser.newContext();
      const anonymous = await stranger.request.get(new URL('/checkout', page.url()).href);
      expect(await anonymous.text()).not.toContain(email);
      await stranger.close();

      // In the browser the form is filled in and stays as drawn (the hydration check watches).
      await fillCart(page, [{ index: 1, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await expect(page.getByLabel(t(lang, 'checkout:fields.email'))).toHaveValue(email);
      await expect(page.getByLabel(t(lang, 'checkout:fields.email'))).not.toBeEditable();
      await expect(page.getByText(t(lang, 'checkout:createAccount'))).toHaveCount(0);
    });

    test('outside opening hours, checkout says when the shop opens again, as the server words it', async ({
      page,
    }) => {
      // The server's answer while closed (its wording is proven by the API tests); the shop itself stays open for the other journeys.
      const message = {
        en: 'We are closed right now. We open again tomorrow at 9:00 AM.',
        ar: 'المحل مغلق الآن. نفتح من جديد غدًا الساعة 9:00 ص.',
      };
      await page.route('**/api/orders/estimate', async (route) => {
        const res = await route.fetch();
        const opensAt = new Date(Date.now() + 12 * 3600_000).toISOString();
        await route.fulfill({ response: res, json: { ...(await res.json()), closed: { opensAt, message } } });
      });
      await fillCart(page, [{ index: 2, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await expect(page.getByRole('alert').filter({ hasText: message[lang] })).toBeVisible();
      await expect(page.getByText(message[lang === 'ar' ? 'en' : 'ar'])).toHaveCount(0);
      // No ready time is promised while closed.
      await expect(page.getByText(t(lang, 'estimate:ready.ifNow'))).toHaveCount(0);
    });

    test('when the employee list cannot load, the checkout says so and can try again', async ({ page }) => {
      let fail = true;
      await page.route('**/api/employees?*', (route) => (fail ? route.abort() : route.continue()));
      await fillCart(page, [{ index: 7, size: 0, quantity: 1 }]);
      // Opened from the cart (the server draws a checkout opened directly with the list in it).
      await open(page, '/menu', lang);
      await page.getByTestId('cart-button').click();
      await page
        .getByRole('dialog', { name: t(lang, 'cart.title') })
        .getByRole('link', { name: t(lang, 'cart.checkout') })
        .click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByText(t(lang, 'checkout:employeesFailed'))).toBeVisible({ timeout: 10_000 });
      fail = false;
      await page.getByRole('button', { name: t(lang, 'actions.tryAgain') }).click();
      await expect(page.getByText(t(lang, 'checkout:employeesFailed'))).toHaveCount(0);
      await expect(page.getByLabel(t(lang, 'checkout:fields.employee')).locator('option')).not.toHaveCount(1);
    });
  });
}

/** A failed order is told in the page only: no toast repeats it (give one the time to appear). */
async function expectNoFailureToast(page: Page, lang: Lang) {
  await page.waitForTimeout(500);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: t(lang, 'toasts.label') }).getByText(t(lang, 'checkout:failed')),
  ).toHaveCount(0);
}
