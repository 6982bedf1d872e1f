import { randomInt } from 'node:crypto';
import { openSection, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { fillCart, fillPlate } from './checkout-helpers';
import { customerJourney, expect, LANGS, open, shot, t, test } from './fixtures';

/** Latin digits written the Arabic-Indic way (12345 → ١٢٣٤٥), as an Arabic phone keyboard types them. */
const arabicDigits = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

for (const lang of LANGS) {
  test.describe(`car plates (${lang})`, customerJourney(lang), () => {
    test('a guest types an Abu Dhabi plate in Arabic digits; staff see it as a plate on the board and find it by its number', async ({
      page,
    }, info) => {
      test.setTimeout(60_000);
      const number = String(randomInt(10000, 99999));
      const shown = `AD 5 ${number}`;
      await fillCart(page, [{ index: 0, size: 1, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await page
        .getByLabel(t(lang, 'checkout:fields.name'))
        .fill(lang === 'ar' ? 'حمدان المنصوري' : 'Hamdan Al Mansouri');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`plate.${number}.${info.project.name}@example.com`);

      // Abu Dhabi codes are numbers: a letter is refused beside the field, before anything is sent.
      await fillPlate(page, lang, { emirate: 'abu_dhabi', code: 'A', number: arabicDigits(number) });
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(page.getByText(t(lang, 'validation.plateCodeDigits'))).toBeVisible();
      // The code typed in Arabic digits too: the plate is previewed as staff will read it.
      await page.getByLabel(t(lang, 'common:plate.code'), { exact: true }).fill('٥');
      await expect(page.getByText(t(lang, 'validation.plateCodeDigits'))).toHaveCount(0);
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
      ).toBeVisible();
      const onConfirmation = page.locator(`[data-plate="${shown}"]`);
      await expect(onConfirmation).toBeVisible();
      await expect(onConfirmation).toContainText(
        t(lang, 'plate.label', { emirate: t(lang, 'emirates.abu_dhabi'), code: '5', number }),
      );
      await shot(page, 'plate-confirmation', info.project.name, lang);

      await signInToAdmin(page, lang);
      await openSection(page, lang, 'board');
      const badge = page.locator(`article [data-plate="${shown}"]`);
      await expect(badge).toBeVisible({ timeout: 10_000 });
      // Read left to right in both languages: the emirate first, the number last.
      await expect(badge).toHaveAttribute('dir', 'ltr');
      const tag = (await badge.getByText('AD', { exact: true }).boundingBox())!;
      const digits = (await badge.getByText(number, { exact: true }).boundingBox())!;
      expect(tag.x).toBeLessThan(digits.x);
      await expectNoSeriousViolations(page);
      await shot(page, 'plate-board', info.project.name, lang);

      // The number alone finds the order, whatever the emirate and code (typed in Arabic digits here).
      await openSection(page, lang, 'orders');
      await page
        .getByRole('searchbox', { name: t(lang, 'admin-orders:orders.search') })
        .fill(arabicDigits(number));
      const rows = page
        .getByRole('table', { name: t(lang, 'admin-orders:orders.caption') })
        .locator('tbody tr');
      await expect(rows.locator(`[data-plate="${shown}"]`)).toBeVisible();
    });
  });
}
