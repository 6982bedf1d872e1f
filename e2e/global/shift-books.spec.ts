// Issue 35, the shift's books (decision 064), with the global journeys: a shift is shop-wide.
// Each test closes whatever shift it left open, also when it fails.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Dashboard } from '../../src/features/dashboard/dashboard.schema';
import type { CurrentShift, DayClose, ShiftReport } from '../../src/features/shifts/shifts.schema';
import { ORIGIN } from '../account-helpers';
import { createStaff, openSection, settleToasts, signInToAdmin } from '../admin-helpers';
import { placeGuestOrder } from '../admin-orders-helpers';
import { expect, type Lang, LANGS, lookAt, open, staffJourney, t, test } from '../fixtures';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());
const json = async <T>(r: Promise<{ json(): Promise<unknown>; status(): number }>) =>
  (await (await r).json()) as T;
const post = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(path, { headers: { Origin: ORIGIN }, data });

async function closeAnyOpenShift(request: APIRequestContext) {
  const current = await json<CurrentShift>(request.get('/api/admin/shifts/current'));
  if (current.shift)
    await post(request, `/api/admin/shifts/${current.shift.id}/close`, {
      countedCashFils: 0,
      note: 'Closed by the books journey',
    });
}

/** A guest order paid at the car by `method` (as staff record it), then handed over. */
async function paidOrder(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  method: 'cash' | 'card',
  i: number,
) {
  const placed = await placeGuestOrder(page, request, {
    name: `Books ${lang} ${i}`,
    carPlate: `AD 5 ${35_100 + i}`,
    lang,
    paymentMethod: method,
  });
  const paid = await post(page.request, `/api/admin/orders/${placed.order.id}/paid`, { method });
  expect(paid.status(), await paid.text()).toBe(200);
  const done = await page.request.patch(`/api/test/orders/${placed.order.id}/status`, {
    headers: { Origin: ORIGIN },
    data: { status: 'completed' },
  });
  expect(done.status()).toBe(204);
  return placed.order;
}

