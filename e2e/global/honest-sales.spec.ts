import type { Page } from '@playwright/test';
import { formatMoney } from '../../src/common/money';
import type { Dashboard } from '../../src/features/dashboard/dashboard.schema';
import { ORIGIN } from '../account-helpers';
import { signInToAdmin } from '../admin-helpers';
import { expectNoSeriousViolations } from '../axe';
import { fillCart, fillPlate } from '../checkout-helpers';
import { customerJourney, expect, type Lang, LANGS, lookAt, open, t, test } from '../fixtures';

// The dashboard's figures for today are shop-wide: runs alone with the global journeys.
// Issue 23: today's sales leave out an open, unpaid order; it shows under "Open now" until it
// is handed over and paid, and then it is a sale.

const today = async (staff: Page) =>
  (await (await staff.request.get('/api/admin/dashboard?period=today')).json()) as Dashboard;

/** "2 orders · AED 51.00" as the screen writes a count and its value. */
const countAndValue = (lang: Lang, orders: number, fils: number) => {
  const formatted = new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-US').format(orders);
  const plural = new Intl.PluralRules(lang).select(orders);
  return `${t(lang, `admin-dashboard:apart.orders_${plural}`, { formatted })} · ${formatMoney(fils, lang)}`;
};

for (const lang of LANGS) {
  test.describe(`honest sales figures (${lang})`, customerJourney(lang), () => {
    test('an open unpaid order is not a sale but shows under Open now; handed over and paid, it is one', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(90_000); // two browsers on a busy machine
      const staff = await (
        await browser.newContext({ viewport: page.viewportSize() ?? undefined })
      ).newPage();
      await signInToAdmin(staff, lang);
      const before = await today(staff);

      // A customer orders through the storefront: received, not paid.
      await fillCart(page, [{ index: 0, size: 1, quantity: 2 }]);
      await open(page, '/checkout', lang);
      await page.getByLabel(t(lang, 'checkout:fields.name')).fill('Honest Sales');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`honest-${lang}-${info.project.name}-${Date.now()}@example.com`);
      await fillPlate(page, lang, { emirate: 'dubai', code: 'H', number: '2323' });
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?key=/);
      const id = new URL(page.url()).pathname.split('/').pop()!;
      const order = (await (await staff.request.get(`/api/admin/orders/${id}`)).json()) as {
        totalFils: number;
        paymentStatus: string;
        paymentMethod: string;
      };
      expect(order.paymentStatus).toBe('unpaid');

      // The dashboard for today: sales unchanged, Open now up by one order and by its total.
      const open1 = await today(staff);
      expect(open1.totals).toEqual(before.totals);
      expect(open1.openNow).toEqual({
        orders: before.openNow.orders + 1,
        totalFils: before.openNow.totalFils + order.totalFils,
      });
      await open(staff, '/admin?period=today', lang);
      const salesCard = staff
        .getByText(t(lang, 'admin-dashboard:totals.sales'), { exact: true })
        .locator('xpath=../..');
      await expect(salesCard).toContainText(formatMoney(before.totals.salesFils, lang));
      const openNow = staff.getByRole('region', { name: t(lang, 'admin-dashboard:apart.open') });
      await expect(openNow).toContainText(countAndValue(lang, open1.openNow.orders, open1.openNow.totalFils));
      await expectNoSeriousViolations(staff);

      // Handed over unpaid: still no sale, and the dashboard warns.
      for (const status of ['processing', 'ready', 'completed'])
        expect(
          (
            await staff.request.patch(`/api/admin/orders/${id}`, {
              headers: { Origin: ORIGIN },
              data: { status, unpaidReason: 'pays_later' },
            })
          ).ok(),
        ).toBe(true);
      const handed = await today(staff);
      expect(handed.totals).toEqual(before.totals);
      expect(handed.openNow).toEqual(before.openNow);
      expect(handed.unpaid.orders).toBe(open1.unpaid.orders + 1);
      await staff.reload();
      await expect(
        staff.getByRole('region', { name: t(lang, 'admin-dashboard:apart.unpaid') }),
      ).toContainText(countAndValue(lang, handed.unpaid.orders, handed.unpaid.totalFils));
      await lookAt(staff, `honest-sales-${lang}-${info.project.name}`, { fullPage: true });

      // Marked paid: the sales go up by the order's total, the orders by one.
      expect(
        (
          await staff.request.post(`/api/admin/orders/${id}/paid`, {
            headers: { Origin: ORIGIN },
            data: { method: order.paymentMethod },
          })
        ).ok(),
      ).toBe(true);
      const paid = await today(staff);
      expect(paid.totals.salesFils).toBe(before.totals.salesFils + order.totalFils);
      expect(paid.totals.orders).toBe(before.totals.orders + 1);
      expect(paid.unpaid.orders).toBe(open1.unpaid.orders);
      await staff.reload();
      await expect(salesCard).toContainText(formatMoney(paid.totals.salesFils, lang));
      await expect(
        staff
          .getByRole('region', { name: t(lang, 'admin-dashboard:methods.title') })
          .getByText(t(lang, `admin-dashboard:methods.${order.paymentMethod}`), { exact: true }),
      ).toBeVisible();
      await staff.context().close();
    });
  });
}
