import { ORIGIN } from '../account-helpers';
import { openSection, signInToAdmin } from '../admin-helpers';
import { expectNoSeriousViolations } from '../axe';
import { fillCart, fillPlate } from '../checkout-helpers';
import { customerJourney, expect, LANGS, lookAt, open, t, test } from '../fixtures';

// Changes what the whole shop offers at checkout: runs alone on its own server, and puts cash back.
for (const lang of LANGS) {
  test.describe(`payment methods at checkout (${lang})`, customerJourney(lang), () => {
    test('the owner turns cash off: checkout stops offering it and refuses it; back on, a customer pays cash', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(90_000); // two browsers, two accessibility scans
      await fillCart(page, [{ index: 0, size: 1, quantity: 1 }]);
      await open(page, '/checkout', lang);
      const cash = page.getByRole('radio', { name: t(lang, 'checkout:payment.cash') });
      await expect(cash).toBeVisible();
      await expect(page.getByRole('radio', { name: t(lang, 'checkout:payment.bank_transfer') })).toHaveCount(
        0,
      );
      await page
        .getByLabel(t(lang, 'checkout:fields.name'))
        .fill(lang === 'ar' ? 'مريم الكعبي' : 'Mariam Al Kaabi');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`cash-${lang}-${info.project.name}-${Date.now()}@example.com`);
      await fillPlate(page, lang, { emirate: 'abu_dhabi', code: '7', number: '4321' });
      await cash.check();
      // Cash: its instructions show under the choice.
      const cashNote =
        lang === 'ar'
          ? 'ادفع نقدًا عند تسليم طلبك إلى سيارتك.'
          : 'Pay in cash when we bring your order to your car.';
      await expect(page.getByText(cashNote)).toBeVisible();

      const staff = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
      const switchCash = staff.locator('[data-gateway="cod"]').getByRole('switch');
      try {
        await signInToAdmin(staff, lang);
        await openSection(staff, lang, 'payments');
        await expect(switchCash).toHaveAttribute('aria-checked', 'true');
        await switchCash.click();
        await expect(staff.getByText(t(lang, 'admin-payments:saved'))).toBeVisible();
        await expect(switchCash).toHaveAttribute('aria-checked', 'false');

        // The customer's page still offered cash: the order is refused, and the choice refreshes.
        await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
        await expect(
          page.getByRole('alert').filter({
            hasText:
              lang === 'ar'
                ? 'طريقة الدفع هذه غير متاحة حاليًا'
                : 'This payment method is not available right now',
          }),
        ).toBeVisible();
        await expect(cash).toHaveCount(0);
        await expect(page.getByRole('radio', { name: t(lang, 'checkout:payment.card') })).toBeChecked();
        await expectNoSeriousViolations(page);
        await lookAt(page, `checkout-no-cash-${lang}-${info.project.name}`, { fullPage: true });
        await page.reload();
        await expect(page.getByRole('radio', { name: t(lang, 'checkout:payment.card') })).toBeVisible();
        await expect(cash).toHaveCount(0);

        // Back on: offered again, and a customer pays cash at the car.
        await switchCash.click();
        await expect(switchCash).toHaveAttribute('aria-checked', 'true');
        await page.reload();
        await cash.check();
        await page
          .getByLabel(t(lang, 'checkout:fields.name'))
          .fill(lang === 'ar' ? 'مريم الكعبي' : 'Mariam Al Kaabi');
        await page
          .getByLabel(t(lang, 'checkout:fields.email'))
          .fill(`cash2-${lang}-${info.project.name}-${Date.now()}@example.com`);
        await fillPlate(page, lang, { emirate: 'abu_dhabi', code: '7', number: '4321' });
        await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
        ).toBeVisible();
        await expect(
          page.getByText(t(lang, 'orders:paymentMethod.cash'), { exact: false }).first(),
        ).toBeVisible();
        // The cash instructions stay on the confirmation (a transfer's bank details would too).
        await expect(page.getByText(cashNote)).toBeVisible();
        await expectNoSeriousViolations(page);
        await lookAt(page, `checkout-cash-${lang}-${info.project.name}`, { fullPage: true });
      } finally {
        // Whatever happened, the shop offers cash again.
        await staff.request
          .patch('/api/admin/payments/gateways/cod', {
            headers: { Origin: ORIGIN },
            data: { isEnabled: true },
          })
          .catch(() => undefined);
        await staff.close();
      }
    });
  });
}
