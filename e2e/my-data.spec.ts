import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createVerifiedAccount, signIn, uniqueEmail } from './account-helpers';
import { downloaded, placeOrder } from './admin-report-helpers';
import { expectNoSeriousViolations } from './axe';
import {
  customerJourney,
  expect,
  type Lang,
  LANGS,
  lookAt,
  open,
  shot,
  sizeName,
  t,
  test,
  untilHydrated,
} from './fixtures';
import { latestMailTo } from './mailbox';
import type { MyData } from '../src/features/accounts/my-data.schema';

const tab = (page: Page, lang: Lang) => page.getByRole('tab', { name: t(lang, 'my-data:tab') });
const section = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: t(lang, 'my-data:section.heading') });

for (const lang of LANGS) {
  test.describe(`a customer's own data (${lang})`, customerJourney(lang), () => {
    test('downloads their data as a file and reads it as a page', async ({ page }, info) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(`mydata-${lang}`, info.project.name);
      const name = lang === 'ar' ? 'مريم البيانات' : 'Mariam Data';
      await createVerifiedAccount(page.request, { name, email, password: 'passion-fruit-9' });
      await signIn(page, lang, email, 'passion-fruit-9');
      const plate = `AD 5 ${randomInt(100, 99999)}`;
      // Placed with the session (page.request shares the page's cookies): the account's order.
      const placed = await placeOrder(page, page.request, {
        name,
        email,
        carPlate: plate,
        lang,
        status: 'completed',
      });

      await open(page, '/profile', lang);
      await tab(page, lang).click();
      await expect(page).toHaveURL(/\/profile\?tab=data$/);
      const mine = section(page, lang);
      await expect(mine.getByRole('heading', { name: t(lang, 'my-data:download.heading') })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'my-data-tab', info.project.name, lang);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        mine.getByRole('link', { name: t(lang, 'my-data:download.json') }).click(),
      ]);
      const file = await downloaded(download);
      expect(file.name).toMatch(/^aseer-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(file.text) as MyData;
      expect(data.account).toMatchObject({ name, email, emailConfirmed: true });
      expect(data.orders.map((o) => o.number)).toEqual([placed.order.number]);
      expect(data.orders[0]).toMatchObject({
        carPlate: plate,
        status: 'completed',
        totalFils: placed.order.totalFils,
      });

      await mine.getByRole('link', { name: t(lang, 'my-data:download.page') }).click();
      await expect(page).toHaveURL(/\/profile\/data$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'my-data:page.heading') }),
      ).toBeVisible();
      const orders = page.getByRole('region', { name: t(lang, 'my-data:orders.heading') });
      await expect(orders.getByRole('heading', { name: `#${placed.order.number}` })).toBeVisible();
      await expect(orders).toContainText(plate);
      await expect(orders).toContainText(t(lang, 'orderStatus.completed'));
      await expect(orders.getByRole('cell', { name: sizeName(lang, 'large'), exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: t(lang, 'my-data:account.heading') })).toContainText(
        email,
      );
      await expect(page.getByRole('button', { name: t(lang, 'my-data:page.print') })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'my-data-page', info.project.name, lang, true);
      await lookAt(orders, `my-data-page-orders-${lang}-${info.project.name}`);

      // Opened directly (a reload, a bookmark): the server's page, the same data.
      await open(page, '/profile/data', lang);
      await expect(orders.getByRole('heading', { name: `#${placed.order.number}` })).toBeVisible();
    });

    test('deletes the account with the password, sees the confirmation, and can no longer sign in', async ({
      page,
    }, info) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(`delete-${lang}`, info.project.name);
      const password = 'passion-fruit-9';
      await createVerifiedAccount(page.request, { name: lang === 'ar' ? 'خالد' : 'Khalid', email, password });
      await signIn(page, lang, email, password);

      await open(page, '/profile?tab=data', lang);
      await section(page, lang)
        .getByRole('button', { name: t(lang, 'my-data:delete.open') })
        .click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'my-data:delete.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t(lang, 'my-data:delete.goes.cars'));
      await expect(dialog).toContainText(t(lang, 'my-data:delete.stays.orders'));
      await expectNoSeriousViolations(page);
      await shot(page, 'my-data-delete-dialog', info.project.name, lang);

      // A wrong password deletes nothing and says so on the field.
      const field = dialog.getByLabel(t(lang, 'my-data:delete.password'), { exact: true });
      await field.fill('not-my-password');
      await dialog.getByRole('button', { name: t(lang, 'my-data:delete.confirm'), exact: true }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');

      await field.fill(password);
      await dialog.getByRole('button', { name: t(lang, 'my-data:delete.confirm'), exact: true }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'my-data:deleted.title') }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toContainText(email);
      await shot(page, 'my-data-deleted', info.project.name, lang);
      const mail = await latestMailTo(email, {
        match: (m) => m.subject.includes('Your account has been deleted'),
      });
      expect(mail.text).toContain('حذفنا حسابك');

      await page.getByRole('link', { name: t(lang, 'my-data:deleted.home') }).click();
      await expect(page).toHaveURL(/\/$/);
      // The session is gone: the profile sends to the sign-in, and the password no longer opens it.
      await page.goto('/profile');
      await expect(page).toHaveURL(/\/login$/);
      await untilHydrated(page);
      await page.getByLabel(t(lang, 'account:fields.email'), { exact: true }).fill(email);
      await page.getByLabel(t(lang, 'account:fields.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t(lang, 'account:login.submit'), exact: true }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: t(lang, 'account:login.invalid') }),
      ).toBeVisible();
    });
  });
}
