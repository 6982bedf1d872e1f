import type { Locator } from '@playwright/test';
import { formatMoney } from '../src/common/money';
import type { MenuProduct } from '../src/features/catalog/catalog.schema';
import { customerJourney, expect, fetchMenu, LANGS, lookAt, name, open, sizeName, t, test } from './fixtures';
import { fillCart } from './checkout-helpers';
import {
  addButtonOf,
  addedText,
  addFromMenu,
  expectThumbTarget,
  recordToasts,
  sheetOf,
  sizeRadio,
} from './menu-helpers';

const available = (ps: MenuProduct[]) =>
  ps.filter((p) => !p.soldOut && p.sizes.every((s) => !s.soldOut) && p.sizes.length === 3);

for (const lang of LANGS) {
  test.describe(`cart (${lang})`, customerJourney(lang), () => {
    test('choose a size, add, change quantities, remove, clear; the cart survives a reload', async ({
      page,
    }, info) => {
      const menu = await fetchMenu(page);
      const [a, b] = available(menu.products);
      await open(page, '/menu', lang);

      // The Add button never waits for a size: it opens the size sheet, a size already chosen.
      const add = addButtonOf(page, lang, a!);
      await expect(add).toBeEnabled();
      await add.click();
      const sheet = sheetOf(page, lang, a!);
      await expect(sheet).toBeVisible();
      const small = a!.sizes[0]!;
      const radio = sheet.getByRole('radio', {
        name: `${sizeName(lang, 'small')} ${formatMoney(small.priceFils, lang)}`,
      });
      await expect(radio).toBeChecked();
      await sheet.getByRole('button', { name: t(lang, 'cart.add') }).click();
      await expect(sheet).toBeHidden();
      const toasts = page.getByRole('region', { name: t(lang, 'toasts.label') });
      await expect(toasts.getByText(addedText(lang, a!, 'small'))).toBeVisible();
      // Each toast can be closed, with a button named in the visitor's language.
      await toasts.getByRole('button', { name: t(lang, 'toasts.close') }).click();
      await expect(toasts.getByText(addedText(lang, a!, 'small'))).toHaveCount(0);
      await addFromMenu(page, lang, a!); // same product and size: one line, quantity 2
      await expect(toasts.getByText(addedText(lang, a!, 'small'))).toBeVisible();
      const large = a!.sizes[2]!;
      // The sheet opened while that toast is still up: the toast stays in sight, and never lies over
      // the sheet's Add to Cart (on a phone it moves from the bottom to the top while the sheet is open).
      await addButtonOf(page, lang, a!).click();
      await expect(sheet).toBeVisible();
      await page.waitForTimeout(400); // slid in, and the toast moved
      const upAgain = toasts.getByText(addedText(lang, a!, 'small'));
      await expect(upAgain).toBeInViewport();
      expect(await drawnOnTop(sheet.getByRole('button', { name: t(lang, 'cart.add') }))).toBe(true);
      await expect(upAgain).toBeInViewport(); // still up: it was on screen while Add to Cart was checked
      await lookAt(page, `toast-over-sheet-${info.project.name}-${lang}`);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await addButtonOf(page, lang, a!).click();
      await expect(sheet).toBeVisible();
      await sizeRadio(page, lang, a!, 'large').check();
      const shown = await recordToasts(page);
      await sheet.getByRole('button', { name: t(lang, 'cart.add') }).click();
      // One toast at a time: the latest add replaces the one before. A toast lasts 4 s, and beside
      // three other journeys the sheet's closing can take most of that (CI once looked too late): the
      // toast is read from the page's record of what it showed.
      await expect.poll(shown).toContainEqual(expect.stringContaining(addedText(lang, a!, 'large')));
      await expect(sheet).toBeHidden();
      await expect(addButtonOf(page, lang, a!)).toBeFocused();
      await expect(toasts.getByText(addedText(lang, a!, 'small'))).toHaveCount(0);
      // Escape (or a tap on the backdrop) leaves the sheet without adding.
      await addButtonOf(page, lang, b!).click();
      await expect(sheetOf(page, lang, b!)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheetOf(page, lang, b!)).toBeHidden();
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      await addFromMenu(page, lang, b!, 'small');
      await expect(page.getByTestId('cart-count')).toHaveText('4');
      await page.reload();
      await expect(page.getByTestId('cart-count')).toHaveText('4');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
      expect(stored).toHaveLength(3);

      await page.getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog', { name: t(lang, 'cart.title') });
      await expect(drawer).toBeVisible();
      // It slides from the end side: the right edge in English, the left in Arabic.
      await page.waitForTimeout(400);
      const box = (await drawer.boundingBox())!;
      const width = page.viewportSize()!.width;
      if (lang === 'en') expect(Math.round(box.x + box.width)).toBe(width);
      else expect(Math.round(box.x)).toBe(0);

      const total = 2 * small.priceFils + large.priceFils + b!.sizes[0]!.priceFils;
      await expect(drawer.getByText(formatMoney(total, lang), { exact: true })).toBeVisible();
      const label = (p: MenuProduct, size: string) => `${name(lang, p)} (${sizeName(lang, size)})`;
      // Quantity and remove buttons are 44 px targets.
      for (const button of [
        drawer.getByRole('button', { name: t(lang, 'cart.increase', { item: label(a!, 'small') }) }),
        drawer.getByRole('button', { name: t(lang, 'cart.decrease', { item: label(a!, 'small') }) }),
        drawer.getByRole('button', { name: t(lang, 'cart.remove', { item: label(a!, 'small') }) }),
      ]) {
        const target = (await button.boundingBox())!;
        expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
      }
      await drawer
        .getByRole('button', { name: t(lang, 'cart.increase', { item: label(a!, 'small') }) })
        .click();
      await expect(
        drawer.getByRole('status', { name: t(lang, 'cart.quantityOf', { item: label(a!, 'small') }) }),
      ).toHaveText('3');
      await expect(page.getByTestId('cart-count')).toHaveText('5');
      await drawer
        .getByRole('button', { name: t(lang, 'cart.decrease', { item: label(b!, 'small') }) })
        .click();
      const removedToast = page.getByText(t(lang, 'cart.removed')).first();
      await expect(removedToast).toBeVisible();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
      // The toast lies over none of the drawer's own actions at its foot.
      await page.waitForTimeout(400);
      for (const action of [t(lang, 'cart.clear'), t(lang, 'cart.checkout')])
        expect(
          await drawnOnTop(
            drawer.getByRole('button', { name: action }).or(drawer.getByRole('link', { name: action })),
          ),
        ).toBe(true);
      await expect(removedToast).toBeInViewport();
      await drawer
        .getByRole('button', { name: t(lang, 'cart.remove', { item: label(a!, 'large') }) })
        .click();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await expect(
        drawer.getByText(formatMoney(3 * small.priceFils, lang), { exact: true }).first(),
      ).toBeVisible();

      await drawer.getByRole('button', { name: t(lang, 'cart.clear') }).click();
      await expect(page.getByText(t(lang, 'cart.cleared')).first()).toBeVisible();
      await expect(drawer.getByText(t(lang, 'cart.empty'))).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    });

    test('a toast raised in the open cart is seen above it, and its close button works', async ({
      page,
    }, info) => {
      const { lines } = await fillCart(page, [
        { index: 0, size: 0, quantity: 1 },
        { index: 1, size: 1, quantity: 2 },
      ]);
      await open(page, '/menu', lang);
      await page.getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog', { name: t(lang, 'cart.title') });
      await expect(drawer).toBeVisible();
      await page.waitForTimeout(400); // slid in
      const first = lines[0]!;
      const item = `${name(lang, first)} (${sizeName(lang, first.size)})`;
      await drawer.getByRole('button', { name: t(lang, 'cart.remove', { item }) }).click();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);

      const toasts = page.getByRole('region', { name: t(lang, 'toasts.label') });
      const removed = toasts.getByRole('listitem').filter({ hasText: t(lang, 'cart.removed') });
      await expect(removed).toBeVisible();
      // Not covered by the drawer: what is drawn at the toast's centre, and at its close button's, is the toast.
      const close = removed.getByRole('button', { name: t(lang, 'toasts.close') });
      await expect.poll(() => drawnOnTop(removed)).toBe(true);
      await expect.poll(() => drawnOnTop(close)).toBe(true);
      await expectThumbTarget(close);
      await lookAt(page, `toast-over-drawer-${info.project.name}-${lang}`);
      // Its close button can be clicked (the open dialog leaves the rest of the page inert), and the
      // drawer stays open.
      await close.click();
      await expect(removed).toHaveCount(0);
      await expect(drawer).toBeVisible();

      // The drawer closed, toasts are drawn on the page again and still answer.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      const menu = await fetchMenu(page);
      const [a] = available(menu.products);
      await addFromMenu(page, lang, a!, 'small');
      const added = toasts.getByRole('listitem').filter({ hasText: addedText(lang, a!, 'small') });
      await expect(added).toBeVisible();
      await expect.poll(() => drawnOnTop(added)).toBe(true);
      await added.getByRole('button', { name: t(lang, 'toasts.close') }).click();
      await expect(added).toHaveCount(0);
    });

    test('checkout shows the cart summary, and sends an empty cart back to the menu', async ({ page }) => {
      const menu = await fetchMenu(page);
      const [a] = available(menu.products);
      await open(page, '/checkout', lang);
      await expect(page).toHaveURL('/menu');
      await addFromMenu(page, lang, a!, 'medium');
      await page.getByTestId('cart-button').click();
      await page
        .getByRole('dialog')
        .getByRole('link', { name: t(lang, 'cart.checkout') })
        .click();
      await expect(page).toHaveURL('/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'checkout:title'));
      await expect(page.getByText(formatMoney(a!.sizes[1]!.priceFils, lang)).first()).toBeVisible();
    });

    test('a stored cart is corrected against the live menu, with a notice', async ({ page }) => {
      const menu = await fetchMenu(page);
      const [a] = available(menu.products);
      const soldOut = menu.products.find((p) => p.soldOut)!;
      await open(page, '/', lang);
      await page.evaluate(
        ([a, soldOut]) => {
          const line = (p: typeof a, price: number) => ({
            id: p.id,
            size: p.sizes[0]!.size,
            nameEn: 'Old',
            nameAr: 'قديم',
            priceFils: price,
            image: null,
            quantity: 1,
          });
          localStorage.setItem(
            'cart',
            JSON.stringify([
              line(a, a.sizes[0]!.priceFils + 100),
              line(soldOut, 500),
              { ...line(a, 500), id: '00000000-0000-4000-8000-000000000000' },
            ]),
          );
        },
        [a!, soldOut] as const,
      );
      await page.reload();
      await expect(page.getByText(t(lang, 'cart.corrected'))).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
      expect(stored).toEqual([
        expect.objectContaining({ id: a!.id, priceFils: a!.sizes[0]!.priceFils, nameEn: a!.nameEn }),
      ]);
    });
  });
}

/** Whether the element is what the browser draws (and hits) at its centre: nothing covers it. */
const drawnOnTop = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
