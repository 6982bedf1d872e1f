import { randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { formatMoney } from '../src/common/money';
import { openSection, signInToAdmin } from './admin-helpers';
import { downloaded, placeOrder } from './admin-report-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, LANGS, shot, staffJourney, t, test } from './fixtures';

for (const lang of LANGS) {
  test.describe(`customers (${lang})`, staffJourney(lang), () => {
    test('search, view, edit (e-mail locked), export and delete a customer', async ({
      page,
      request,
    }, info) => {
      const tag = `${info.project.name}${randomInt(100_000, 999_999)}`;
      const name = `مريم الكعبي ${tag}`;
      const email = `mariam-${tag}@example.com`;
      const first = await placeOrder(page, request, {
        name,
        email,
        carPlate: 'AD 7 4321',
        lang,
        status: 'completed',
      });
      const second = await placeOrder(page, request, {
        name,
        email,
        carPlate: 'AD 7 4321',
        lang,
        quantity: 2,
      });

      await signInToAdmin(page, lang);
      await openSection(page, lang, 'customers');
      await expect(page).toHaveURL(/\/admin\/customers$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-customers:title') }),
      ).toBeVisible();

      await page.getByRole('searchbox', { name: t(lang, 'admin-customers:search') }).fill(tag);
      await expect(page).toHaveURL(new RegExp(`q=${tag}`));
      const rows = page.getByRole('table', { name: t(lang, 'admin-customers:caption') }).locator('tbody tr');
      await expect(rows).toHaveCount(1);
      const row = rows.first();
      await expect(row).toContainText(name);
      await expect(row).toContainText(email);
      await expect(row.locator('[data-plate="AD 7 4321"]')).toBeVisible();
      // Two orders, one of them completed, and what they add up to.
      const counted = (key: string, n: number) =>
        t(lang, `admin-customers:${key}_${new Intl.PluralRules(lang).select(n)}`, { formatted: n });
      await expect(row).toContainText(counted('orderCount', 2));
      await expect(row).toContainText(counted('completedCount', 1));
      await expect(row).toContainText(formatMoney(first.order.totalFils + second.order.totalFils, lang));
      await expectNoSeriousViolations(page);
      await shot(page, 'customers', info.project.name, lang);

      const item = t(lang, 'admin-customers:customerLabel', { name });
      // View: personal information and both orders, newest first.
      await row.getByRole('button', { name: t(lang, 'admin:actions.viewItem', { item }) }).click();
      const view = page.getByRole('dialog', { name: t(lang, 'admin-customers:view.title') });
      await expect(
        view.getByRole('heading', { name: t(lang, 'admin-customers:view.personal') }),
      ).toBeVisible();
      const history = view.getByRole('listitem');
      await expect(history).toHaveCount(2);
      await expect(history.nth(0)).toContainText(`#${second.order.number}`);
      await expect(history.nth(1)).toContainText(`#${first.order.number}`);
      await expect(history.nth(1).locator('[data-status="completed"]')).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'customer-view', info.project.name, lang);
      await view.getByRole('button', { name: t(lang, 'admin:actions.edit'), exact: true }).click();

      // Edit: the e-mail is shown but cannot be changed.
      const edit = page.getByRole('dialog', { name: t(lang, 'admin-customers:edit.title') });
      await expect(edit.getByLabel(t(lang, 'admin-customers:fields.email'))).toBeDisabled();
      await expect(edit.getByLabel(t(lang, 'admin-customers:fields.email'))).toHaveValue(email);
      await edit.getByLabel(t(lang, 'admin-customers:fields.name')).fill('');
      await edit.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(edit.getByText(t(lang, 'validation.required'))).toBeVisible();
      await edit.getByLabel(t(lang, 'admin-customers:fields.name')).fill(name);
      await edit.getByLabel(t(lang, 'admin-customers:fields.phone')).fill('050 123 4567');
      // The plate is edited as at checkout: emirate, code and number (decision 071).
      await expect(edit.getByLabel(t(lang, 'plate.emirate'), { exact: true })).toHaveValue('abu_dhabi');
      await expect(edit.getByLabel(t(lang, 'plate.code'), { exact: true })).toHaveValue('7');
      await expect(edit.getByLabel(t(lang, 'plate.number'), { exact: true })).toHaveValue('4321');
      await edit.getByLabel(t(lang, 'plate.emirate'), { exact: true }).selectOption('dubai');
      await edit.getByLabel(t(lang, 'plate.code'), { exact: true }).fill('q');
      await edit.getByLabel(t(lang, 'plate.number'), { exact: true }).fill('٧٧٧');
      await shot(page, 'customer-edit', info.project.name, lang);
      await edit.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(page.getByText(t(lang, 'admin-customers:updated'))).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(row.locator('[data-plate="DXB Q 777"]')).toBeVisible();
      await expect(row).toContainText('050 123 4567');

      // Export: the current search, as customers.csv with a BOM; the Arabic name intact.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t(lang, 'admin-customers:export') }).click(),
      ]);
      const file = await downloaded(download);
      expect(file.name).toBe('customers.csv');
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = parse(file.text, { bom: true }) as string[][];
      expect(csv[0]).toEqual([
        'ID / المعرّف',
        'Name / الاسم',
        'Email / البريد الإلكتروني',
        'Phone / الهاتف',
        'Car Plate / رقم اللوحة',
        'Created At / تاريخ الإنشاء',
        'Total Orders / عدد الطلبات',
        'Total Spent / إجمالي الإنفاق',
      ]);
      expect(csv).toHaveLength(2);
      const spent = ((first.order.totalFils + second.order.totalFils) / 100).toFixed(2);
      expect(csv[1]!.slice(1)).toEqual([
        name,
        email,
        '050 123 4567',
        'DXB Q 777',
        expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        '2',
        spent,
      ]);

      // Delete: asks first; the orders stay (the orders list still finds them by the name).
      await row.getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item }) }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText(t(lang, 'admin-customers:deleteMessage'));
      await expectNoSeriousViolations(page);
      await confirm.getByRole('button', { name: t(lang, 'admin:actions.delete'), exact: true }).click();
      await expect(page.getByText(t(lang, 'admin-customers:deleted'))).toBeVisible();
      await expect(page.getByText(t(lang, 'admin-customers:empty'))).toBeVisible();
      const order = await request.get(first.trackingPath.replace('/orders/', '/api/orders/'));
      expect(order.status()).toBe(200);
      expect(((await order.json()) as { customerName: string }).customerName).toBe(name);
    });
  });
}
