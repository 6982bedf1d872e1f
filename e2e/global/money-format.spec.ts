import { formatMoney, type MoneyFormat } from '../../src/common/money';
import { ORIGIN } from '../account-helpers';
import { openSection, signInToAdmin } from '../admin-helpers';
import { expectNoSeriousViolations } from '../axe';
import { fillCart } from '../checkout-helpers';
import { customerJourney, expect, fetchMenu, LANGS, lookAt, name, open, t, test } from '../fixtures';

// The money format changes every price of the shop: runs alone on its own server and puts the
// settings record back as it was, whatever happened.
const SAR: MoneyFormat = {
  currency: 'SAR',
  position: 'after',
  thousandSeparator: ' ',
  decimalSeparator: ',',
  decimals: 3,
};

for (const lang of LANGS) {
  test.describe(`money format (${lang})`, customerJourney(lang), () => {
    test('the owner shows prices in SAR after the amount with a comma and 3 decimals: the menu and checkout follow, and today’s format comes back', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(90_000); // two browsers on a busy machine
      const staff = await (
        await browser.newContext({ viewport: page.viewportSize() ?? undefined })
      ).newPage();
      await signInToAdmin(staff, lang);
      const original = (await (await staff.request.get('/api/admin/settings')).json()) as unknown;
      let totalFils: number;
      try {
        await openSection(staff, lang, 'settings');
        await staff.getByRole('tab', { name: t(lang, 'admin-settings:tabs.store') }).click();
        await staff.getByLabel(t(lang, 'admin-settings:money.currency'), { exact: true }).selectOption('SAR');
        await staff
          .getByLabel(t(lang, 'admin-settings:money.position'), { exact: true })
          .selectOption('after');
        await staff.getByLabel(t(lang, 'admin-settings:money.decimals'), { exact: true }).selectOption('3');
        await staff
          .getByLabel(t(lang, 'admin-settings:money.thousandSeparator'), { exact: true })
          .selectOption(' ');
        await staff
          .getByLabel(t(lang, 'admin-settings:money.decimalSeparator'), { exact: true })
          .selectOption(',');
        await staff.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
        await expect(staff.getByText(t(lang, 'admin-settings:saved'))).toBeVisible();

        // The storefront: a product's price on the menu, and the checkout's total.
        const product = (await fetchMenu(page)).products.find((p) => !p.soldOut && p.sizes.length === 3)!;
        await open(page, '/menu', lang);
        const card = page
          .getByTestId('product-card')
          .filter({ has: page.getByRole('heading', { name: name(lang, product), exact: true }) });
        await expect(
          card.getByText(formatMoney(product.sizes[0]!.priceFils, lang, SAR)).first(),
        ).toBeVisible();
        ({ totalFils } = await fillCart(page, [{ index: 0, size: 1, quantity: 3 }]));
        await open(page, '/checkout', lang);
        await expect(
          page
            .getByRole('region', { name: t(lang, 'checkout:summary') })
            .getByText(formatMoney(totalFils, lang, SAR), { exact: true })
            .first(),
        ).toBeVisible();
        await expectNoSeriousViolations(page);
        await lookAt(page, `money-checkout-${lang}-${info.project.name}`, { fullPage: true });

        await expect(page.getByText(lang === 'ar' ? 'د.إ' : 'AED')).toHaveCount(0);
      } finally {
        await staff.request
          .put('/api/admin/settings', { headers: { Origin: ORIGIN }, data: original })
          .catch(() => undefined);
        await staff.context().close();
      }
      // Put back: today's format again.
      await page.reload();
      await expect(
        page
          .getByRole('region', { name: t(lang, 'checkout:summary') })
          .getByText(formatMoney(totalFils, lang), { exact: true })
          .first(),
      ).toBeVisible();
    });
  });
}
