import type { Page } from '@playwright/test';
import { createVerifiedAccount, uniqueEmail } from './account-helpers';
import { fillCart, fillPlate } from './checkout-helpers';
import { customerJourney, expect, LANGS, open, t, test, untilHydrated, type Lang } from './fixtures';
import { latestMailTo } from './mailbox';

/**
 * What a customer types is never lost (issue 20): not when they type before the page's code has
 * arrived (a slow phone), not when they send the form then, and not when they type the moment a
 * page opens from inside the app. "Before hydration" here is real: the page's main script is held
 * back until the test lets it go.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const placeOrder = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: t(lang, 'checkout:placeOrder') });

for (const lang of LANGS) {
  test.describe(`typed input is never lost (${lang})`, () => {
    test(
      'checkout: typed and sent before the page works, the order is placed with what was typed',
      customerJourney(lang),
      async ({ page }) => {
        const email = uniqueEmail('early-checkout', test.info().project.name);
        await fillCart(page, [{ index: 0, size: 0, quantity: 1 }]);
        const release = await holdScripts(page);
        await open(page, '/checkout', lang, { hydrated: false });
        const name = lang === 'ar' ? 'سالم المنصوري' : 'Salem Al Mansouri';
        await page.getByLabel(t(lang, 'checkout:fields.name')).fill(name);
        await page.getByLabel(t(lang, 'checkout:fields.email')).fill(email);
        await fillPlate(page, lang, { emirate: 'dubai', code: 'K', number: '4321' });
        await page.getByRole('radio', { name: t(lang, 'checkout:payment.cash') }).check();
        await placeOrder(page, lang).click();
        // Sent before the app could take it: not posted to the server as a plain form, held.
        await expect(page).toHaveURL(/\/checkout$/);
        release();
        // The app sends it once the form is ready, with what was typed: the order is placed.
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
        ).toBeVisible();
        await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?key=/);
        await expect(page.locator('[data-plate="DXB K 4321"]')).toBeVisible();
        const receipt = await latestMailTo(email, {
          match: (m) => m.links.some((l) => l.includes('/orders/')),
        });
        expect(receipt.text).toContain(name);
      },
    );

    test(
      'checkout: typed the moment it opens from the cart, nothing typed goes away',
      customerJourney(lang),
      async ({ page }) => {
        await fillCart(page, [{ index: 1, size: 1, quantity: 1 }]);
        await open(page, '/menu', lang);
        await page.getByTestId('cart-button').click();
        await page
          .getByRole('dialog')
          .getByRole('link', { name: t(lang, 'cart.checkout') })
          .click();
        const name = page.getByLabel(t(lang, 'checkout:fields.name'));
        const email = page.getByLabel(t(lang, 'checkout:fields.email'));
        // At once, as a customer who knows the form types: no wait for the page to settle.
        await name.pressSequentially('Mariam', { delay: 20 });
        await email.pressSequentially('mariam@example.com', { delay: 10 });
        await fillPlate(page, lang, { emirate: 'abu_dhabi', code: '7', number: '2468' });
        // Seconds later (the account, the estimate and the staff list have all arrived), all still there.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        await expect(name).toHaveValue('Mariam');
        await expect(email).toHaveValue('mariam@example.com');
        await expect(page.getByLabel(t(lang, 'common:plate.number'), { exact: true })).toHaveValue('2468');
        await placeOrder(page, lang).click();
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
        ).toBeVisible();
        await expect(page.locator('[data-plate="AD 7 2468"]')).toBeVisible();
      },
    );

    test(
      'sign-up: typed and sent before the page works, the account is made and the screen says so',
      customerJourney(lang),
      async ({ page }) => {
        const email = uniqueEmail('early-signup', test.info().project.name);
        const release = await holdScripts(page);
        await open(page, '/signup', lang, { hydrated: false });
        await page.getByLabel(t(lang, 'account:fields.name'), { exact: true }).fill('Hessa');
        await page.getByLabel(t(lang, 'account:fields.email'), { exact: true }).fill(email);
        await page.getByLabel(t(lang, 'account:fields.password'), { exact: true }).fill('Juice-Bar-2026!');
        await page
          .getByLabel(t(lang, 'account:fields.confirmPassword'), { exact: true })
          .fill('Juice-Bar-2026!');
        await page.getByRole('button', { name: t(lang, 'account:signup.submit'), exact: true }).click();
        await expect(page).toHaveURL(/\/signup$/);
        release();
        await expect(page.getByText(t(lang, 'account:signup.success'))).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);
        // What the screen says is true: the confirmation e-mail went to the address typed.
        const mail = await latestMailTo(email);
        expect(mail.links.some((l) => l.includes('verify'))).toBe(true);
      },
    );

    test(
      'sign-in: typed and sent before the page works, the customer is signed in',
      customerJourney(lang),
      async ({ page }) => {
        const email = uniqueEmail('early-login', test.info().project.name);
        const password = 'Orange-Grove-2026!';
        await createVerifiedAccount(page.request, { name: 'Khalid', email, password });
        const release = await holdScripts(page);
        await open(page, '/login', lang, { hydrated: false });
        await page.getByLabel(t(lang, 'account:fields.email'), { exact: true }).fill(email);
        await page.getByLabel(t(lang, 'account:fields.password'), { exact: true }).fill(password);
        await page.getByRole('button', { name: t(lang, 'account:login.submit'), exact: true }).click();
        await expect(page).toHaveURL(/\/login$/);
        release();
        await expect(page.getByText(t(lang, 'account:login.success'))).toBeVisible();
        await expect(page).toHaveURL(/\/profile$/);
        await untilHydrated(page);
        await expect(page.getByText(email).first()).toBeVisible();
      },
    );
  });
}
