import sharp from 'sharp';
import { formatMoney } from '../src/common/money';
import { openSection, signInToAdmin } from './admin-helpers';
import { fillPlate } from './checkout-helpers';
import { expect, fetchMenu, LANGS, name, open, staffJourney, t, test } from './fixtures';
import { addButtonOf, addedText, cardOf } from './menu-helpers';

/**
 * Issue 35: sizes the owner names. The owner adds a product with one size, "1 L bottle" /
 * «عبوة لتر»; a customer sees just its price (no size to choose), orders it, and the order's page
 * names the size in the customer's language.
 */
for (const lang of LANGS) {
  test.describe(`sizes the owner names (${lang})`, staffJourney(lang), () => {
    test.setTimeout(60_000);

    test('the owner names a one-size product, a customer orders it, and the order names the size', async ({
      page,
      browser,
    }, info) => {
      const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
      const product = { nameEn: `Orange Juice Bottle ${tag}`, nameAr: `عبوة عصير برتقال ${tag}` };
      const size = { nameEn: '1 L bottle', nameAr: 'عبوة لتر' };
      const price = t(lang, 'admin-catalog:form.price', { currency: lang === 'ar' ? 'د.إ' : 'AED' });

      await signInToAdmin(page, lang);
      await openSection(page, lang, 'products');
      await page.getByRole('button', { name: t(lang, 'admin-catalog:products.add') }).click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'admin-catalog:form.addTitle') });
      await dialog.getByLabel(t(lang, 'admin-catalog:form.nameEn'), { exact: true }).fill(product.nameEn);
      await dialog.getByLabel(t(lang, 'admin-catalog:form.nameAr'), { exact: true }).fill(product.nameAr);
      // Ice cream: a category without drink options, so the one size is all there is to choose.
      const iceCream = (await fetchMenu(page)).categories.find((c) => c.slug === 'ice-cream')!;
      await dialog
        .getByLabel(t(lang, 'admin-catalog:form.category'), { exact: true })
        .selectOption({ label: name(lang, iceCream) });
      const row = dialog.getByRole('group', { name: t(lang, 'admin-catalog:form.sizeRow', { n: 1 }) });
      await row.getByLabel(t(lang, 'admin-catalog:form.sizeNameEn'), { exact: true }).fill(size.nameEn);
      await row.getByLabel(t(lang, 'admin-catalog:form.sizeNameAr'), { exact: true }).fill(size.nameAr);
      await row.getByLabel(price, { exact: true }).fill('25');
      // One size: it cannot be removed, and the form says the menu shows only its price.
      await expect(
        row.getByRole('button', {
          name: t(lang, 'admin-catalog:form.removeSize', { name: name(lang, size) }),
        }),
      ).toBeDisabled();
      await expect(dialog.getByText(t(lang, 'admin-catalog:form.oneSizeHint'))).toBeVisible();
      await dialog
        .getByTestId('image-file')
        .first()
        .setInputFiles({
          name: 'bottle.png',
          mimeType: 'image/png',
          buffer: await sharp({ create: { width: 900, height: 700, channels: 3, background: '#f59e0b' } })
            .png()
            .toBuffer(),
        });
      await expect(page.getByText(t(lang, 'admin:upload.done'))).toBeVisible();
      await dialog.getByRole('button', { name: t(lang, 'admin-catalog:form.save') }).click();
      await expect(page.getByText(t(lang, 'admin-catalog:products.added'))).toBeVisible();

      // The customer, in a browser of their own.
      const customer = await (await browser.newContext()).newPage();
      await expect
        .poll(async () => (await fetchMenu(customer)).products.some((p) => p.nameEn === product.nameEn))
        .toBe(true);
      const onMenu = (await fetchMenu(customer)).products.find((p) => p.nameEn === product.nameEn)!;
      expect(onMenu.sizes).toEqual([
        { size: '1-l-bottle', nameEn: size.nameEn, nameAr: size.nameAr, priceFils: 2500, soldOut: false },
      ]);
      await open(customer, '/menu', lang);
      const card = cardOf(customer, lang, onMenu);
      await expect(card.getByText(formatMoney(2500, lang), { exact: true })).toBeVisible();
      // One tap adds it: no sheet, no size to choose.
      await addButtonOf(customer, lang, onMenu).click();
      await expect(customer.getByText(addedText(lang, onMenu))).toBeVisible();
      await expect(customer.getByRole('dialog', { name: name(lang, onMenu) })).toHaveCount(0);

      await open(customer, '/checkout', lang);
      const summary = customer.getByRole('region', { name: t(lang, 'checkout:summary') });
      await expect(summary.getByText(name(lang, size), { exact: true })).toBeVisible();
      await customer.getByLabel(t(lang, 'checkout:fields.name')).fill(lang === 'ar' ? 'مريم' : 'Mariam');
      await customer
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`bottle-${tag}@example.com`.toLowerCase());
      await fillPlate(customer, lang, { emirate: 'dubai', code: 'AB', number: '12345' });
      await customer.getByRole('radio', { name: t(lang, 'checkout:payment.apple_pay') }).check();
      await customer.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();

      await expect(
        customer.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
      ).toBeVisible();
      await expect(customer).toHaveURL(/\/orders\/[0-9a-f-]{36}\?key=/);
      await expect(customer.getByText(`(${name(lang, size)})`).first()).toBeVisible();
      await expect(customer.getByText(formatMoney(2500, lang), { exact: true }).first()).toBeVisible();
      await customer.context().close();
    });
  });
}
