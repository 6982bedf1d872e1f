import type { Page } from '@playwright/test';
import { ORIGIN } from '../account-helpers';
import { openSection, settleToasts, signInToAdmin } from '../admin-helpers';
import { expectNoSeriousViolations } from '../axe';
import { customerJourney, expect, LANGS, open, shot, t, test } from '../fixtures';

const ADDED = ['Treats', 'Our story'];

/** Puts the seeded menus back as they were, whatever the journey left (its own additions removed). */
async function restoreMenus(page: Page) {
  const { menus } = (await (await page.request.get('/api/admin/menus')).json()) as {
    menus: { id: string }[];
  };
  for (const menu of menus) {
    const { items } = (await (await page.request.get(`/api/admin/menus/${menu.id}`)).json()) as {
      items: { id: string; titleEn: string }[];
    };
    for (const item of items.filter((i) => ADDED.includes(i.titleEn))) {
      await page.request.delete(`/api/admin/menus/${menu.id}/items/${item.id}`, {
        headers: { Origin: ORIGIN },
      });
    }
  }
}

/**
 * A navigation menu edited in Menu Setup and seen in the shop: a category link with a sub-item
 * opening another site in a new window (the header's dropdown on a computer, the phone menu's
 * nested list on a phone) and a page in the footer; then removed, and the shop is as before.
 */
