import type { MenuProduct } from '../src/features/catalog/catalog.schema';
import { expect, fetchMenu, LANGS, name, open, t, test } from './fixtures';
import { addButtonOf, addedText, cardOf, expectThumbTarget, sheetOf, sizeRadio } from './menu-helpers';

/** The price a product is offered from: its cheapest size that can be ordered. */
const fromPrice = (p: MenuProduct) => Math.min(...p.sizes.filter((s) => !s.soldOut).map((s) => s.priceFils));

for (const lang of LANGS) {
  test.describe(`menu (${lang})`, () => {
    test('shows every category with its products, skipping empty subcategories', async ({ page }) => {
      const menu = await fetchMenu(page);
      await open(page, '/menu', lang);
      for (const c of menu.categories) {
        await expect(page.locator(`section#${c.slug}`).getByRole('heading', { level: 2 })).toHaveText(
          name(lang, c),
        );
      }
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(menu.products.length);
      const empty = menu.categories
        .flatMap((c) => c.subcategories)
        .filter((s) => !menu.products.some((p) => p.subcategoryId === s.id));
      expect(empty.length).toBeGreaterThan(0);
      for (const s of empty) await expect(page.getByRole('heading', { name: name(lang, s) })).toHaveCount(0);
    });

    test('the category bar scrolls to a category and highlights it', async ({ page }) => {
      await open(page, '/menu', lang);
      const bar = page.getByRole('navigation', { name: t(lang, 'menu:categoriesNav') });
      const chip = bar.getByRole('link', { name: t(lang, 'footer.categories.fruits-salad') });
      await chip.click();
      await expect(page.locator('section#fruits-salad h2')).toBeInViewport();
      await expect(chip).toHaveAttribute('aria-current', 'true');
      await expect(bar.locator('[aria-current="true"]')).toHaveCount(1);
    });

    test('a category jumped to lands under the sticky bar, down the menu and back up', async ({ page }) => {
      // The rows off the screen are laid out only as they near it, held at a row's usual height
      // (decision 087). A row passed on the way that turns out taller would move the section
      // during the smooth scroll: every row is laid out before it starts.
      await open(page, '/menu', lang);
      const bar = page.getByRole('navigation', { name: t(lang, 'menu:categoriesNav') });
      for (const slug of ['milkshakes', 'special-juices']) {
        await bar.getByRole('link', { name: t(lang, `footer.categories.${slug}`) }).click();
        const section = page.locator(`section#${slug}`);
        // Where the smooth scroll ends: the section's top at its scroll margin (12rem, under the
        // header and the bar).
        await expect
          .poll(
            async () => {
              const before = (await section.boundingBox())!.y;
              await page.waitForTimeout(250);
              return (await section.boundingBox())!.y === before ? Math.round(before) : 'moving';
            },
            { timeout: 10_000 },
          )
          .toBe(192);
      }
    });

    test('search by name, filter by category, sort, and the empty result', async ({ page }) => {
      const menu = await fetchMenu(page);
      await open(page, '/menu', lang);
      const query = lang === 'ar' ? 'مانجو' : 'MANGO';
      const expected = menu.products.filter((p) =>
        lang === 'ar' ? p.nameAr.includes('مانجو') : p.nameEn.toLowerCase().includes('mango'),
      );
      expect(expected.length).toBeGreaterThan(1);
      await page.getByRole('searchbox', { name: t(lang, 'menu:searchLabel') }).fill(query);
      const results = page.getByRole('region', { name: t(lang, 'menu:resultsLabel') });
      await expect(results.getByTestId('product-card')).toHaveCount(expected.length);
      await expect(page).toHaveURL(/q=/);

      const iceCream = menu.categories.find((c) => c.slug === 'ice-cream')!;
      await page.getByRole('combobox', { name: t(lang, 'menu:categoryLabel') }).selectOption(iceCream.id);
      const inIceCream = expected.filter((p) => p.categoryId === iceCream.id);
      await expect(results.getByTestId('product-card')).toHaveCount(inIceCream.length);

      await page.getByRole('searchbox', { name: t(lang, 'menu:searchLabel') }).fill('');
      await page.getByRole('combobox', { name: t(lang, 'menu:sortLabel') }).selectOption('az');
      await expect(page).toHaveURL(/sort=az/);
      await expect(results.getByTestId('product-card')).toHaveCount(
        menu.products.filter((p) => p.categoryId === iceCream.id).length,
      );
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      // The address changes at once; React draws the new order in a transition just after.
      await expect(async () => {
        const names = await results.getByTestId('product-card').locator('h3').allTextContents();
        expect(names).toEqual([...names].sort(collator.compare));
      }).toPass({ timeout: 5_000 });

      // By price, both ways (the from-price; equal prices by name).
      const byName = (a: MenuProduct, b: MenuProduct) => collator.compare(name(lang, a), name(lang, b));
      const ice = menu.products.filter((p) => p.categoryId === iceCream.id && !p.soldOut);
      for (const [sort, order] of [
        ['price-low', (a: MenuProduct, b: MenuProduct) => fromPrice(a) - fromPrice(b) || byName(a, b)],
        ['price-high', (a: MenuProduct, b: MenuProduct) => fromPrice(b) - fromPrice(a) || byName(a, b)],
      ] as const) {
        await page.getByRole('combobox', { name: t(lang, 'menu:sortLabel') }).selectOption(sort);
        await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
        await expect(async () => {
          const shown = (await results.getByTestId('product-card').locator('h3').allTextContents()).filter(
            (n) => ice.some((p) => name(lang, p) === n),
          );
          expect(shown).toEqual([...ice].sort(order).map((p) => name(lang, p)));
        }).toPass({ timeout: 5_000 });
      }

      await page.getByRole('combobox', { name: t(lang, 'menu:categoryLabel') }).selectOption('all');
      await page.getByRole('searchbox', { name: t(lang, 'menu:searchLabel') }).fill('zzz-nothing');
      await expect(page.getByText(t(lang, 'menu:noResults'))).toBeVisible();
    });

    test('a sold-out product or size cannot be added', async ({ page }) => {
      const menu = await fetchMenu(page);
      await open(page, '/menu', lang);
      const soldOut = menu.products.find((p) => p.soldOut)!;
      await expect(
        cardOf(page, lang, soldOut).getByRole('button', { name: t(lang, 'product.soldOut') }),
      ).toBeDisabled();

      // A sold-out size is shown in the sheet but cannot be chosen; an available one is chosen already.
      const partly = menu.products.find((p) => !p.soldOut && p.sizes.some((s) => s.soldOut))!;
      await addButtonOf(page, lang, partly).click();
      const soldSize = partly.sizes.find((s) => s.soldOut)!;
      const openSize = partly.sizes.find((s) => !s.soldOut)!;
      await expect(sizeRadio(page, lang, partly, soldSize.size)).toBeDisabled();
      await expect(sizeRadio(page, lang, partly, openSize.size)).toBeChecked();
      await sheetOf(page, lang, partly)
        .getByRole('button', { name: t(lang, 'actions.close') })
        .click();
      await expect(sheetOf(page, lang, partly)).toBeHidden();
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
    });

    test('on a phone: several products on the first screen, and a product with sizes added in two taps', async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the phone menu');
      const menu = await fetchMenu(page);
      await open(page, '/menu', lang);
      const rows = page.getByTestId('product-card');
      await expect(rows.first()).toBeVisible();
      const height = page.viewportSize()!.height;
      const boxes = await rows.evaluateAll((els) =>
        els.slice(0, 12).map((e) => e.getBoundingClientRect().toJSON() as DOMRect),
      );
      // Several products on the first screen: at least four begin on it and three are whole, even
      // when other journeys' test products with long names sit at the top of the menu.
      expect(boxes.filter((b) => b.top < height).length).toBeGreaterThanOrEqual(4);
      expect(boxes.filter((b) => b.bottom <= height).length).toBeGreaterThanOrEqual(3);

      // The first product with several sizes in the menu's order.
      const shownNames = await rows.locator('h3').allTextContents();
      // Of those the page shows under the name the menu gave (another journey may rename one a moment).
      const product = menu.products
        .filter((p) => !p.soldOut && p.sizes.length > 1 && p.sizes.every((s) => !s.soldOut))
        .filter((p) => shownNames.includes(name(lang, p)))
        .sort((a, b) => shownNames.indexOf(name(lang, a)) - shownNames.indexOf(name(lang, b)))[0]!;
      const add = addButtonOf(page, lang, product);
      const addBox = (await add.boundingBox())!;
      expect(Math.min(addBox.width, addBox.height)).toBeGreaterThanOrEqual(44);

      // Tap one: the sheet rises from the bottom, its first size chosen, each choice a 44 px target.
      await add.tap();
      const sheet = sheetOf(page, lang, product);
      await expect(sheet).toBeVisible();
      await expect(sizeRadio(page, lang, product, product.sizes[0]!.size)).toBeChecked();
      for (const choice of await sheet.locator('label').all()) {
        expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await expect
        .poll(async () => {
          const box = await sheet.boundingBox();
          return box && Math.round(box.y + box.height);
        })
        .toBe(height);
      // Tap two: added.
      await sheet.getByRole('button', { name: t(lang, 'cart.add') }).tap();
      await expect(sheet).toBeHidden();
      await expect(page.getByTestId('cart-count')).toHaveText('1');

      // The toast names the product and its size, and View Cart opens the cart.
      const toasts = page.getByRole('region', { name: t(lang, 'toasts.label') });
      const toast = toasts
        .getByRole('listitem')
        .filter({ hasText: addedText(lang, product, product.sizes[0]!.size) });
      await expect(toast).toBeVisible();
      for (const button of [
        toast.getByRole('button', { name: t(lang, 'toasts.close') }),
        toast.getByRole('button', { name: t(lang, 'menu:viewCart') }),
      ]) {
        await expectThumbTarget(button);
      }
      // On a phone toasts rise from the bottom, in the thumb's reach, clear of the header and the menu's bar.
      await expect
        .poll(async () => {
          const box = (await toast.boundingBox())!;
          return Math.round(height - (box.y + box.height));
        })
        .toBeLessThanOrEqual(40);
      await toast.getByRole('button', { name: t(lang, 'menu:viewCart') }).tap();
      const drawer = page.getByRole('dialog', { name: t(lang, 'cart.title') });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await expect(drawer.getByTestId('cart-line')).toContainText(name(lang, product));

      // The toast never follows the customer to the next page.
      await drawer.getByRole('link', { name: t(lang, 'cart.checkout') }).tap();
      await expect(page).toHaveURL('/checkout');
      await expect(toasts.getByText(addedText(lang, product, product.sizes[0]!.size))).toHaveCount(0);
    });
  });
}
