import { randomInt } from 'node:crypto';
import { openSection, settleToasts, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, LANGS, shot, staffJourney, t, test } from './fixtures';

/**
 * Menu Setup without touching what the shop shows: the menu made here is a draft (the seeded
 * footer menu, older, stays the one shown), and it is deleted at the end.
 */
for (const lang of LANGS) {
  test.describe(`menu setup (${lang})`, staffJourney(lang), () => {
    test('create a draft menu, add, nest, reorder, edit and remove items, then delete it', async ({
      page,
    }, info) => {
      test.setTimeout(120_000); // many dialogs and two accessibility scans
      const tag = `${info.project.name}${randomInt(100_000, 999_999)}`;
      const name = `Summer ${tag}`;
      const m = (key: string, vars?: Record<string, string | number>) => t(lang, `admin-menu:${key}`, vars);
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'menu');
      await expect(page).toHaveURL(/\/admin\/menu/);
      await expect(page.getByRole('heading', { level: 1, name: m('title') })).toBeVisible();
      await expect(page.getByText(m('liveRule'))).toBeVisible();

      // The seeded menus, each the one its location shows, with today's four links.
      const menus = page.getByRole('region', { name: m('menus') });
      const main = menus.getByRole('button', { name: /Main Navigation/ });
      await expect(main).toContainText(m('live'));
      await expect(main).toContainText(m('locations.header'));
      await main.click();
      const items = page.getByRole('region', { name: m('itemsOf', { name: 'Main Navigation' }) });
      await expect(items.getByTestId('menu-item')).toHaveCount(4);
      await expect(items.getByTestId('menu-item').first()).toContainText(lang === 'ar' ? 'الرئيسية' : 'Home');

      // Create New Menu: the name is required.
      await page.getByRole('button', { name: m('createMenu') }).click();
      let dialog = page.getByRole('dialog', { name: m('dialogs.create') });
      await dialog.getByRole('button', { name: m('dialogs.createSave') }).click();
      await expect(dialog.getByText(m('validation.nameRequired'))).toBeVisible();
      await dialog.getByLabel(m('fields.name')).fill(name);
      await dialog.getByLabel(m('fields.location')).selectOption('footer');
      await dialog.getByRole('button', { name: m('dialogs.createSave') }).click();
      await expect(page.getByText(m('toasts.created'))).toBeVisible();
      await expect(dialog).toBeHidden();
      const mine = menus.getByRole('button', { name: new RegExp(name) });
      await expect(mine).toHaveAttribute('aria-current', 'true');
      await expect(mine).toContainText(m('draft'));
      const panel = page.getByRole('region', { name: m('itemsOf', { name }) });
      await expect(panel.getByText(m('emptyItems'))).toBeVisible();

      // Add Item: both titles required, a custom URL must be http(s) or a site path.
      const addItem = async (fill: (d: typeof dialog) => Promise<void>, title = m('dialogs.addItem')) => {
        dialog = page.getByRole('dialog', { name: title });
        await fill(dialog);
        await dialog.getByRole('button', { name: m('dialogs.saveItem') }).click();
      };
      await panel.getByRole('button', { name: m('addItem'), exact: true }).click();
      await addItem(async (d) => {
        await d.getByLabel(m('fields.titleEn')).fill('Offers');
        await d.getByLabel(m('fields.url')).fill('javascript:alert(1)');
      });
      await expect(dialog.getByText(m('validation.required'))).toBeVisible();
      await expect(dialog.getByText(m('validation.urlUnsafe'))).toBeVisible();
      await addItem(async (d) => {
        await d.getByLabel(m('fields.titleAr')).fill('العروض');
        await d.getByLabel(m('fields.url')).fill('https://example.com/offers');
        await d.getByLabel(m('fields.target')).selectOption('_blank');
      });
      await expect(page.getByText(m('toasts.itemAdded')).first()).toBeVisible();
      await expect(dialog).toBeHidden();

      await panel.getByRole('button', { name: m('addItem'), exact: true }).click();
      await addItem(async (d) => {
        await d.getByLabel(m('fields.titleEn')).fill('Shakes');
        await d.getByLabel(m('fields.titleAr')).fill('ميلك شيك');
        await d.getByLabel(m('fields.type')).selectOption('category');
        await d
          .getByLabel(m('fields.category'))
          .selectOption({ label: lang === 'ar' ? 'ميلك شيك' : 'Milkshakes' });
      });
      await expect(dialog).toBeHidden();
      const rows = panel.getByTestId('menu-item');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(1)).toContainText(
        `${m('types.category')} · ${lang === 'ar' ? 'ميلك شيك' : 'Milkshakes'}`,
      );

      // A sub-item under Offers (a page of the shop).
      const offers = lang === 'ar' ? 'العروض' : 'Offers';
      await panel.getByRole('button', { name: m('addChild', { item: offers }) }).click();
      await addItem(async (d) => {
        await expect(d.getByLabel(m('fields.parent'))).toHaveValue(/.+/);
        await d.getByLabel(m('fields.titleEn')).fill('Our story');
        await d.getByLabel(m('fields.titleAr')).fill('قصتنا');
        await d.getByLabel(m('fields.type')).selectOption('page');
        await d.getByLabel(m('fields.page')).selectOption('/about');
      }, m('dialogs.addChild'));
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText(lang === 'ar' ? 'قصتنا' : 'Our story');

      // Move Shakes above Offers (its child goes with it).
      const shakes = lang === 'ar' ? 'ميلك شيك' : 'Shakes';
      await settleToasts(page);
      await panel.getByRole('button', { name: m('moveUp', { item: shakes }) }).click();
      await expect(rows.nth(0)).toContainText(shakes);
      await expect(rows.nth(2)).toContainText(lang === 'ar' ? 'قصتنا' : 'Our story');
      await expect(panel.getByRole('button', { name: m('moveUp', { item: shakes }) })).toBeDisabled();
      await expectNoSeriousViolations(page);
      await shot(page, 'admin-menu', info.project.name, lang, true);

      // Edit: a new title.
      await settleToasts(page);
      await panel.getByRole('button', { name: t(lang, 'admin:actions.editItem', { item: shakes }) }).click();
      dialog = page.getByRole('dialog', { name: m('dialogs.editItem') });
      await expect(dialog.getByLabel(m('fields.category'))).not.toHaveValue('');
      await dialog.getByLabel(m('fields.titleEn')).fill('Shakes & more');
      await dialog.getByLabel(m('fields.titleAr')).fill('ميلك شيك وأكثر');
      await expectNoSeriousViolations(page);
      await shot(page, 'admin-menu-item-dialog', info.project.name, lang, true);
      await dialog.getByRole('button', { name: m('dialogs.saveItem') }).click();
      await expect(page.getByText(m('toasts.itemUpdated'))).toBeVisible();
      const renamed = lang === 'ar' ? 'ميلك شيك وأكثر' : 'Shakes & more';
      await expect(rows.nth(0)).toContainText(renamed);

      // Remove Offers: its sub-item goes with it.
      await panel
        .getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item: offers }) })
        .click();
      const confirm = page.getByRole('dialog', { name: m('confirm.deleteItemTitle', { name: offers }) });
      await expect(confirm).toContainText(m('confirm.deleteItemChildren'));
      await confirm.getByRole('button', { name: m('confirm.remove') }).click();
      await expect(page.getByText(m('toasts.itemRemoved'))).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(mine).toContainText(t(lang, 'admin-menu:itemCount_one', { count: 1 }));

      // Delete the menu.
      await panel.getByRole('button', { name: m('deleteMenu', { name }) }).click();
      await page
        .getByRole('dialog', { name: m('confirm.deleteMenuTitle', { name }) })
        .getByRole('button', { name: t(lang, 'admin:actions.delete') })
        .click();
      await expect(page.getByText(m('toasts.deleted'))).toBeVisible();
      await expect(mine).toBeHidden();
    });
  });
}
