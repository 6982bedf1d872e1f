import { expect, fetchMenu, LANGS, lookAt, name, open, t, test } from './fixtures';
import { cardOf, sheetOf } from './menu-helpers';

/** A customer on a phone taps the drink itself, not only its +: the sheet opens either way. */
for (const lang of LANGS) {
  test(
    `a tap on a drink's picture or name opens its sheet, as + does, and the keyboard reaches it (${lang})`,
    { tag: '@phone' },
    async ({ page }) => {
      const menu = await fetchMenu(page);
      const drink = menu.products.find(
        (p) => !p.soldOut && p.sizes.length > 1 && p.sizes.every((s) => !s.soldOut),
      )!;
      const single = menu.products.find(
        (p) => !p.soldOut && p.sizes.length === 1 && p.optionGroupIds.length === 0,
      );
      await open(page, '/menu', lang);
      const card = cardOf(page, lang, drink);
      // A finger on the middle of the picture (the drink's button lies over it, as a tap finds it).
      const tapPicture = async (c: typeof card) => {
        await c.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
        const box = (await c.locator('img').boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      };

      // The picture.
      await tapPicture(card);
      const sheet = sheetOf(page, lang, drink);
      await expect(sheet).toBeVisible();
      await lookAt(page, `menu-tap-picture-${lang}`);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      // The name: one button, named by the drink, inside its heading; nothing interactive nested.
      const open_ = card
        .getByRole('heading', { level: 3 })
        .getByRole('button', { name: name(lang, drink), exact: true });
      await expect(open_).toHaveAttribute('aria-haspopup', 'dialog');
      await open_.click();
      await expect(sheet).toBeVisible();
      await sheet
        .getByRole('button', { name: t(lang, 'actions.close') })
        .first()
        .click();
      await expect(sheet).toBeHidden();
      await expect(card.locator('button button, button a, a button, a a')).toHaveCount(0);
      await expect(card.locator('button, a, input, [tabindex]:not([tabindex="-1"])')).toHaveCount(2);

      // The keyboard: the drink's button takes focus and Enter opens the sheet; Escape hands focus back.
      await open_.focus();
      await page.keyboard.press('Enter');
      await expect(sheet).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(open_).toBeFocused();

      // A drink with one size and no options: + adds at once, a tap on the drink shows its sheet.
      if (single) {
        const one = cardOf(page, lang, single);
        await tapPicture(one);
        await expect(sheetOf(page, lang, single)).toBeVisible();
      }
    },
  );
}
