import { formatMoney } from '../src/common/money';
import type { Menu, MenuOption, MenuOptionGroup, MenuProduct } from '../src/features/catalog/catalog.schema';
import { ORIGIN } from './account-helpers';
import { expectNoSeriousViolations } from './axe';
import { fillPlate } from './checkout-helpers';
import { customerJourney, expect, fetchMenu, LANGS, name, open, shot, t, test, type Lang } from './fixtures';
import { addButtonOf, expectThumbTarget, sheetOf, sizeRadio } from './menu-helpers';

/** The seeded groups and options, by their English names. */
function seeded(menu: Menu) {
  const group = (en: string) => menu.optionGroups.find((g) => g.nameEn === en)!;
  const option = (g: MenuOptionGroup, en: string) => g.options.find((o) => o.nameEn === en)!;
  const sugar = group('Sugar');
  const addOns = group('Add-ons');
  // The orange juice, or else the first juice in three sizes offering sugar and add-ons.
  const offers = (p: MenuProduct) =>
    p.sizes.length === 3 && p.optionGroupIds.includes(sugar.id) && p.optionGroupIds.includes(addOns.id);
  const juice = menu.products.find((p) => p.nameEn === 'Orange' && offers(p)) ?? menu.products.find(offers)!;
  return { sugar, addOns, juice, option };
}

/** "+AED 2.00" / "+2.00 د.إ": what an option adds, as the sheet and the lines show it. */
const plus = (lang: Lang, fils: number) => `+${formatMoney(fils, lang)}`;

for (const lang of LANGS) {
  test.describe(`drink options (${lang})`, customerJourney(lang), () => {
    test('a large orange with no sugar and honey: the price follows, the cart, checkout and the order page show them', async ({
      page,
    }, info) => {
      const menu = await fetchMenu(page);
      const { sugar, addOns, juice, option } = seeded(menu);
      const noSugar = option(sugar, 'No sugar');
      const honey = option(addOns, 'Honey');
      const large = juice.sizes[2]!;
      await open(page, '/menu', lang);

      await addButtonOf(page, lang, juice).click();
      const sheet = sheetOf(page, lang, juice);
      await expect(sheet).toBeVisible();
      const add = sheet.getByRole('button', { name: t(lang, 'cart.add') });
      const sugarGroup = sheet.getByRole('group', { name: name(lang, sugar), exact: true });
      // The defaults are chosen: two taps would add a normal orange.
      await expect(
        sugarGroup.getByRole('radio', { name: name(lang, option(sugar, 'Normal sugar')) }),
      ).toBeChecked();
      await sizeRadio(page, lang, juice, 'large').check();
      await expect(add).toContainText(formatMoney(large.priceFils, lang));
      const noSugarRadio = sugarGroup.getByRole('radio', { name: name(lang, noSugar) });
      await noSugarRadio.check();
      await expectThumbTarget(noSugarRadio.locator('xpath=ancestor::label'));
      const addOnsGroup = sheet.getByRole('group', { name: name(lang, addOns), exact: true });
      const honeyBox = addOnsGroup.getByRole('checkbox', { name: name(lang, honey) });
      await expect(honeyBox.locator('xpath=ancestor::label')).toContainText(plus(lang, honey.priceFils));
      await honeyBox.check();
      await expect(add).toContainText(formatMoney(large.priceFils + honey.priceFils, lang));
      const note = lang === 'ar' ? 'ثلج قليل من فضلك' : 'Light ice, please';
      await sheet.getByLabel(t(lang, 'options:note')).fill(note);
      await shot(page, 'sheet', info.project.name, lang);
      await add.click();
      await expect(sheet).toBeHidden();

      // The cart: the line says what differs from the defaults, with the honey's price, and the note.
      await page.getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog', { name: t(lang, 'cart.title') });
      const line = drawer.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(name(lang, noSugar));
      await expect(line).toContainText(`${name(lang, honey)} ${plus(lang, honey.priceFils)}`);
      await expect(line).toContainText(note);
      await expect(line).not.toContainText(name(lang, option(sugar, 'Normal sugar')));
      await expect(line).toContainText(formatMoney(large.priceFils + honey.priceFils, lang));
      await page.waitForTimeout(400); // the drawer's slide
      await shot(page, 'drawer', info.project.name, lang);

      // Checkout shows them too, and the order is placed with them.
      await drawer.getByRole('link', { name: t(lang, 'cart.checkout') }).click();
      const summary = page.getByRole('region', { name: t(lang, 'checkout:summary') });
      await expect(summary.getByTestId('summary-line')).toContainText(name(lang, noSugar));
      await expect(summary.getByTestId('summary-line')).toContainText(name(lang, honey));
      await expect(summary.getByTestId('summary-line')).toContainText(note);
      await summary.scrollIntoViewIfNeeded();
      await shot(page, 'checkout', info.project.name, lang);
      await page
        .getByLabel(t(lang, 'checkout:fields.name'))
        .fill(lang === 'ar' ? 'سالم الظاهري' : 'Salem Al Dhaheri');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`options-${lang}-${info.project.name}-${Date.now()}@example.com`);
      await fillPlate(page, lang, { emirate: 'abu_dhabi', code: '5', number: '4321' });
      await page.getByRole('radio', { name: t(lang, 'checkout:payment.cash') }).check();
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
      ).toBeVisible();

      // The order page: the options as ordered, the honey with its price, the note.
      const ordered = page.getByTestId('order-line');
      await expect(ordered).toContainText(name(lang, noSugar));
      await expect(ordered).toContainText(`${name(lang, honey)} ${plus(lang, honey.priceFils)}`);
      await expect(ordered).toContainText(note);
      await expect(ordered).toContainText(formatMoney(large.priceFils + honey.priceFils, lang));
      await expectNoSeriousViolations(page);
      await ordered.scrollIntoViewIfNeeded();
      await shot(page, 'order', info.project.name, lang);
    });

    test('a sold-out option is marked and cannot be chosen', async ({ page }, info) => {
      const menu = await fetchMenu(page);
      const { addOns, juice, option } = seeded(menu);
      // Each language its own option: the two screens' journeys may run side by side.
      const out: MenuOption = option(addOns, lang === 'ar' ? 'Mixed nuts' : 'Extra fruit');
      const mark = (soldOut: boolean) =>
        page.request.patch(`/api/test/options/${out.id}`, { headers: { Origin: ORIGIN }, data: { soldOut } });
      expect((await mark(true)).status()).toBe(204);
      try {
        // The menu refreshes by itself when the catalogue changes.
        await expect
          .poll(async () =>
            (await fetchMenu(page)).optionGroups.some((g) =>
              g.options.some((o) => o.id === out.id && o.soldOut),
            ),
          )
          .toBe(true);
        await open(page, '/menu', lang);
        await addButtonOf(page, lang, juice).click();
        const sheet = sheetOf(page, lang, juice);
        const box = sheet
          .getByRole('group', { name: name(lang, addOns), exact: true })
          .getByRole('checkbox', { name: name(lang, out) });
        await expect(box).toBeDisabled();
        await expect(box.locator('xpath=ancestor::label')).toContainText(t(lang, 'product.soldOut'));
        // Disabled: neither a tap nor the keyboard can tick it.
        await expect(box).not.toBeChecked();
        await shot(page, 'sold-out', info.project.name, lang);
      } finally {
        await mark(false);
      }
    });
  });
}
