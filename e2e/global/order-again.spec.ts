// With the global journeys (one worker): it makes a product sold out for a moment, which would
// surprise journeys running alongside.
import { randomUUID } from 'node:crypto';
import { createVerifiedAccount, ORIGIN, signIn, uniqueEmail } from '../account-helpers';
import { expectNoSeriousViolations } from '../axe';
import { orderable, plateFrom } from '../checkout-helpers';
import { E2E_OWNER } from '../env';
import { customerJourney, expect, fetchMenu, LANGS, name, open, sizeName, t, test } from '../fixtures';

for (const lang of LANGS) {
  test(
    'a customer orders again from their history: same products and sizes at today’s prices; what is sold out is named (' +
      lang +
      ')',
    customerJourney(lang),
    async ({ page, request }, info) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(`again-${lang}`, info.project.name);
      await createVerifiedAccount(page.request, { name: 'Maryam', email, password: 'passion-fruit-9' });
      await signIn(page, lang, email, 'passion-fruit-9');
      const [first, second] = orderable((await fetchMenu(page)).products);
      const placed = await page.request.post('/api/orders', {
        headers: { Origin: ORIGIN },
        data: {
          idempotencyKey: randomUUID(),
          name: 'Maryam',
          email,
          plate: plateFrom('DXB AA 404'),
          paymentMethod: 'card',
          locale: lang,
          lines: [
            { productId: first!.id, size: 'large', quantity: 2 },
            { productId: second!.id, size: 'small', quantity: 1 },
          ],
        },
      });
      expect(placed.status()).toBe(201);
      const { order } = (await placed.json()) as { order: { shortId: string } };

      // Meanwhile the shop has run out of the second product.
      expect(
        (await request.post('/api/account/login', { headers: { Origin: ORIGIN }, data: E2E_OWNER })).status(),
      ).toBe(200);
      const stock = (soldOut: boolean) =>
        request.patch(`/api/admin/products/${second!.id}/stock`, {
          headers: { Origin: ORIGIN },
          data: { soldOut },
        });
      expect((await stock(true)).status()).toBe(200);
      try {
        await open(page, '/profile?tab=orders', lang);
        const card = page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: order.shortId }) });
        await card
          .getByRole('button', { name: t(lang, 'account:orders.againLabel', { id: order.shortId }) })
          .click();

        await expect(page).toHaveURL(/\/checkout$/);
        const unavailable = `${name(lang, second!)} (${sizeName(lang, 'small')})`;
        await expect(
          page.getByText(t(lang, 'account:orders.againPartly', { names: unavailable })),
        ).toBeVisible();
        const summary = page.getByRole('region', { name: t(lang, 'checkout:summary') });
        await expect(summary).toContainText(name(lang, first!));
        await expect(summary).not.toContainText(name(lang, second!));
        const saved = await page.evaluate(
          () =>
            JSON.parse(localStorage.getItem('cart') ?? '[]') as {
              id: string;
              size: string;
              quantity: number;
              priceFils: number;
            }[],
        );
        const large = first!.sizes.find((s) => s.size === 'large')!;
        expect(saved).toEqual([
          expect.objectContaining({ id: first!.id, size: 'large', quantity: 2, priceFils: large.priceFils }),
        ]);
        await expectNoSeriousViolations(page);
      } finally {
        await stock(false);
      }
    },
  );
}
