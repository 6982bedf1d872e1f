import { randomInt } from 'node:crypto';
import { openSection, signInToAdmin } from './admin-helpers';
import { handOverUnpaid, placeGuestOrder } from './admin-orders-helpers';
import { expectNoSeriousViolations } from './axe';
import { E2E_PORT } from './env';
import { expect, fetchMenu, LANGS, name, open, shot, sizeName, staffJourney, t, test } from './fixtures';
import { orderable } from './checkout-helpers';

const plate = () => `AD ${randomInt(10, 99)} ${randomInt(1000, 99999)}`;

for (const lang of LANGS) {
  test.describe(`live board (${lang})`, staffJourney(lang), () => {
    test('a guest order appears live, is prepared, made ready and handed over, and the guest’s tracking page follows', async ({
      page,
      request,
      browser,
    }, info) => {
      test.setTimeout(60_000); // two browsers and an accessibility scan
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'board');
      await expect(page).toHaveURL(/\/admin\/board$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-orders:board.title') }),
      ).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'admin-orders:board.live') }),
      ).toBeVisible();

      const carPlate = plate();
      const placed = await placeGuestOrder(page, request, {
        name: `Hamdan ${info.project.name}`,
        carPlate,
        lang,
        quantity: 2,
      });
      const card = page.locator(`article[data-order="${placed.order.number}"]`);
      // No reload: the order arrives through the event stream (the board's own refresh is every
      // 60 s, so 10 s still proves the push, with room for a busy machine).
      await expect(card).toBeVisible({ timeout: 10_000 });
      await expect(card).toHaveAttribute('data-status', 'pending');
      await expect(card.locator(`[data-plate="${carPlate}"]`)).toBeVisible();
      await expect(card).toContainText(`#${placed.order.number}`);
      const [first, second] = orderable((await fetchMenu(page)).products);
      await expect(card.getByRole('listitem').nth(0)).toContainText(name(lang, first!));
      await expect(card.getByRole('listitem').nth(0)).toContainText(sizeName(lang, 'large'));
      await expect(card.getByRole('listitem').nth(0)).toContainText('2×');
      await expect(card.getByRole('listitem').nth(1)).toContainText(name(lang, second!));
      await expect(card).toContainText(t(lang, 'admin-orders:board.justIn'));
      // Highlighted as new until someone acknowledges it (a tap on it, or moving it on).
      await expect(card.getByText(t(lang, 'admin-orders:board.new'), { exact: true })).toBeVisible();
      await expect(card).toHaveAttribute('data-unseen', 'true');
      await expectNoSeriousViolations(page);
      await shot(page, 'board-new', info.project.name, lang);

      // The guest follows the order on their own phone.
      const guestContext = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
      const guest = await guestContext.newPage();
      await open(guest, placed.trackingPath, lang);
      const guestStatus = guest.locator('[data-status]').first();
      await expect(guestStatus).toHaveAttribute('data-status', 'pending');

      await card.getByRole('button', { name: t(lang, 'admin-orders:board.start') }).click();
      await expect(card).toHaveAttribute('data-status', 'processing');
      await expect(guestStatus).toHaveAttribute('data-status', 'processing', { timeout: 10_000 });

      await expect(card).not.toHaveAttribute('data-unseen', 'true');
      await card.getByRole('button', { name: t(lang, 'admin-orders:board.markReady') }).click();
      await expect(card).toHaveAttribute('data-status', 'ready');
      await card.getByRole('button', { name: t(lang, 'admin-orders:board.handOver') }).click();
      await handOverUnpaid(page, lang); // not paid yet: the dialog asks first (issue 35)
      await expect(card).toHaveAttribute('data-status', 'completed');
      // Nothing moves a completed order on; an unpaid one can still be marked paid (the customer
      // pays as it is handed over).
      await expect(card.getByRole('button')).toHaveText([t(lang, 'admin-orders:board.markPaid')]);
      await expect(guestStatus).toHaveAttribute('data-status', 'completed', { timeout: 10_000 });
      await shot(page, 'board-done', info.project.name, lang);
      await guestContext.close();
    });

    test('cancelling asks first, and a cancelled order leaves the board', async ({ page, request }, info) => {
      await signInToAdmin(page, lang);
      await open(page, '/admin/board', lang);
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'admin-orders:board.live') }),
      ).toBeVisible();
      // Sound needs a first click: the board offers it until then.
      const enable = page.getByRole('button', { name: t(lang, 'admin-orders:board.enableSound') });
      await expect(enable).toBeVisible();
      await enable.click();
      await expect(page.getByText(t(lang, 'admin-orders:board.soundOn'))).toBeVisible();

      const placed = await placeGuestOrder(page, request, {
        name: `Maitha ${info.project.name}`,
        carPlate: plate(),
        lang,
      });
      const card = page.locator(`article[data-order="${placed.order.number}"]`);
      await expect(card).toBeVisible({ timeout: 10_000 });
      const cancel = card.getByRole('button', { name: t(lang, 'admin-orders:board.cancel') });
      await cancel.click();
      const dialog = page.getByRole('dialog', {
        name: t(lang, 'admin-orders:board.cancelTitle', { number: `\u2066#${placed.order.number}\u2069` }),
      });
      await expect(dialog).toContainText(t(lang, 'admin-orders:board.cancelMessage'));
      await expectNoSeriousViolations(page);
      await shot(page, 'board-cancel', info.project.name, lang);
      await dialog.getByRole('button', { name: t(lang, 'admin-orders:board.keep') }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toHaveAttribute('data-status', 'pending');

      await cancel.click();
      // Every cancellation has a reason (decision 046).
      await dialog
        .getByLabel(t(lang, 'admin-orders:money.reason'), { exact: true })
        .selectOption('duplicate');
      await dialog.getByRole('button', { name: t(lang, 'admin-orders:board.cancel') }).click();
      await expect(card).toBeHidden();
      await expect(
        page.getByText(
          t(lang, 'admin-orders:board.cancelled', { number: `\u2066#${placed.order.number}\u2069` }),
        ),
      ).toBeVisible();
    });
  });
}