/** Types the count, closes, and answers the confirmation (first "keep it open" when `hesitate`). */
async function closeWithCount(
  page: Page,
  lang: Lang,
  number: number,
  aed: string,
  hesitate = false,
  shot?: string,
) {
  const s = (key: string, vars?: Record<string, string | number>) => t(lang, `admin-shifts:${key}`, vars);
  await page.getByLabel(s('close.counted')).fill(aed);
  const ask = page.getByRole('dialog', { name: s('books.confirmTitle', { number }) });
  if (hesitate) {
    await page.getByRole('button', { name: s('close.submit') }).click();
    await ask.getByRole('button', { name: s('books.keepOpen') }).click();
    await expect(ask).toBeHidden();
  }
  await page.getByRole('button', { name: s('close.submit') }).click();
  await expect(ask).toContainText(s('books.confirmText', { amount: '' }).split(':')[0]!);
  if (shot) await lookAt(page, shot);
  await ask.getByRole('button', { name: s('close.submit') }).click();
  await expect(page.getByText(s('close.done', { number })).first()).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(`the shift's books (${lang})`, staffJourney(lang), () => {
    test('staff count blind, see the difference after confirming the close, and cannot change how an order was paid', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const s = (key: string, vars?: Record<string, string | number>) => t(lang, `admin-shifts:${key}`, vars);
      const staff = await createStaff(page.request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      await closeAnyOpenShift(page.request);
      try {
        await openSection(page, lang, 'shifts');
        await page.getByLabel(s('open.float')).fill('100');
        await page.getByRole('button', { name: s('open.submit') }).click();
        await expect(page.getByLabel(s('close.counted'))).toBeVisible(); // opened
        const current = await json<CurrentShift>(page.request.get('/api/admin/shifts/current'));
        expect(current).toMatchObject({ blind: true, report: null });
        const number = current.shift!.number;
        const order = await paidOrder(page, request, lang, 'cash', 1);

        // No button to change how it was paid, and the server refuses it too.
        await open(page, `/admin/orders?q=${order.number}`, lang);
        await page
          .getByRole('button', {
            name: t(lang, 'admin:actions.viewItem', {
              item: t(lang, 'admin-orders:orders.orderLabel', { number: `#${order.number}` }),
            }),
          })
          .click();
        const view = page.getByRole('dialog');
        await expect(
          view.getByRole('button', { name: t(lang, 'admin-orders:money.refundPart') }),
        ).toHaveCount(0);
        await expect(view.getByRole('button', { name: t(lang, 'admin-orders:money.method') })).toHaveCount(0);
        await page.keyboard.press('Escape');
        const refused = await post(page.request, `/api/admin/orders/${order.id}/payment-method`, {
          method: 'card',
          reason: 'Paid by card',
        });
        expect(refused.status()).toBe(403);
        expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
          'order_method_manager',
        );

        // The count: no expected amount on the screen.
        await openSection(page, lang, 'shifts');
        await expect(page.getByRole('heading', { name: s('current.heading', { number }) })).toBeVisible();
        await expect(page.getByText(s('books.blind'))).toBeVisible();
        await expect(page.getByRole('rowheader', { name: s('report.expected') })).toHaveCount(0);
        await page.setViewportSize({ width: 1024, height: 768 });
        await settleToasts(page);
        await lookAt(page, `blind-count-${lang}`);

        const counted = 10_000 + order.totalFils - 250;
        await closeWithCount(page, lang, number, (counted / 100).toFixed(2), true, `close-confirm-${lang}`);
        const report = page.locator('#z-report');
        const row = (key: string) =>
          report.locator('tr').filter({ has: page.getByRole('rowheader', { name: s(key), exact: true }) });
        await expect(row('report.difference')).toContainText('2.50');
        await settleToasts(page);
        await lookAt(page, `blind-count-after-${lang}`);
      } finally {
        await closeAnyOpenShift(page.request);
      }
    });

    test('a day of two shifts, a card payment between them and a method change: the day close equals the dashboard', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const s = (key: string, vars?: Record<string, string | number>) => t(lang, `admin-shifts:${key}`, vars);
      await page.setViewportSize({ width: 1024, height: 768 });
      await signInToAdmin(page, lang);
      await closeAnyOpenShift(page.request);
      try {
        // Settle what earlier journeys left between shifts, then read where the day stands.
        const settle = await json<ShiftReport>(post(page.request, '/api/admin/shifts', { floatFils: 0 }));
        const settled = await post(page.request, `/api/admin/shifts/${settle.shift.id}/close`, {
          countedCashFils: 0,
        });
        expect(settled.status(), await settled.text()).toBe(200);
        const dayBefore = await json<DayClose>(page.request.get(`/api/admin/shifts/days/${today()}`));
        const boardBefore = await json<Dashboard>(page.request.get('/api/admin/dashboard?period=today'));

        await openSection(page, lang, 'shifts');
        await page.getByLabel(s('open.float')).fill('200');
        await page.getByRole('button', { name: s('open.submit') }).click();
        await expect(page.getByLabel(s('close.counted'))).toBeVisible();
        const first = (await json<CurrentShift>(page.request.get('/api/admin/shifts/current'))).shift!;
        const cash = await paidOrder(page, request, lang, 'cash', 2);
        await page.reload();
        await closeWithCount(page, lang, first.number, ((20_000 + cash.totalFils) / 100).toFixed(2));

        const between = await paidOrder(page, request, lang, 'card', 3);
        // After the close: the cash order was in fact paid by card (a manager, with the reason).
        await open(page, `/admin/orders?q=${cash.number}`, lang);
        await page
          .getByRole('button', {
            name: t(lang, 'admin:actions.viewItem', {
              item: t(lang, 'admin-orders:orders.orderLabel', { number: `#${cash.number}` }),
            }),
          })
          .click();
        await page.getByRole('button', { name: t(lang, 'admin-orders:money.method') }).click();
        const dialog = page.getByRole('dialog', {
          name: t(lang, 'admin-orders:money.methodTitle', { number: `\u2066#${cash.number}\u2069` }),
        });
        await dialog.getByLabel(t(lang, 'admin-orders:money.methodLabel')).selectOption('card');
        await dialog.getByLabel(t(lang, 'admin-orders:money.reasonText')).fill('Terminal slip found');
        await dialog
          .locator('form')
          .getByRole('button', { name: t(lang, 'admin-orders:money.method') })
          .click();
        await expect(page.getByText(t(lang, 'admin-orders:money.methodSaved')).first()).toBeVisible();
        await page.keyboard.press('Escape');

        await openSection(page, lang, 'shifts');
        await page.getByLabel(s('open.float')).fill('150');
        await page.getByRole('button', { name: s('open.submit') }).click();
        await expect(page.getByLabel(s('close.counted'))).toBeVisible();
        const second = (await json<CurrentShift>(page.request.get('/api/admin/shifts/current'))).shift!;
        const cash2 = await paidOrder(page, request, lang, 'cash', 4);
        await page.reload();
        await closeWithCount(page, lang, second.number, ((15_000 + cash2.totalFils) / 100).toFixed(2));
        const report = page.locator('#z-report');
        await expect(report).toContainText(s('books.whileClosed'));
        await expect(report).toContainText(`#${between.number}`);
        await settleToasts(page);
        await lookAt(page, `z-report-while-closed-${lang}`, { fullPage: true });

        // The first shift's report: the correction names the manager and the reason.
        await open(page, `/admin/shifts/${first.id}`, lang);
        const adjustments = page.getByRole('region', { name: s('adjust.heading') });
        await expect(adjustments).toContainText(s('adjust.kinds.method_correction'));
        const me = await json<{ name: string }>(page.request.get('/api/admin/me'));
        await expect(adjustments).toContainText(me.name);
        await expect(adjustments).toContainText('Terminal slip found');
        await expect(adjustments).not.toContainText(s('adjust.system'));
        await adjustments.getByRole('heading', { name: s('adjust.heading') }).scrollIntoViewIfNeeded();
        await lookAt(page, `z-report-named-adjustment-${lang}`);

        const dayAfter = await json<DayClose>(page.request.get(`/api/admin/shifts/days/${today()}`));
        const boardAfter = await json<Dashboard>(page.request.get('/api/admin/dashboard?period=today'));
        const added = (f: DayClose['figures'], g: DayClose['figures']) => [
          g.netFils - f.netFils,
          g.vatNetFils - f.vatNetFils,
        ];
        expect(added(dayBefore.figures, dayAfter.figures)).toEqual([
          boardAfter.totals.salesFils - boardBefore.totals.salesFils,
          boardAfter.totals.vatFils - boardBefore.totals.vatFils,
        ]);
        expect(dayAfter.figures.netFils - dayBefore.figures.netFils).toBe(
          cash.totalFils + between.totalFils + cash2.totalFils,
        );
        expect(dayAfter.figures.recordedWhileClosed.map((p) => p.orderId)).toContain(between.id);

        await open(page, `/admin/shifts/days/${today()}`, lang);
        await expect(page.locator('#z-report')).toContainText(`#${between.number}`);
        await lookAt(page, `day-close-${lang}`, { fullPage: true });
      } finally {
        await closeAnyOpenShift(page.request);
      }
    });
  });
}
