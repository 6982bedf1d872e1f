// With the global journeys (one worker): a shift is shop-wide, and every order paid while it is
// open belongs to it. Each test closes its shift, also when it fails, so none is left open.
import type { APIRequestContext } from '@playwright/test';
import type { CurrentShift } from '../../src/features/shifts/shifts.schema';
import { formatMoney } from '../../src/common/money';
import { ORIGIN } from '../account-helpers';
import { openSection, settleToasts, signInToAdmin } from '../admin-helpers';
import { placeGuestOrder } from '../admin-orders-helpers';
import { expect, LANGS, shot, staffJourney, t, test } from '../fixtures';

/** Closes whatever shift is open (a shift another run left behind, or this test's on failure). */
async function closeAnyOpenShift(request: APIRequestContext) {
  const current = (await (await request.get('/api/admin/shifts/current')).json()) as CurrentShift;
  if (!current.shift) return;
  await request.post(`/api/admin/shifts/${current.shift.id}/close`, {
    headers: { Origin: ORIGIN },
    data: { countedCashFils: 0, note: 'Closed by the shift journey' },
  });
}

for (const lang of LANGS) {
  test.describe(`shift close (${lang})`, staffJourney(lang), () => {
    test('a shift opened with AED 200, three cash orders and one card order paid, closed with the counted cash: expected cash and difference', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      const s = (key: string, vars?: Record<string, string | number>) => t(lang, `admin-shifts:${key}`, vars);
      await signInToAdmin(page, lang);
      await closeAnyOpenShift(page.request);
      try {
        await openSection(page, lang, 'shifts');
        await expect(page.getByRole('heading', { name: s('open.heading') })).toBeVisible();
        await page.getByLabel(s('open.float')).fill('200');
        await page.getByRole('button', { name: s('open.submit') }).click();
        await expect(page.getByLabel(s('close.counted'))).toBeVisible();
        const opened = (await (await page.request.get('/api/admin/shifts/current')).json()) as CurrentShift;
        const number = opened.shift!.number;
        await expect(page.getByRole('heading', { name: s('current.heading', { number }) })).toBeVisible();

        const methods = ['cash', 'cash', 'cash', 'card'] as const;
        let cashFils = 0;
        for (const [i, paymentMethod] of methods.entries()) {
          const placed = await placeGuestOrder(page, request, {
            name: `Shift ${lang} ${i}`,
            carPlate: `AD 5 ${12300 + i}`,
            lang,
            quantity: i + 1,
            paymentMethod,
          });
          const paid = await page.request.post(`/api/admin/orders/${placed.order.id}/paid`, {
            headers: { Origin: ORIGIN },
            data: { method: paymentMethod },
          });
          expect(paid.status(), await paid.text()).toBe(200);
          if (paymentMethod === 'cash') cashFils += placed.order.totalFils;
        }
        const expected = 20_000 + cashFils;
        const counted = expected - 500; // five dirhams short

        await page.reload();
        const drawerRow = (key: string) =>
          page.locator('tr').filter({ has: page.getByRole('rowheader', { name: s(key), exact: true }) });
        // The running figures already expect the cash.
        await expect(drawerRow('report.expected')).toContainText(formatMoney(expected, lang));
        await page.getByLabel(s('close.counted')).fill((counted / 100).toFixed(2));
        await page.getByRole('button', { name: s('close.submit') }).click();
        // Asked first (issue 35): the close is final.
        const ask = page.getByRole('dialog', { name: s('books.confirmTitle', { number }) });
        await ask.getByRole('button', { name: s('close.submit') }).click();
        await expect(page.getByText(s('close.done', { number })).first()).toBeVisible();

        const report = page.locator('#z-report');
        await expect(report.getByRole('heading', { level: 2 })).toHaveText(s('report.heading', { number }));
        const row = (key: string) =>
          report.locator('tr').filter({ has: page.getByRole('rowheader', { name: s(key), exact: true }) });
        await expect(row('report.float')).toContainText(formatMoney(20_000, lang));
        await expect(row('report.cashPaid')).toContainText(formatMoney(cashFils, lang));
        await expect(row('report.expected')).toContainText(formatMoney(expected, lang));
        await expect(row('report.counted')).toContainText(formatMoney(counted, lang));
        await expect(row('report.difference')).toContainText(formatMoney(-500, lang));
        await expect(report.getByRole('rowheader', { name: s('methods.card'), exact: true })).toBeVisible();
        await settleToasts(page);
        await shot(page, 'shift-close', info.project.name, lang);

        // The paper choice switches the print layout (80 mm roll by default, A4 on demand).
        await expect(report).toHaveAttribute('data-paper', 'roll');
        await page.getByRole('button', { name: t(lang, 'admin:print.a4'), exact: true }).click();
        await expect(report).toHaveAttribute('data-paper', 'a4');

        const current = (await (await page.request.get('/api/admin/shifts/current')).json()) as CurrentShift;
        expect(current.shift).toBeNull();
      } finally {
        await closeAnyOpenShift(page.request);
      }
    });
  });
}
