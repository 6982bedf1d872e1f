import { expect, fetchMenu, LANGS, name, open, t, test } from './fixtures';

for (const lang of LANGS) {
  test.describe(`menu (${lang})`, () => {
    test('shows every category with its products, skipping empty subcategories', async ({ page }) => {
      const menu = await fetchMenu(page);
      await open(page, '/menu', lang);
      for (const c of menu.categories) {
        await expect(page.locator(`section#${c.slug}`).getByRole('heading', { level: 2 })).toHaveText(name(lang, c));
      }
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(menu.products.length);
      const empty = menu.categories.flatMap((c) => c.subcategories).filter((s) => !menu.products.some((p) => p.subcategoryId === s.id));
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
      const names = await results.getByTestId('product-card').locator('h3').allTextContents();
      const collator = new Intl.Collator(lang, { sensitivity: 'base' });
      expect(names).toEqual([...names].sort(collator.compare));

      await page.getByRole('combobox', { name: t(lang, 'menu:categoryLabel') }).selectOption('all');
      await page.getByRole('searchbox', { name: t(lang, 'menu:searchLabel') }).fill('zzz-nothing');
      await expect(page.getByText(t(lang, 'menu:noResults'))).toBeVisible();
    });

    test('a sold-out product or size cannot be added', async ({ page }) => {
      const menu = await fetchMenu(page);
      await open(page, '/menu', lang);
      const soldOut = menu.products.find((p) => p.soldOut)!;
      const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: name(lang, soldOut), exact: true }) });
      await expect(card.getByRole('button', { name: t(lang, 'product.soldOut') })).toBeDisabled();
      for (const radio of await card.getByRole('radio').all()) await expect(radio).toBeDisabled();

      const partly = menu.products.find((p) => !p.soldOut && p.sizes.some((s) => s.soldOut))!;
      const card2 = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: name(lang, partly), exact: true }) });
      const soldSize = partly.sizes.find((s) => s.soldOut)!;
      await expect(card2.getByRole('radio', { name: t(lang, `sizes.${soldSize.size}`) })).toBeDisabled();
    });
  });
}
