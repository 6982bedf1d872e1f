import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminOrderDetail } from '../src/features/orders/orders.admin.schema';
import { ORIGIN } from './account-helpers';
import { createStaff, signInToAdmin } from './admin-helpers';
import { placeOrder } from './admin-report-helpers';
import { expect, LANGS, open, staffJourney, t, test, type Lang } from './fixtures';
import { latestMailTo } from './mailbox';

const plate = () => `AD ${randomInt(10, 99)} ${randomInt(1000, 99999)}`;

/**
 * A card order placed by a guest (`guest`: a context without the staff session, else the order
 * would be the signed-in account's) and paid at the car (the one tap on the board's API).
 */
async function paidOrder(page: Page, guest: APIRequestContext, lang: Lang, who: string) {
  const email = `refund-${lang}-${randomUUID()}@example.com`;
  const placed = await placeOrder(page, guest, { name: who, email, carPlate: plate(), lang });
  const paid = await page.request.post(`/api/admin/orders/${placed.order.id}/paid`, {
    headers: { Origin: ORIGIN },
    data: { method: 'card' },
  });
  expect(paid.status()).toBe(200);
  return { ...placed.order, email };
}

/** The board's card of order `number`, and its Cancel order dialog once opened. */
async function openCancel(page: Page, lang: Lang, number: number) {
  await open(page, '/admin/board', lang);
  const card = page.locator(`article[data-order="${number}"]`);
  await card.getByRole('button', { name: t(lang, 'admin-orders:board.cancel') }).click();
  return page.getByRole('dialog', {
    name: t(lang, 'admin-orders:board.cancelTitle', { number: `\u2066#${number}\u2069` }),
  });
}

for (const lang of LANGS) {
  test.describe(`voids, refunds and credit notes (${lang})`, staffJourney(lang), () => {
    test('a staff member cannot cancel a paid order', async ({ page, request }, info) => {
      const staff = await createStaff(page.request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      const order = await paidOrder(page, request, lang, `Saeed ${info.project.name}`);
      // A paid order's card offers staff no Cancel (issue 35: actions offered are actions allowed).
      await open(page, '/admin/board', lang);
      const card = page.locator(`article[data-order="${order.number}"]`);
      await expect(card).toBeVisible();
      await expect(card.getByRole('button', { name: t(lang, 'admin-orders:board.cancel') })).toHaveCount(0);
      // The server says the same, and nothing changes.
      const res = await page.request.post(`/api/admin/orders/${order.id}/cancel`, {
        headers: { Origin: ORIGIN },
        data: { reason: 'customer_request' },
      });
      expect(res.status()).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'order_paid_cancel_manager',
      );
      const detail = (await (
        await page.request.get(`/api/admin/orders/${order.id}`)
      ).json()) as AdminOrderDetail;
      expect(detail).toMatchObject({ status: 'pending', paymentStatus: 'paid', refunds: [] });
    });

    test('a manager cancels a paid order: a credit note with its number and VAT, printable and e-mailed; the receipt is no tax invoice', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(60_000);
      const manager = await createStaff(page.request, 'manager', info.project.name);
      await signInToAdmin(page, lang, manager);
      const order = await paidOrder(page, request, lang, `Maitha ${info.project.name}`);
      const dialog = await openCancel(page, lang, order.number);
      await expect(dialog.getByRole('note')).toBeVisible();
      await dialog
        .getByLabel(t(lang, 'admin-orders:money.reason'), { exact: true })
        .selectOption('customer_request');
      await dialog.getByRole('button', { name: t(lang, 'admin-orders:board.cancel') }).click();
      await expect(
        page.getByText(t(lang, 'admin-orders:board.cancelled', { number: `\u2066#${order.number}\u2069` })),
      ).toBeVisible();

      const detail = (await (
        await page.request.get(`/api/admin/orders/${order.id}`)
      ).json()) as AdminOrderDetail;
      expect(detail.status).toBe('cancelled');
      const [refund] = detail.refunds;
      expect(refund).toMatchObject({
        amountFils: order.totalFils,
        vatFils: order.vatFils,
        cancelsOrder: true,
      });
      const cn = `CN-${String(refund!.number).padStart(4, '0')}`;
      const vat = (order.vatFils / 100).toFixed(2);

      // The receipt is no longer a tax invoice, and links the credit note.
      await open(page, `/admin/orders/${order.id}/receipt`, lang);
      const title = page.getByTestId('receipt-title');
      const other = lang === 'ar' ? 'en' : 'ar';
      // Exactly the cancelled title in both languages: no "Tax Invoice" heading left.
      await expect(title).toHaveText(
        t(lang, 'admin-orders:receipt.cancelled') + t(other, 'admin-orders:receipt.cancelled'),
      );
      await expect(page.getByTestId('shop-legal-name')).not.toBeEmpty();
      await page.getByRole('link', { name: cn }).click();

      // The credit note: its number, the VAT refunded, printable on its own.
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/credit-notes/${refund!.number}$`));
      await expect(
        page.getByRole('heading', { name: t(lang, 'admin-orders:creditNote.title') }),
      ).toBeVisible();
      await expect(page.getByTestId('credit-note-number')).toHaveText(cn);
      await expect(page.getByTestId('credit-note-vat')).toContainText(vat);
      await expect(page.getByRole('button', { name: t(lang, 'admin:print.button') })).toBeEnabled();
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('#order-receipt')).toBeVisible();
      await expect(page.getByRole('button', { name: t(lang, 'admin:print.button') })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // E-mailed to the customer, in both languages.
      const mail = await latestMailTo(order.email, { match: (m) => m.subject.includes(cn) });
      expect(mail.text).toContain('Tax Credit Note');
      expect(mail.text).toContain('إشعار دائن ضريبي');
      expect(mail.text).toContain(vat);
      const cancelled = await latestMailTo(order.email, { match: (m) => m.subject.includes('cancelled') });
      expect(cancelled.text).toContain(lang === 'ar' ? 'بناءً على طلبك' : 'At your request');
    });
  });
}
