import type { Locator, Page } from '@playwright/test';
import type { MenuProduct, MenuSize } from '../src/features/catalog/catalog.schema';
import { expect, type Lang, name, t } from './fixtures';

/** A product's row (or card) on the menu, found by its name in the page's language. */
export const cardOf = (page: Page, lang: Lang, p: MenuProduct) =>
  page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { level: 3, name: name(lang, p), exact: true }) });

/** The size sheet a product's Add button opens when it has several sizes. */
export const sheetOf = (page: Page, lang: Lang, p: MenuProduct) =>
  page.getByRole('dialog', { name: name(lang, p) });

/** A product's Add button on its row (its name is the same on a phone, where only + shows). */
export const addButtonOf = (page: Page, lang: Lang, p: MenuProduct) =>
  cardOf(page, lang, p).getByRole('button', { name: t(lang, 'cart.add'), exact: true });

/** A product's size by its key, named as the owner names it on the menu ("Small", «صغير»). */
const sizeOf = (lang: Lang, p: MenuProduct, size: MenuSize['size']) =>
  name(
    lang,
    p.sizes.find((s) => s.size === size)!,
  );

/** "Small AED 12.00": a size's radio in the sheet, named by its size and price. */
export const sizeRadio = (page: Page, lang: Lang, p: MenuProduct, size: MenuSize['size']) =>
  sheetOf(page, lang, p).getByRole('radio', { name: new RegExp(`^${sizeOf(lang, p, size)}\\s`) });

/**
 * Adds a product from the open menu as a customer does: Add on its row, then, when it has several
 * sizes, the size in the sheet (the first available one is already chosen) and the sheet's Add.
 */
export async function addFromMenu(page: Page, lang: Lang, p: MenuProduct, size?: MenuSize['size']) {
  await addButtonOf(page, lang, p).click();
  if (p.sizes.length === 1 && p.optionGroupIds.length === 0) return;
  const sheet = sheetOf(page, lang, p);
  await expect(sheet).toBeVisible();
  if (size) await sizeRadio(page, lang, p, size).check();
  await sheet.getByRole('button', { name: t(lang, 'cart.add') }).click();
  await expect(sheet).toBeHidden();
  // The sheet hands focus back to the product's Add button a moment after it is gone (Radix, in a
  // timer). A dialog opened before that (the cart, tapped at once) would see focus leave it and close.
  await expect(addButtonOf(page, lang, p)).toBeFocused();
}

/** The toast an add raises: "Orange Juice (Small) added to your cart". */
export const addedText = (lang: Lang, p: MenuProduct, size?: MenuSize['size']) =>
  t(lang, 'menu:added', { item: size ? `${name(lang, p)} (${sizeOf(lang, p, size)})` : name(lang, p) });

/** A 44×44 px target, measured to the pixel (a toast may still be settling into place by a fraction). */
export async function expectThumbTarget(target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(Math.round(box.width), 'width').toBeGreaterThanOrEqual(44);
  expect(Math.round(box.height), 'height').toBeGreaterThanOrEqual(44);
}

/**
 * Every text a toast shows from now on, as it appears (a new toast, or one replaced in place: the
 * "added" toast keeps its id). A toast lasts 4 s: on a host busy with other journeys, a check that
 * starts after a slow sheet closes can begin once it has gone. Read with `expect.poll(shown)`,
 * where seeing it in the moment is not the point.
 */
export async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { toastsShown: string[] }).toastsShown = log;
    const note = (toast: Element | null | undefined) => {
      const text = toast?.textContent;
      if (text && log.at(-1) !== text) log.push(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        note(target?.closest('[data-sonner-toast]'));
        for (const node of record.addedNodes)
          if (node instanceof Element) node.querySelectorAll('[data-sonner-toast]').forEach(note);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
}