for (const lang of LANGS) {
  test.describe(`navigation menus (${lang})`, customerJourney(lang), () => {
    test('a navigation menu edited and seen in the storefront', async ({ page, isMobile }, info) => {
      test.setTimeout(150_000);
      const m = (key: string, vars?: Record<string, string | number>) => t(lang, `admin-menu:${key}`, vars);
      const menuName = isMobile ? 'Mobile Menu' : 'Main Navigation';
      const ar = lang === 'ar';
      const treats = ar ? 'حلويات' : 'Treats';
      const offers = ar ? 'العروض' : 'Offers';
      const story = ar ? 'قصتنا' : 'Our story';
      await signInToAdmin(page, lang);
      await restoreMenus(page); // whatever an earlier, interrupted run left
      try {
        await openSection(page, lang, 'menu');
        const menus = page.getByRole('region', { name: m('menus') });
        const saveItem = async (fill: (d: ReturnType<Page['getByRole']>) => Promise<void>, title: string) => {
          const dialog = page.getByRole('dialog', { name: title });
          await fill(dialog);
          await dialog.getByRole('button', { name: m('dialogs.saveItem') }).click();
          await expect(dialog).toBeHidden();
        };

        // The header (or phone) menu: a category, and under it a link to another site in a new window.
        await menus.getByRole('button', { name: new RegExp(menuName) }).click();
        let panel = page.getByRole('region', { name: m('itemsOf', { name: menuName }) });
        await panel.getByRole('button', { name: m('addItem'), exact: true }).click();
        await saveItem(async (d) => {
          await d.getByLabel(m('fields.titleEn')).fill('Treats');
          await d.getByLabel(m('fields.titleAr')).fill('حلويات');
          await d.getByLabel(m('fields.type')).selectOption('category');
          await d.getByLabel(m('fields.category')).selectOption({ label: ar ? 'ميلك شيك' : 'Milkshakes' });
        }, m('dialogs.addItem'));
        await expect(page.getByText(m('toasts.itemAdded')).first()).toBeVisible();
        await panel.getByRole('button', { name: m('addChild', { item: treats }) }).click();
        await saveItem(async (d) => {
          await d.getByLabel(m('fields.titleEn')).fill('Offers');
          await d.getByLabel(m('fields.titleAr')).fill('العروض');
          await d.getByLabel(m('fields.url')).fill('https://example.com/offers');
          await d.getByLabel(m('fields.target')).selectOption('_blank');
        }, m('dialogs.addChild'));
        await expect(panel.getByTestId('menu-item')).toHaveCount(6);

        // The footer: a page of the shop.
        await menus.getByRole('button', { name: /Footer Links/ }).click();
        panel = page.getByRole('region', { name: m('itemsOf', { name: 'Footer Links' }) });
        await panel.getByRole('button', { name: m('addItem'), exact: true }).click();
        await saveItem(async (d) => {
          await d.getByLabel(m('fields.titleEn')).fill('Our story');
          await d.getByLabel(m('fields.titleAr')).fill('قصتنا');
          await d.getByLabel(m('fields.type')).selectOption('page');
          await d.getByLabel(m('fields.page')).selectOption('/about');
        }, m('dialogs.addItem'));
        await expect(panel.getByTestId('menu-item')).toHaveCount(5);

        // The shop shows them, in this language.
        await open(page, '/', lang);
        if (isMobile) {
          await page.getByRole('button', { name: t(lang, 'nav.openMenu') }).click();
          const nav = page.locator('#mobile-nav');
          await expect(nav.getByRole('link', { name: treats, exact: true })).toBeVisible();
          const external = nav.getByRole('link', { name: offers, exact: true });
          await expect(external).toHaveAttribute('href', 'https://example.com/offers');
          await expect(external).toHaveAttribute('target', '_blank');
          await expect(external).toHaveAttribute('rel', /noopener/);
          await expectNoSeriousViolations(page);
          await shot(page, 'storefront-mobile-menu', info.project.name, lang);
          await nav.getByRole('link', { name: treats, exact: true }).click();
        } else {
          const header = page.getByRole('banner');
          const toggle = header.getByRole('button', { name: treats, exact: true });
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          const external = header.getByRole('link', { name: offers, exact: true });
          await expect(external).toHaveAttribute('href', 'https://example.com/offers');
          await expect(external).toHaveAttribute('target', '_blank');
          await expect(external).toHaveAttribute('rel', /noopener/);
          await expectNoSeriousViolations(page);
          await shot(page, 'storefront-header-dropdown', info.project.name, lang);
          await page.keyboard.press('Escape');
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          await toggle.click();
          await header.getByRole('link', { name: treats, exact: true }).click();
        }
        await expect(page).toHaveURL(/\/menu#milkshakes$/);
        await expect(
          page.getByRole('heading', { level: 2, name: t(lang, 'footer.categories.milkshakes') }),
        ).toBeInViewport();

        const quick = page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: t(lang, 'footer.quickLinks') });
        await quick.scrollIntoViewIfNeeded();
        await shot(page, 'storefront-footer', info.project.name, lang);
        await quick.getByRole('link', { name: story, exact: true }).click();
        await expect(page).toHaveURL(/\/about$/);
        await expect(page).toHaveTitle(`${t(lang, 'about:title')} | ${t(lang, 'brand.name')}`);

        // Removed again in Menu Setup (the sub-item goes with its parent): the shop is as before.
        await open(page, '/admin/menu', lang);
        await menus.getByRole('button', { name: new RegExp(menuName) }).click();
        panel = page.getByRole('region', { name: m('itemsOf', { name: menuName }) });
        await panel
          .getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item: treats }) })
          .click();
        await page
          .getByRole('dialog', { name: m('confirm.deleteItemTitle', { name: treats }) })
          .getByRole('button', { name: m('confirm.remove') })
          .click();
        await expect(page.getByText(m('toasts.itemRemoved'))).toBeVisible();
        await expect(panel.getByTestId('menu-item')).toHaveCount(4);
        await settleToasts(page); // on a phone the toast sits over the footer menu's last row
        await menus.getByRole('button', { name: /Footer Links/ }).click();
        panel = page.getByRole('region', { name: m('itemsOf', { name: 'Footer Links' }) });
        await panel
          .getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item: story }) })
          .click();
        await page
          .getByRole('dialog', { name: m('confirm.deleteItemTitle', { name: story }) })
          .getByRole('button', { name: m('confirm.remove') })
          .click();
        await expect(panel.getByTestId('menu-item')).toHaveCount(4);

        await open(page, '/', lang);
        const links = isMobile
          ? page.locator('#mobile-nav')
          : page.getByRole('banner').getByRole('navigation', { name: t(lang, 'nav.label') });
        if (isMobile) await page.getByRole('button', { name: t(lang, 'nav.openMenu') }).click();
        await expect(links.getByRole('link')).toHaveText(
          ['nav.home', 'nav.menu', 'nav.about', 'nav.contact'].map((k) => t(lang, k)),
        );
        await expect(page.getByRole('contentinfo').getByRole('link', { name: story })).toHaveCount(0);
      } finally {
        await restoreMenus(page);
      }
    });
  });
}
