import { createVerifiedAccount, signIn, uniqueEmail } from './account-helpers';
import { fillCart, fillPlate, setOrderStatus } from './checkout-helpers';
import { customerJourney, expect, LANGS, open, t, test } from './fixtures';

for (const lang of LANGS) {
  test.describe(`a customer's orders (${lang})`, customerJourney(lang), () => {
    test('signed in: order with the account e-mail, find it in the profile, watch its status change live', async ({
      page,
    }, info) => {
      const email = uniqueEmail(`member-${lang}`, info.project.name);
      await createVerifiedAccount(page.request, { name: 'Hamdan', email, password: 'passion-fruit-9' });
      await signIn(page, lang, email, 'passion-fruit-9');

      const { totalFils } = await fillCart(page, [{ index: 5, size: 0, quantity: 3 }]);
      await open(page, '/checkout', lang);
      const emailField = page.getByLabel(t(lang, 'checkout:fields.email'));
      await expect(emailField).toHaveValue(email);
      await expect(emailField).toHaveAttribute('readonly', '');
      await expect(page.getByLabel(t(lang, 'checkout:createAccount'))).toHaveCount(0);
      await expect(page.getByLabel(t(lang, 'checkout:fields.name'))).toHaveValue('Hamdan');
      await fillPlate(page, lang, { emirate: 'ras_al_khaimah', code: 'k', number: '777' });
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
      ).toBeVisible();
      const shortId = (await page
        .getByText(/^#\d{4,}$/)
        .first()
        .textContent())!;

      // The profile lists it, newest first, pending (yellow).
      await open(page, '/profile?tab=orders', lang);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: shortId }) });
      await expect(card).toBeVisible();
      await expect(card.getByText(t(lang, 'orderStatus.pending'))).toHaveAttribute('data-status', 'pending');
      await expect(
        card.getByText(
          lang === 'ar' ? `${(totalFils / 100).toFixed(2)} د.إ` : `AED ${(totalFils / 100).toFixed(2)}`,
        ),
      ).toBeVisible();

      // Signed in, the tracking page needs no key; it follows the shop's changes live.
      await card.getByRole('link', { name: t(lang, 'account:orders.trackLabel', { id: shortId }) }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.pending') }),
      ).toBeVisible();
      const id = new URL(page.url()).pathname.split('/').pop()!;
      await setOrderStatus(page, id, 'processing');
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.processing') }),
      ).toBeVisible({ timeout: 3000 });
      await setOrderStatus(page, id, 'cancelled');
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.cancelled') }),
      ).toBeVisible({ timeout: 3000 });

      await open(page, '/profile?tab=orders', lang);
      await expect(card.getByText(t(lang, 'orderStatus.cancelled'))).toHaveAttribute(
        'data-status',
        'cancelled',
      );
    });
  });
}
