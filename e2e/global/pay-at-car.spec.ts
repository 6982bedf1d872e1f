// With the global journeys (one worker): a shift is shop-wide. Issue 35: "Mark paid" asks how;
// cash is refused while no shift is open and "Open a shift" comes back to the order; handing over
// an unpaid order asks first. Each test closes its shift, also when it fails.
import type { APIRequestContext, Page } from '@playwright/test';
import type { CurrentShift } from '../../src/features/shifts/shifts.schema';
import type { AdminOrderDetail } from '../../src/features/orders/orders.admin.schema';
import { ORIGIN } from '../account-helpers';
import { signInToAdmin } from '../admin-helpers';
import { placeGuestOrder } from '../admin-orders-helpers';
import { expect, type Lang, LANGS, lookAt, open, staffJourney, t, test } from '../fixtures';

async function closeAnyOpenShift(request: APIRequestContext) {
  const current = (await (await request.get('/api/admin/shifts/current')).json()) as CurrentShift;
  if (!current.report) return;
  await request.post(`/api/admin/shifts/${current.report.shift.id}/close`, {
    headers: { Origin: ORIGIN },
    data: { countedCashFils: current.report.figures.expectedCashFils, note: 'Closed by the pay journey' },
  });
}

const detail = async (page: Page, id: string) =>
  (await (await page.request.get(`/api/admin/orders/${id}`)).json()) as AdminOrderDetail;

const toReady = async (page: Page, id: string) => {
  for (const status of ['processing', 'ready'])
    expect(
      (
        await page.request.patch(`/api/admin/orders/${id}`, { headers: { Origin: ORIGIN }, data: { status } })
      ).ok(),
    ).toBe(true);
};

for (const lang of LANGS) {
  const o = (key: string, vars?: Record<string, string | number>) =>
    t(lang as Lang, `admin-orders:${key}`, vars);
  test.describe(`paying at the car (${lang})`, staffJourney(lang), () => {
    test('cash is refused with no shift open; one tap opens a shift and comes back to the order, paid cash with change', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1024, height: 768 });
      await signInToAdmin(page, lang);
      await closeAnyOpenShift(page.request);
      try {
        const placed = await placeGuestOrder(page, request, {
          name: `Pay ${lang}`,
          carPlate: 'AD 5 35035',
          lang,
          paymentMethod: 'cash',
        });
        await open(page, '/admin/board', lang);
        const card = page.locator(`article[data-order="${placed.order.number}"]`);
        await card.getByRole('button', { name: o('board.markPaid') }).click();
        const sheet = page.getByRole('dialog');
        await expect(sheet.getByRole('button', { name: o('paymentMethod.cash'), exact: true })).toBeVisible();
        await expect(sheet.getByRole('button', { name: o('paymentMethod.card'), exact: true })).toBeVisible();
        await expect(
          sheet.getByRole('button', { name: o('paymentMethod.apple_pay'), exact: true }),
        ).toBeVisible();
        await sheet.getByLabel(o('pay.tendered')).fill('100');
        await expect(sheet.locator('[data-change]')).toBeVisible();
        await lookAt(page, `mark-paid-sheet-${lang}`);

        // No shift open: the server refuses the cash, and the sheet says so with the way out.
        await sheet.getByRole('button', { name: o('paymentMethod.cash'), exact: true }).click();
        await expect(sheet.locator('[data-refused="cash_needs_open_shift"]')).toBeVisible();
        await lookAt(page, `cash-refused-${lang}`);
        expect((await detail(page, placed.order.id)).paymentStatus).toBe('unpaid');

        await sheet.getByRole('link', { name: o('pay.openShift') }).click();
        await expect(page.getByText(t(lang, 'admin-shifts:open.back'))).toBeVisible();
        await page.getByLabel(t(lang, 'admin-shifts:open.float')).fill('200');
        await page.getByRole('button', { name: t(lang, 'admin-shifts:open.submit') }).click();

        // Back on the board with the same order's sheet open: cash goes through now.
        await expect(page).toHaveURL(new RegExp(`/admin/board\\?pay=${placed.order.id}`));
        const again = page.getByRole('dialog');
        await again.getByLabel(o('pay.tendered')).fill('100');
        await again.getByRole('button', { name: o('paymentMethod.cash'), exact: true }).click();
        await expect(card.locator('[data-money="paid"]')).toBeVisible();
        const paid = await detail(page, placed.order.id);
        expect(paid).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'cash' });
        expect(paid.history.at(-1)).toMatchObject({
          kind: 'paid',
          detail: { method: 'cash', tenderedFils: 10_000, changeFils: 10_000 - placed.order.totalFils },
        });
      } finally {
        await closeAnyOpenShift(page.request);
      }
    });

    test('handing over an unpaid order asks first and records why', async ({ page, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1024, height: 768 });
      await signInToAdmin(page, lang);
      await closeAnyOpenShift(page.request);
      try {
        const placed = await placeGuestOrder(page, request, {
          name: `Hand ${lang}`,
          carPlate: 'AD 5 35036',
          lang,
        });
        await toReady(page, placed.order.id);
        await open(page, '/admin/board', lang);
        const card = page.locator(`article[data-order="${placed.order.number}"]`);
        await card.getByRole('button', { name: o('board.handOver') }).click();
        const ask = page.getByRole('dialog');
        await expect(ask.getByRole('note')).toContainText(o('handover.notPaid'));
        await expect(ask.getByRole('button', { name: o('handover.paidCash') })).toBeVisible();
        await expect(ask.getByRole('button', { name: o('handover.paidCard') })).toBeVisible();
        await lookAt(page, `handover-${lang}`);
        await ask.getByRole('button', { name: o('handover.unpaid') }).click();
        await ask.getByLabel(o('handover.reason')).selectOption('on_the_house');
        await lookAt(page, `handover-unpaid-${lang}`);
        // The board moves the card at the tap (optimistically); the server's answer is what counts.
        const saved = page.waitForResponse(
          (r) => r.url().includes(`/api/admin/orders/${placed.order.id}`) && r.request().method() !== 'GET',
        );
        await ask.getByRole('button', { name: o('handover.unpaid') }).click();
        expect((await saved).ok()).toBe(true);
        await expect(card).toHaveAttribute('data-status', 'completed');
        const done = await detail(page, placed.order.id);
        expect(done).toMatchObject({ status: 'completed', paymentStatus: 'unpaid' });
        expect(done.history.at(-1)).toMatchObject({
          to: 'completed',
          reason: 'on_the_house',
          detail: { unpaid: true },
        });
      } finally {
        await closeAnyOpenShift(page.request);
      }
    });
  });
}
