import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { ERROR_MESSAGES } from '../src/common/errors';
import { formatMoney } from '../src/common/money';
import { ORIGIN } from './account-helpers';
import { createStaff, openSection, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, fetchMenu, LANGS, lookAt, name, open, staffJourney, t, test, type Lang } from './fixtures';

/** Phone and desktop runs share one server: every name a test makes carries its own tag. */
const tagOf = (info: TestInfo, lang: Lang) => `${lang}${info.project.name}${Date.now().toString(36)}`;

/** A back-office API call with the signed-in page's session. */
async function call<T>(page: Page, method: string, url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(url, { method, headers: { Origin: ORIGIN }, data });
  baseExpect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const picture = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function makeProduct(page: Page, categoryId: string, names: { nameEn: string; nameAr: string }) {
  return call<{ id: string; nameEn: string; nameAr: string }>(page, 'POST', '/api/admin/products', {
    ...names,
    descriptionEn: 'Made by a test.',
    descriptionAr: 'أضافه اختبار.',
    categoryId,
    subcategoryId: null,
    sizes: [{ nameEn: 'Small', nameAr: 'صغير', price: 7, soldOut: false }],
    image: '/media/products/orange.webp',
    gallery: [],
    status: 'active',
    soldOut: false,
  });
}

async function searchProducts(page: Page, lang: Lang, text: string) {
  await page.getByRole('searchbox', { name: t(lang, 'admin-catalog:products.search') }).fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

for (const lang of LANGS) {
  test.describe(`back-office catalogue (${lang})`, staffJourney(lang), () => {
    // Several uploads, dialogs and accessibility scans each: more than the default half minute on a phone.
    test.setTimeout(60_000);

    test('the owner gives a product a new name and image, and the open menu shows them', async ({
      page,
      context,
    }, info) => {
      const tag = tagOf(info, lang);
      await signInToAdmin(page, lang);
      const juices = (await fetchMenu(page)).categories[0]!;
      const product = await makeProduct(page, juices.id, {
        nameEn: `Test Mango ${tag}`,
        nameAr: `مانجو تجريبي ${tag}`,
      });
      const menu = await context.newPage();
      await open(menu, '/menu', lang);
      await expect(menu.getByRole('heading', { name: name(lang, product), exact: true })).toHaveCount(1);

      await openSection(page, lang, 'products');
      await searchProducts(page, lang, tag);
      await page
        .getByRole('button', { name: t(lang, 'admin:actions.editItem', { item: name(lang, product) }) })
        .click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'admin-catalog:form.editTitle') });
      const renamed = { nameEn: `Royal Mango ${tag}`, nameAr: `مانجو ملكي ${tag}` };
      await dialog.getByLabel(t(lang, 'admin-catalog:form.nameEn'), { exact: true }).fill(renamed.nameEn);
      await dialog.getByLabel(t(lang, 'admin-catalog:form.nameAr'), { exact: true }).fill(renamed.nameAr);
      await dialog
        .getByTestId('image-file')
        .first()
        .setInputFiles({
          name: 'mango.jpg',
          mimeType: 'image/jpeg',
          buffer: await picture({ r: 255, g: 180, b: 0 }),
        });
      await expect(page.getByText(t(lang, 'admin:upload.done'))).toBeVisible();
      await expect(
        dialog.getByRole('img', {
          name: t(lang, 'admin:upload.preview', { label: t(lang, 'admin-catalog:form.mainImage') }),
        }),
      ).toHaveAttribute('src', /\/media\/uploads\//);
      // Preparation time: empty shows the category's minutes; out of range is refused under the field.
      const { categoryPrepMinutes } = await call<{ categoryPrepMinutes: number }>(
        page,
        'GET',
        `/api/admin/products/${product.id}`,
      );
      const prepLabel = t(lang, 'admin-catalog:form.prepMinutes');
      const prep = dialog.getByLabel(prepLabel);
      await expect(prep).toHaveValue('');
      const plural = new Intl.PluralRules(lang).select(categoryPrepMinutes);
      await expect(prep).toHaveAttribute(
        'placeholder',
        t(lang, `admin-catalog:form.prepCategoryMinutes_${plural}`, { count: categoryPrepMinutes }),
      );
      await prep.fill('61');
      await dialog.getByRole('button', { name: t(lang, 'admin-catalog:form.save') }).click();
      await expect(dialog.getByText(t(lang, 'admin-catalog:validation.prepMinutes'))).toBeVisible();
      await prep.fill('7');
      await expectNoSeriousViolations(page);
      await lookAt(page, `${info.project.name}-${lang}-product-edit`);
      await dialog.getByRole('button', { name: t(lang, 'admin-catalog:form.save') }).click();
      await expect(page.getByText(t(lang, 'admin-catalog:products.updated'))).toBeVisible();
      await expect(page.getByRole('row').getByText(name(lang, renamed), { exact: true })).toBeVisible();

      // Reopened, the dialog shows the time it kept.
      await page
        .getByRole('button', { name: t(lang, 'admin:actions.editItem', { item: name(lang, renamed) }) })
        .click();
      await expect(dialog.getByLabel(prepLabel)).toHaveValue('7');
      await expect(
        dialog.getByRole('button', { name: t(lang, 'admin-catalog:form.prepUseCategory') }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: t(lang, 'admin:actions.cancel') }).click();
      await expect(dialog).toHaveCount(0);

      // The storefront hears about the change by itself: no reload.
      const card = menu
        .getByTestId('product-card')
        .filter({ has: menu.getByRole('heading', { name: name(lang, renamed), exact: true }) });
      await expect(card).toHaveCount(1, { timeout: 5000 });
      await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f-]+\.webp$/);
    });

    test('the products table, still loading on a phone, is a named region a keyboard can scroll', async ({
      page,
    }) => {
      await signInToAdmin(page, lang);
      // Hold the list back so the scan sees the skeleton rows (no links or buttons in them yet).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/admin\/products(\?|$)/, async (route) => {
        await held;
        await route.continue();
      });
      await openSection(page, lang, 'products');
      const region = page.getByRole('region', { name: t(lang, 'admin-catalog:products.caption') });
      await expect(region.locator('table[aria-busy="true"]')).toBeVisible();
      await expectNoSeriousViolations(page);
      await region.focus();
      await expect(region).toBeFocused();
      release();
      await expect(region.locator('table[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });

    test('the owner adds a product with two sizes, after the form has said what is missing', async ({
      page,
    }, info) => {
      const tag = tagOf(info, lang);
      const iceCream = (await fetchMenu(page)).categories.find((c) => c.slug === 'ice-cream')!;
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'products');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-catalog:products.title') }),
      ).toBeVisible();
      await expect(page.getByRole('row')).not.toHaveCount(1);
      await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await lookAt(page, `${info.project.name}-${lang}-products`);

      await page.getByRole('button', { name: t(lang, 'admin-catalog:products.add') }).click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'admin-catalog:form.addTitle') });
      // Too large: refused before sending, with the spec's message.
      await dialog
        .getByTestId('image-file')
        .first()
        .setInputFiles({
          name: 'huge.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.alloc(6 * 1024 * 1024, 1),
        });
      await expect(dialog.getByText(ERROR_MESSAGES.file_too_large[lang])).toBeVisible();
      await dialog.getByRole('button', { name: t(lang, 'admin-catalog:form.save') }).click();
      await expect(dialog.getByText(t(lang, 'admin-catalog:validation.imageRequired'))).toBeVisible();
      await expect(dialog.getByText(t(lang, 'validation.required')).first()).toBeVisible();

      const product = { nameEn: `Pistachio Cup ${tag}`, nameAr: `كوب فستق ${tag}` };
      await dialog.getByLabel(t(lang, 'admin-catalog:form.nameEn'), { exact: true }).fill(product.nameEn);
      await dialog.getByLabel(t(lang, 'admin-catalog:form.nameAr'), { exact: true }).fill(product.nameAr);
      await dialog
        .getByLabel(t(lang, 'admin-catalog:form.category'), { exact: true })
        .selectOption({ label: name(lang, iceCream) });
      // Only the chosen category's subcategories are offered.
      const subcategory = dialog.getByLabel(t(lang, 'admin-catalog:form.subcategory'), { exact: true });
      await expect(subcategory.locator('option')).toHaveText([
        t(lang, 'admin-catalog:form.noSubcategory'),
        ...iceCream.subcategories.map((s) => name(lang, s)),
      ]);
      await subcategory.selectOption({ label: name(lang, iceCream.subcategories[0]!) });

      const sizeNames = async (row: typeof dialog, names: { nameEn: string; nameAr: string }) => {
        await row.getByLabel(t(lang, 'admin-catalog:form.sizeNameEn'), { exact: true }).fill(names.nameEn);
        await row.getByLabel(t(lang, 'admin-catalog:form.sizeNameAr'), { exact: true }).fill(names.nameAr);
      };
      const cup = { nameEn: 'Cup', nameAr: 'كوب' };
      const tub = { nameEn: 'Family tub', nameAr: 'علبة عائلية' };
      const first = dialog.getByRole('group', { name: t(lang, 'admin-catalog:form.sizeRow', { n: 1 }) });
      await sizeNames(first, cup);
      // A product keeps at least one size: the only row cannot be removed.
      await expect(
        first.getByRole('button', {
          name: t(lang, 'admin-catalog:form.removeSize', { name: name(lang, cup) }),
        }),
      ).toBeDisabled();
      await first
        .getByLabel(t(lang, 'admin-catalog:form.price', { currency: lang === 'ar' ? 'د.إ' : 'AED' }), {
          exact: true,
        })
        .fill('9.5');
      await dialog.getByRole('button', { name: t(lang, 'admin-catalog:form.addSize') }).click();
      const second = dialog.getByRole('group', { name: t(lang, 'admin-catalog:form.sizeRow', { n: 2 }) });
      await sizeNames(second, tub);
      await second
        .getByLabel(t(lang, 'admin-catalog:form.price', { currency: lang === 'ar' ? 'د.إ' : 'AED' }), {
          exact: true,
        })
        .fill('12.75');
      await dialog
        .getByTestId('image-file')
        .first()
        .setInputFiles({
          name: 'cup.png',
          mimeType: 'image/png',
          buffer: await picture({ r: 150, g: 200, b: 90 }),
        });
      await expect(page.getByText(t(lang, 'admin:upload.done'))).toBeVisible();
      await lookAt(page, `${info.project.name}-${lang}-product-add`);
      await dialog.getByRole('button', { name: t(lang, 'admin-catalog:form.save') }).click();
      await expect(page.getByText(t(lang, 'admin-catalog:products.added'))).toBeVisible();

      await searchProducts(page, lang, tag);
      await page
        .getByRole('button', { name: t(lang, 'admin:actions.viewItem', { item: name(lang, product) }) })
        .click();
      const view = page.getByRole('dialog', { name: name(lang, product) });
      await expect(view.getByText(formatMoney(950, lang))).toBeVisible();
      await expect(view.getByText(formatMoney(1275, lang))).toBeVisible();
      // Each size is named as the owner named it, in the screen's language.
      await expect(view.getByText(name(lang, cup), { exact: true })).toBeVisible();
      await expect(view.getByText(name(lang, tub), { exact: true })).toBeVisible();
      await expect(view.getByText(name(lang, iceCream.subcategories[0]!), { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
      await lookAt(page, `${info.project.name}-${lang}-product-view`);
    });

    test('staff see the products and can mark them sold out, but not change or delete them', async ({
      page,
      request,
    }, info) => {
      const staff = await createStaff(request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      await openSection(page, lang, 'products');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByRole('button', { name: t(lang, 'admin-catalog:products.add') })).toHaveCount(0);
      const first = page.getByRole('row').nth(1);
      await expect(first.getByRole('button')).toHaveCount(1); // view only
      await first.getByRole('button').click();
      const view = page.getByRole('dialog');
      await expect(
        view.getByRole('checkbox', { name: t(lang, 'admin-catalog:view.productSoldOut') }),
      ).toBeVisible();
      await expect(
        view.getByRole('button', { name: t(lang, 'admin:actions.edit'), exact: true }),
      ).toHaveCount(0);
    });

    test('a category that products use cannot be deleted, and says how many', async ({ page }, info) => {
      const tag = tagOf(info, lang);
      await signInToAdmin(page, lang);
      const base = { descriptionEn: 'For a test.', descriptionAr: 'لاختبار.', image: null, sortOrder: 50 };
      const seasonal = await call<{ id: string; nameEn: string; nameAr: string }>(
        page,
        'POST',
        '/api/admin/categories',
        { ...base, nameEn: `Seasonal ${tag}`, nameAr: `موسمي ${tag}`, status: 'active' },
      );
      const dormant = { nameEn: `Dormant ${tag}`, nameAr: `متوقف ${tag}` };
      await call(page, 'POST', '/api/admin/categories', { ...base, ...dormant, status: 'inactive' });
      await makeProduct(page, seasonal.id, { nameEn: `Winter Punch ${tag}`, nameAr: `بنش الشتاء ${tag}` });

      await openSection(page, lang, 'categories');
      await expect(page.getByTestId('category-row').first()).toBeVisible();
      await expect(page.getByTestId('subcategory-row').first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await lookAt(page, `${info.project.name}-${lang}-categories`);

      // The shared dialog: a subcategory needs its parent; the sort order is a whole number from 0.
      await page.getByRole('button', { name: t(lang, 'admin-catalog:categories.addSubcategory') }).click();
      const form = page.getByRole('dialog', { name: t(lang, 'admin-catalog:categoryForm.addSubcategory') });
      await form.getByLabel(t(lang, 'admin-catalog:categoryForm.sortOrder')).fill('-1');
      await form.getByRole('button', { name: t(lang, 'admin-catalog:categoryForm.save') }).click();
      await expect(form.getByText(t(lang, 'admin-catalog:validation.parentRequired'))).toBeVisible();
      await expect(form.getByText(t(lang, 'admin-catalog:validation.sortOrder'))).toBeVisible();
      await expectNoSeriousViolations(page);
      await lookAt(page, `${info.project.name}-${lang}-category-form`);
      await form.getByRole('button', { name: t(lang, 'admin:actions.cancel') }).click();
      await expect(form).toHaveCount(0);

      await page.getByRole('searchbox', { name: t(lang, 'admin-catalog:categories.search') }).fill(tag);
      await expect(page.getByTestId('category-row')).toHaveCount(1); // inactive ones are hidden by default
      await page.getByLabel(t(lang, 'admin-catalog:categories.showInactive')).click();
      await expect(page.getByLabel(t(lang, 'admin-catalog:categories.showInactive'))).toBeChecked();
      await expect(page.getByTestId('category-row')).toHaveCount(2);
      await expect(page.getByTestId('category-row').filter({ hasText: name(lang, dormant) })).toContainText(
        t(lang, 'admin-catalog:status.inactive'),
      );

      await page
        .getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item: name(lang, seasonal) }) })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t(lang, 'admin:actions.delete') })
        .click();
      const refusal =
        lang === 'en'
          ? 'This category has 1 product. Move or delete it first.'
          : 'تحتوي هذه الفئة على منتج واحد.';
      await expect(page.getByText(refusal)).toBeVisible();
      await expect(page.getByText(t(lang, 'admin-catalog:categories.deleteFailed'))).toBeVisible();
      await expect(page.getByTestId('category-row').filter({ hasText: name(lang, seasonal) })).toHaveCount(1);
    });
  });
}
