import { randomInt } from 'node:crypto';
import { ORIGIN } from './account-helpers';
import { createStaff, signInToAdmin } from './admin-helpers';
import { placeGuestOrder } from './admin-orders-helpers';
import { moveOrder } from './floor-helpers';
import { expect, LANGS, lookAt, open, staffJourney, t, test } from './fixtures';

for (const lang of LANGS) {
  test.describe(`a staff member sees only what they may do (${lang})`, staffJourney(lang), () => {
    test('no cancelling a paid order, no moving back, no marking unpaid, no delete', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1024, height: 768 });
      const staff = await createStaff(request, 'staff', info.project.name);
      const name = `Staff view ${randomInt(1000, 9999)} ${info.project.name}`;
      const placed = await placeGuestOrder(page, request, {
        name,
        carPlate: `AD 7 ${randomInt(1000, 99999)}`,
        lang,
      });
      const unpaid = await placeGuestOrder(page, request, {
        name: `${name} b`,
        carPlate: `AD 8 ${randomInt(1000, 99999)}`,
        lang,
      });
      await signInToAdmin(page, lang, staff);
      const id = placed.order.id;
      for (const s of ['processing', 'ready']) expect((await moveOrder(page, id, s)).ok()).toBe(true);
      expect(
        (
          await page.request.post(`/api/admin/orders/${id}/paid`, {
            headers: { Origin: ORIGIN },
            data: { method: 'card' },
          })
        ).ok(),
      ).toBe(true);

      // The board: a paid card has no Cancel (a manager's refund); an unpaid one has.
      await open(page, '/admin/board', lang);
      const cancel = t(lang, 'admin-orders:board.cancel');
      const paidCard = page.locator(`article[data-order="${placed.order.number}"]`);
      await expect(paidCard).toBeVisible();
      await expect(
        paidCard.getByRole('button', { name: t(lang, 'admin-orders:board.handOver') }),
      ).toBeVisible();
      await expect(paidCard.getByRole('button', { name: cancel })).toHaveCount(0);
      await expect(
        page.locator(`article[data-order="${unpaid.order.number}"]`).getByRole('button', { name: cancel }),
      ).toBeVisible();

      // Handed over: the order view offers no cancel, refund or move back; the edit form keeps it completed and paid.
      expect((await moveOrder(page, id, 'completed')).ok()).toBe(true);
      await open(page, `/admin/orders?q=${encodeURIComponent(name)}`, lang);
      const row = page.getByRole('row').filter({ hasText: `#${placed.order.number}` });
      await expect(row).toBeVisible();
      await expect(
        row.getByRole('button', { name: new RegExp(t(lang, 'admin:actions.delete')) }),
      ).toHaveCount(0);
      await row.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      // Correcting how a paid order was paid is a manager's, with a reason (issue 35).
      await expect(dialog.getByRole('heading').first()).toBeVisible();
      for (const key of ['board.cancel', 'money.refundPart', 'money.moveBack', 'money.method'])
        await expect(dialog.getByRole('button', { name: t(lang, `admin-orders:${key}`) })).toHaveCount(0);
      await dialog.getByRole('button', { name: t(lang, 'admin:actions.edit') }).click();
      await expect(page.getByLabel(t(lang, 'admin-orders:edit.status'), { exact: true })).toBeDisabled();
      await expect(
        page.getByLabel(t(lang, 'admin-orders:edit.paymentStatus'), { exact: true }),
      ).toBeDisabled();
      await lookAt(page, `staff-edit-${lang}`);
    });
  });
}
