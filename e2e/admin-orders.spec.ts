import { randomInt } from 'node:crypto';
import { ORIGIN } from './account-helpers';
import { createStaff, openSection, signInToAdmin } from './admin-helpers';
import { placeGuestOrder } from './admin-orders-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, LANGS, name, oneScreen, open, shot, sizeName, staffJourney, t, test } from './fixtures';

const iso = (text: string) => `\u2066${text}\u2069`;

for (const lang of LANGS) {
  test.describe(`orders (${lang})`, staffJourney(lang), () => {
    test('the owner searches, filters, sorts, edits, views the history, prints and deletes', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000); // one journey through the whole screen, with four accessibility scans
      const token = `Qz${randomInt(100_000, 999_999)}`;
      await signInToAdmin(page, lang);
      const me = (await (await page.request.get('/api/admin/me')).json()) as { name: string };
      const [employee] = (await (await page.request.get('/api/employees')).json()) as {
        nameEn: string;
        nameAr: string;
      }[];
      const staffName = name(lang, employee!);
      const small = (
        await placeGuestOrder(page, request, { name: `Rashid ${token}`, carPlate: 'DXB G 1234', lang })
      ).order;
      const big = (
        await placeGuestOrder(page, request, {
          name: `Shamma ${token}`,
          carPlate: 'SHJ 3 5678',
          lang,
          quantity: 3,
        })
      ).order;

      await openSection(page, lang, 'orders');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-orders:orders.title') }),
      ).toBeVisible();
      const rows = page
        .getByRole('table', { name: t(lang, 'admin-orders:orders.caption') })
        .locator('tbody tr');
      const search = page.getByRole('searchbox', { name: t(lang, 'admin-orders:orders.search') });
      await search.fill(token.toLowerCase());
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(`#${big.number}`); // newest first
      await expect(rows.nth(0)).toContainText('SHJ 3 5678');
      await expect(rows.nth(0)).toContainText(t(lang, 'admin-orders:orders.unassigned'));
      const sort = page.getByRole('combobox', { name: t(lang, 'admin-orders:orders.sort') });
      await sort.selectOption('lowest');
      await expect(rows.nth(0)).toContainText(`#${small.number}`);
      await sort.selectOption('highest');
      await expect(rows.nth(0)).toContainText(`#${big.number}`);
      await expectNoSeriousViolations(page);
      await shot(page, 'orders-table', info.project.name, lang);

      // Edit: a sales employee, processing, paid.
      const label = (n: number) => t(lang, 'admin-orders:orders.orderLabel', { number: `#${n}` });
      const smallRow = rows.filter({ hasText: `#${small.number}` });
      await smallRow
        .getByRole('button', { name: t(lang, 'admin:actions.editItem', { item: label(small.number) }) })
        .click();
      const edit = page.getByRole('dialog', {
        name: t(lang, 'admin-orders:edit.title', { number: iso(`#${small.number}`) }),
      });
      await edit.getByLabel(t(lang, 'admin-orders:edit.status'), { exact: true }).selectOption('processing');
      await edit.getByLabel(t(lang, 'admin-orders:edit.employee')).selectOption({ label: staffName });
      await edit.getByLabel(t(lang, 'admin-orders:edit.paymentStatus')).selectOption('paid');
      await expectNoSeriousViolations(page);
      await shot(page, 'orders-edit', info.project.name, lang);
      await edit.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(page.getByText(t(lang, 'admin-orders:orders.updated'))).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(smallRow).toContainText(staffName);
      await expect(smallRow.locator('[data-status]')).toHaveAttribute('data-status', 'processing');

      // Filters: employee, unassigned, status; search by order number.
      const employeeFilter = page.getByRole('combobox', {
        name: t(lang, 'admin-orders:orders.employeeFilter'),
      });
      await employeeFilter.selectOption({ label: staffName });
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0)).toContainText(`#${small.number}`);
      await employeeFilter.selectOption('unassigned');
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0)).toContainText(`#${big.number}`);
      await employeeFilter.selectOption('');
      const statusFilter = page.getByRole('combobox', { name: t(lang, 'admin-orders:orders.statusFilter') });
      await statusFilter.selectOption('processing');
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0)).toContainText(`#${small.number}`);
      await statusFilter.selectOption('');
      await search.fill(`#${big.number}`);
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0)).toContainText(`Shamma ${token}`);
      await search.fill(token);
      await expect(rows).toHaveCount(2);

      // View: items with sizes, payment, and the history with who changed what.
      await smallRow
        .getByRole('button', { name: t(lang, 'admin:actions.viewItem', { item: label(small.number) }) })
        .click();
      const view = page.getByRole('dialog', {
        name: t(lang, 'admin-orders:view.title', { number: iso(`#${small.number}`) }),
      });
      await expect(view).toContainText(t(lang, 'admin-orders:view.placed'));
      const status = (s: string) => t(lang, `orderStatus.${s}`);
      await expect(view).toContainText(
        t(lang, 'admin-orders:view.changed', { from: status('pending'), to: status('processing') }),
      );
      await expect(view).toContainText(t(lang, 'admin-orders:view.by', { name: me.name }));
      await expect(view).toContainText(sizeName(lang, 'large'));
      await expect(view).toContainText(
        `${t(lang, 'admin-orders:paymentMethod.card')} · ${t(lang, 'admin-orders:paymentStatus.paid')}`,
      );
      await expectNoSeriousViolations(page);
      await shot(page, 'orders-view', info.project.name, lang);

      // The printable receipt.
      await view.getByRole('link', { name: t(lang, 'admin-orders:view.receipt') }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${small.id}/receipt$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        t(lang, 'admin-orders:receipt.taxInvoice'),
      );
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        t(lang === 'ar' ? 'en' : 'ar', 'admin-orders:receipt.taxInvoice'),
      );
      await expect(page.locator('#order-receipt')).toContainText(`#${small.number}`);
      await expect(page.locator('#order-receipt')).toContainText(
        t(lang, 'admin-orders:receipt.vat', { rate: 5 }),
      );
      await expect(page.getByRole('button', { name: t(lang, 'admin:print.button') })).toBeEnabled();
      await expectNoSeriousViolations(page);
      await shot(page, 'orders-receipt', info.project.name, lang);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: t(lang, 'admin:print.button') })).toBeHidden();
      await expect(page.locator('#order-receipt')).toBeVisible();
      await shot(page, 'orders-receipt-print', info.project.name, lang);
      await page.emulateMedia({ media: 'screen' });
      await page.goBack();

      // Delete, after confirming.
      await expect(rows).toHaveCount(2);
      await rows
        .filter({ hasText: `#${big.number}` })
        .getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item: label(big.number) }) })
        .click();
      const confirm = page.getByRole('dialog', {
        name: t(lang, 'admin-orders:orders.deleteTitle', { number: iso(`#${big.number}`) }),
      });
      await expect(confirm).toContainText(t(lang, 'admin-orders:orders.deleteMessage'));
      await confirm.getByRole('button', { name: t(lang, 'admin:actions.delete') }).click();
      await expect(page.getByText(t(lang, 'admin-orders:orders.deleted'))).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(rows.nth(0)).toContainText(`#${small.number}`);
    });

    test('a staff member can view and edit orders but is not offered delete', async ({
      page,
      request,
    }, info) => {
      const token = `Qs${randomInt(100_000, 999_999)}`;
      const staff = await createStaff(request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      const order = (
        await placeGuestOrder(page, request, { name: `Afra ${token}`, carPlate: 'AJM B 4321', lang })
      ).order;
      await open(page, `/admin/orders?q=${token}`, lang);
      const rows = page
        .getByRole('table', { name: t(lang, 'admin-orders:orders.caption') })
        .locator('tbody tr');
      await expect(rows).toHaveCount(1);
      const item = t(lang, 'admin-orders:orders.orderLabel', { number: `#${order.number}` });
      await expect(
        rows.getByRole('button', { name: t(lang, 'admin:actions.editItem', { item }) }),
      ).toBeVisible();
      await expect(
        rows.getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item }) }),
      ).toHaveCount(0);
    });
  });

  test.describe(`orders on the counter's tablet (${lang})`, oneScreen, () => {
    test('at 1024×768 the list fits without scrolling sideways; a tap on a row opens the order; a partly refunded one says so', async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      const token = `Qt${randomInt(100_000, 999_999)}`;
      await signInToAdmin(page, lang);
      const refunded = (
        await placeGuestOrder(page, request, { name: `Hamdan ${token}`, carPlate: 'AD 5 2468', lang })
      ).order;
      const unpaid = (
        await placeGuestOrder(page, request, { name: `Noura ${token}`, carPlate: 'AD 7 1357', lang })
      ).order;
      const post = (path: string, data: unknown) =>
        page.request.post(`/api/admin/orders/${refunded.id}${path}`, { headers: { Origin: ORIGIN }, data });
      expect((await post('/paid', { method: 'card' })).status()).toBe(200);
      expect(
        (await post('/refunds', { amountFils: 500, method: 'card', reason: 'missing_item' })).status(),
      ).toBe(201);

      await open(page, `/admin/orders?q=${token}&sort=oldest`, lang);
      const table = page.getByRole('table', { name: t(lang, 'admin-orders:orders.caption') });
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(2);
      // Every column on screen: the table's box scrolls nothing sideways, its last column is in view.
      const region = page.getByRole('region', { name: t(lang, 'admin-orders:orders.caption') });
      expect(await region.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
      await expect(
        table.getByRole('columnheader', { name: t(lang, 'admin-orders:orders.columns.actions') }),
      ).toBeInViewport();
      await expect(rows.nth(0).locator('[data-payment-state]')).toHaveText(
        t(lang, 'admin-orders:paymentState.partly_refunded'),
      );
      await expect(
        rows.nth(1).getByRole('button', { name: t(lang, 'admin-orders:pay.markPaid') }),
      ).toBeVisible();
      await shot(page, 'orders-tablet', 'tablet', lang);

      // A tap on the customer's name (no button there) opens the order.
      await rows.nth(1).getByText(`Noura ${token}`).click();
      const view = page.getByRole('dialog', {
        name: t(lang, 'admin-orders:view.title', { number: iso(`#${unpaid.number}`) }),
        exact: true,
      });
      await expect(view).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(view).toHaveCount(0);
      // The Mark paid button in a row does its own thing, not open the order under it.
      await rows
        .nth(1)
        .getByRole('button', { name: t(lang, 'admin-orders:pay.markPaid') })
        .click();
      await expect(
        page.getByRole('dialog', {
          name: t(lang, 'admin-orders:pay.title', { number: iso(`#${unpaid.number}`) }),
        }),
      ).toBeVisible();
      await expect(view).toHaveCount(0);
    });
  });
}
