import { randomInt } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { formatMoney } from '../src/common/money';
import type { Dashboard } from '../src/features/dashboard/dashboard.schema';
import type { EmployeeOption } from '../src/features/orders/orders.schema';
import { ORIGIN } from './account-helpers';
import { openSection, signInToAdmin } from './admin-helpers';
import { downloaded, placeOrder } from './admin-report-helpers';
import { expectNoSeriousViolations } from './axe';
import { orderable } from './checkout-helpers';
import { expect, fetchMenu, LANGS, name, shot, staffJourney, t, test } from './fixtures';

/** Each run of this journey credits its own employee, so runs in parallel do not mix. */
const RUN_INDEX: Record<string, number> = { 'ar/phone': 0, 'ar/desktop': 1, 'en/phone': 2, 'en/desktop': 3 };

for (const lang of LANGS) {
  test.describe(`dashboard (${lang})`, staffJourney(lang), () => {
    test('shows the figures of placed orders, refuses an open-ended custom range, and downloads a report', async ({
      page,
      request,
    }, info) => {
      const employees = (await (await request.get('/api/employees')).json()) as EmployeeOption[];
      const employee = employees[RUN_INDEX[`${lang}/${info.project.name}`]!]!;
      const product = orderable((await fetchMenu(page)).products)[0]!;
      const tag = `${info.project.name}${randomInt(100_000, 999_999)}`;
      // A big completed order credited to the employee (enough to rank; marked paid below, as only
      // orders handed over and paid are sales), and a cancelled one that must not count.
      // Sixty large drinks paid at the car are past Settings → Store → Large orders for a customer:
      // the owner's own account places it (a staff account's order is exempt, decision 066).
      await signInToAdmin(page, lang);
      const big = await placeOrder(page, page.request, {
        name: `Dash ${tag}`,
        email: `dash-${tag}@example.com`,
        carPlate: 'SHJ 3 3333',
        lang,
        quantity: 60,
        employeeId: employee.id,
        status: 'completed',
      });
      await placeOrder(page, request, {
        name: `Dash ${tag}`,
        email: `dash-${tag}@example.com`,
        carPlate: 'SHJ 3 3333',
        lang,
        quantity: 1,
        status: 'cancelled',
      });

      const paid = await page.request.post(`/api/admin/orders/${big.order.id}/paid`, {
        headers: { Origin: ORIGIN },
        data: { method: 'card' },
      });
      expect(paid.ok()).toBe(true);
      await page.reload(); // signing in landed on the dashboard, read before the payment
      await openSection(page, lang, 'dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-dashboard:title') }),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: t(lang, 'admin-dashboard:period.week') })).toBeChecked();

      const panel = (key: string) =>
        page.getByRole('region', { name: t(lang, `admin-dashboard:${key}.title`) });
      await expect(panel('trend').locator('canvas')).toBeVisible();
      await expect(panel('products').getByText(name(lang, product), { exact: true })).toBeVisible();
      await expect(panel('employees').getByText(name(lang, employee), { exact: true })).toBeVisible();
      await expect(panel('times').getByRole('listitem')).toHaveCount(3);
      // The screen says what the server computed for the week: the employee's sales and order count.
      const week = (await (await page.request.get('/api/admin/dashboard?period=week')).json()) as Dashboard;
      const theirs = week.topEmployees.find((e) => e.id === employee.id)!;
      const employeeRow = panel('employees')
        .getByRole('listitem')
        .filter({ hasText: name(lang, employee) });
      await expect(employeeRow).toContainText(formatMoney(theirs.salesFils, lang));
      const plural = new Intl.PluralRules(lang).select(theirs.orders);
      const formatted = new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-US').format(theirs.orders);
      await expect(employeeRow).toContainText(
        t(lang, `admin-dashboard:employees.orders_${plural}`, { formatted }),
      );
      await expectNoSeriousViolations(page);
      await shot(page, 'dashboard', info.project.name, lang, true);

      // Download Report: the top products of the week, names in the screen's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel('products')
          .getByRole('link', { name: t(lang, 'admin-dashboard:download') })
          .click(),
      ]);
      const file = await downloaded(download);
      expect(file.name).toBe('top-products-week.csv');
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parse(file.text, { bom: true }) as string[][];
      expect(rows[0]).toEqual(['Product / المنتج', 'Quantity Sold / الكمية المبيعة', 'Revenue / الإيرادات']);
      expect(rows.map((r) => r[0])).toContain(name(lang, product));

      // Custom range: without an end date nothing loads and the screen says why.
      await page.getByText(t(lang, 'admin-dashboard:period.custom'), { exact: true }).click();
      await page.getByLabel(t(lang, 'admin-dashboard:period.start')).fill('2026-01-01');
      await expect(
        page.getByRole('alert').filter({ hasText: t(lang, 'admin-dashboard:validation.datesRequired') }),
      ).toBeVisible();
      await expect(panel('trend')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await shot(page, 'dashboard-custom', info.project.name, lang);
      const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
      await page.getByLabel(t(lang, 'admin-dashboard:period.end')).fill(today);
      await expect(panel('employees').getByText(name(lang, employee), { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`period=custom&from=2026-01-01&to=${today}`));
    });

    test('a failed load shows the error view, and Try Again loads the figures', async ({ page }, info) => {
      // The server fails from the start: signing in lands on the dashboard.
      const dashboardApi = (url: URL) => url.pathname === '/api/admin/dashboard';
      await page.route(dashboardApi, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'internal',
              message_en: 'Something went wrong on our side. Please try again.',
              message_ar: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
            },
          }),
        }),
      );
      await signInToAdmin(page, lang);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { name: t(lang, 'admin-dashboard:error.title') })).toBeVisible({
        timeout: 10_000,
      });
      await expect(page.getByText(t(lang, 'admin-dashboard:error.salesFailed'))).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'dashboard-error', info.project.name, lang);
      await page.unroute(dashboardApi);
      await page.getByRole('button', { name: t(lang, 'actions.tryAgain') }).click();
      await expect(
        page.getByRole('region', { name: t(lang, 'admin-dashboard:trend.title') }).locator('canvas'),
      ).toBeVisible();
    });
  });
}
