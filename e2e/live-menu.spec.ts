import { formatMoney } from '../src/common/money';
import { customerJourney, expect, fetchMenu, LANGS, name, open, t, test } from './fixtures';
import { addFromMenu, sheetOf, sizeRadio } from './menu-helpers';

for (const lang of LANGS) {
  test(
    `an open menu follows product changes live, and the cart follows the new price (${lang})`,
    customerJourney(lang),
    async ({ page }) => {
      const menu = await fetchMenu(page);
      // The last products of the list: other journeys do not use them.
      const target = menu.products
        .filter((p) => !p.soldOut && p.sizes.every((s) => !s.soldOut))
        .at(lang === 'ar' ? -1 : -2)!;
      await open(page, '/menu', lang);
      await addFromMenu(page, lang, target, target.sizes[0]!.size);
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      const renamed = { nameEn: `${target.nameEn} Deluxe`, nameAr: `${target.nameAr} الفاخر` };
      const size = target.sizes[0]!;
      const newPrice = size.priceFils + 250;
      try {
        expect(
          (await page.request.patch(`/api/test/products/${target.id}`, { data: renamed })).status(),
        ).toBe(204);
        expect(
          (
            await page.request.patch(`/api/test/products/${target.id}/sizes/${size.size}`, {
              data: { priceFils: newPrice },
            })
          ).status(),
        ).toBe(204);
        // No reload: the page hears about the change and refreshes within a second or so.
        const updated = page
          .getByTestId('product-card')
          .filter({ has: page.getByRole('heading', { name: name(lang, renamed), exact: true }) });
        await expect(updated).toHaveCount(1, { timeout: 3000 });
        // The row shows the new from-price, the size sheet the new price of the size.
        const from = Math.min(newPrice, ...target.sizes.slice(1).map((s) => s.priceFils));
        await expect(updated.getByText(formatMoney(from, lang), { exact: true })).toBeVisible();
        await expect(page.getByText(t(lang, 'cart.corrected'))).toBeVisible();
        await updated.getByRole('button', { name: t(lang, 'cart.add'), exact: true }).click();
        await expect(sizeRadio(page, lang, { ...target, ...renamed }, size.size)).toHaveAccessibleName(
          `${name(lang, size)} ${formatMoney(newPrice, lang)}`,
        );
        await page.keyboard.press('Escape');
        await expect(sheetOf(page, lang, { ...target, ...renamed })).toBeHidden();
        await page.getByTestId('cart-button').click();
        await expect(
          page.getByRole('dialog').getByText(formatMoney(newPrice, lang), { exact: true }).first(),
        ).toBeVisible();
      } finally {
        await page.request.patch(`/api/test/products/${target.id}`, {
          data: { nameEn: target.nameEn, nameAr: target.nameAr },
        });
        await page.request.patch(`/api/test/products/${target.id}/sizes/${size.size}`, {
          data: { priceFils: size.priceFils },
        });
      }
    },
  );
}
