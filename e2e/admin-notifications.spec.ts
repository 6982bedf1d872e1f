import { randomInt } from 'node:crypto';
import { expect as rawExpect, type Page } from '@playwright/test';
import { ORIGIN } from './account-helpers';
import { createStaff, signInToAdmin } from './admin-helpers';
import { placeGuestOrder } from './admin-orders-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, type Lang, LANGS, shot, staffJourney, t, test } from './fixtures';

const bell = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${t(lang, 'admin-notifications:title')}`) });
const badge = (page: Page) => page.getByTestId('notification-badge');

/** A sidebar section's link (the drawer opened on a phone); its name may end with a count, so it is matched by its start. */
async function sidebarLink(page: Page, lang: Lang, key: string) {
  await page.locator('#admin-main').waitFor();
  const menuButton = page.getByRole('button', { name: t(lang, 'admin:nav.open') });
  if (await menuButton.isVisible()) await menuButton.click();
  const nav = page.getByRole('navigation', { name: t(lang, 'admin:nav.label') }).filter({ visible: true });
  return nav.getByRole('link', { name: new RegExp(`^${t(lang, `admin:nav.${key}`)}`) });
}

for (const lang of LANGS) {
  test.describe(`notifications (${lang})`, staffJourney(lang), () => {
    test('a new order rings the bell live; Mark all as read clears the badge; View all leads to the order', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000); // one journey through bell, page and orders, with two accessibility scans
      const staff = await createStaff(request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Start from nothing unread (orders from other journeys keep arriving: retry until clear).
      await bell(page, lang).click();
      const menu = page.getByRole('menu');
      await expect(async () => {
        const markAll = menu.getByRole('menuitem', { name: t(lang, 'admin-notifications:markAllRead') });
        if ((await markAll.getAttribute('aria-disabled')) !== 'true') await markAll.click();
        await rawExpect(badge(page)).toBeHidden({ timeout: 1500 });
      }).toPass({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      // A customer orders from their car: the bell shows it without a reload.
      const tag = `${info.project.name}${randomInt(100_000, 999_999)}`;
      const placed = await placeGuestOrder(page, request, {
        name: `Salama ${tag}`,
        carPlate: 'AD 5 7788',
        lang,
      });
      await expect(badge(page)).toBeVisible({ timeout: 10_000 });
      await bell(page, lang).click();
      const title = t(lang, 'admin-notifications:kinds.new_order.title', {
        number: `\u2066#${placed.order.number}\u2069`,
      });
      const item = menu.getByRole('menuitem').filter({ hasText: title });
      await expect(item).toBeVisible();
      await expect(item).toContainText(`Salama ${tag}`);
      await expect(item.locator('[role="img"]')).toHaveAttribute(
        'aria-label',
        t(lang, 'admin-notifications:unread'),
      );
      await expectNoSeriousViolations(page);
      await shot(page, 'notifications-bell', info.project.name, lang);

      // Mark all as read: the badge goes, the list stays open and reads as read.
      await expect(async () => {
        await menu.getByRole('menuitem', { name: t(lang, 'admin-notifications:markAllRead') }).click();
        await rawExpect(badge(page)).toBeHidden({ timeout: 1500 });
      }).toPass({ timeout: 15_000 });
      await expect(item.locator('[role="img"]')).toHaveCount(0);

      // A click outside closes the dropdown.
      await page.mouse.click(5, 400);
      await expect(menu).toBeHidden();

      // From the keyboard: the bell opens with Enter, the arrow keys walk its notifications, Escape gives focus back.
      await bell(page, lang).focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(menu.locator(':focus')).toHaveAttribute('role', 'menuitem');
      await page.keyboard.press('End');
      await expect(
        menu.getByRole('menuitem', { name: t(lang, 'admin-notifications:viewAll') }),
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(bell(page, lang)).toBeFocused();

      // View all notifications: the page lists it; choosing it opens the order.
      await bell(page, lang).click();
      await menu.getByRole('menuitem', { name: t(lang, 'admin-notifications:viewAll') }).click();
      await expect(page).toHaveURL(/\/admin\/notifications$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-notifications:title') }),
      ).toBeVisible();
      const row = page.getByRole('link').filter({ hasText: title });
      await expect(row).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'notifications-page', info.project.name, lang);
      const filters = page.getByRole('group', { name: t(lang, 'admin-notifications:filterLabel') });
      await filters
        .getByRole('button', { name: t(lang, 'admin-notifications:filters.unread'), exact: true })
        .click();
      await expect(row).toBeHidden();
      await filters
        .getByRole('button', { name: t(lang, 'admin-notifications:filters.all'), exact: true })
        .click();
      await row.click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${placed.order.number}$`));
      await expect(
        page
          .getByRole('table')
          .locator('tbody tr')
          .filter({ hasText: `Salama ${tag}` }),
      ).toBeVisible();
    });
  });

  test.describe(`inbox (${lang})`, staffJourney(lang), () => {
    test('a contact message: unread in the sidebar, opened (read), marked unread, deleted', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      const tag = `${info.project.name}${randomInt(100_000, 999_999)}`;
      const name = lang === 'ar' ? `خالد ${tag}` : `Khalid ${tag}`;
      const sent = await request.post('/api/contact', {
        headers: { Origin: ORIGIN },
        data: {
          name,
          email: `khalid.${tag}@example.com`,
          phone: '+971 50 123 4567',
          message: `Do you have sugarcane juice? ${tag}`,
          locale: lang,
        },
      });
      expect(sent.status()).toBe(201);

      const manager = await createStaff(request, 'manager', info.project.name);
      await signInToAdmin(page, lang, manager);
      // The sidebar counts the unread messages (ours among them).
      const inboxLink = await sidebarLink(page, lang, 'inbox');
      await expect(inboxLink.getByTestId('inbox-unread')).toBeVisible();
      await expect(inboxLink.getByTestId('inbox-unread').locator('[aria-hidden="true"]')).toHaveText(
        /^([1-9]\d?|99\+)$/,
      );
      await inboxLink.click();
      await expect(page).toHaveURL(/\/admin\/inbox$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-notifications:inbox.title') }),
      ).toBeVisible();
      await page.getByRole('searchbox', { name: t(lang, 'admin-notifications:inbox.search') }).fill(tag);
      const rows = page
        .getByRole('table', { name: t(lang, 'admin-notifications:inbox.title') })
        .locator('tbody tr');
      await expect(rows).toHaveCount(1);
      const item = t(lang, 'admin-notifications:inbox.messageFrom', { name });
      await expect(
        rows
          .first()
          .getByRole('button', { name: t(lang, 'admin-notifications:inbox.markReadItem', { item }) }),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'inbox', info.project.name, lang);

      // Open: the whole message, and it becomes read.
      await rows
        .first()
        .getByRole('button', { name: t(lang, 'admin:actions.viewItem', { item }) })
        .click();
      const dialog = page.getByRole('dialog', { name: item });
      await expect(dialog).toContainText(`Do you have sugarcane juice? ${tag}`);
      await expect(dialog.locator('bdi', { hasText: '+971 50 123 4567' })).toBeVisible();
      await expect(
        rows
          .first()
          .getByRole('button', { name: t(lang, 'admin-notifications:inbox.markUnreadItem', { item }) }),
      ).toBeAttached();
      await expectNoSeriousViolations(page);
      await shot(page, 'inbox-message', info.project.name, lang);

      // Mark as unread from the message.
      await dialog.getByRole('button', { name: t(lang, 'admin-notifications:inbox.markUnread') }).click();
      await expect(page.getByText(t(lang, 'admin-notifications:inbox.markedUnread'))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(
        rows
          .first()
          .getByRole('button', { name: t(lang, 'admin-notifications:inbox.markReadItem', { item }) }),
      ).toBeVisible();

      // Delete, after confirming.
      await rows
        .first()
        .getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item }) })
        .click();
      const confirm = page.getByRole('dialog', {
        name: t(lang, 'admin-notifications:inbox.deleteTitle', { name }),
      });
      await expect(confirm).toContainText(t(lang, 'admin-notifications:inbox.deleteMessage'));
      await confirm.getByRole('button', { name: t(lang, 'admin:actions.delete') }).click();
      await expect(page.getByText(t(lang, 'admin-notifications:inbox.deleted'))).toBeVisible();
      await expect(page.getByText(t(lang, 'admin-notifications:inbox.noMatch'))).toBeVisible();
    });
  });
}
