import { placeGuestOrder } from './admin-orders-helpers';
import { expectNoSeriousViolations } from './axe';
import { fillCart, fillPlate, setOrderStatus } from './checkout-helpers';
import { customerJourney, expect, LANGS, lookAt, open, t, test } from './fixtures';

const ORDER_URL = /\/orders\/[0-9a-f-]{36}\?key=[\w-]+$/;

for (const lang of LANGS) {
  test.describe(`order confirmation (${lang})`, customerJourney(lang), () => {
    test('placed: the address is the order, a reload and Back keep it, the header leads back until it is completed', async ({
      page,
    }, info) => {
      await fillCart(page, [{ index: 2, size: 1, quantity: 1 }]);
      await open(page, '/menu', lang);
      await open(page, '/checkout', lang);
      await page
        .getByLabel(t(lang, 'checkout:fields.name'))
        .fill(lang === 'ar' ? 'شمّا المزروعي' : 'Shamma Al Mazrouei');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`thanks-${lang}-${info.project.name}-${Date.now()}@example.com`);
      await fillPlate(page, lang, { emirate: 'sharjah', code: '3', number: '2468' });
      // The sales-employee choice says what it is for.
      await expect(page.locator('label[for="employee"]')).toHaveText(
        `${t(lang, 'checkout:fields.employee')}(${t(lang, 'optional')})`,
      );
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();

      // The order's own page, opened with the thank-you (its heading takes the focus) and the
      // same word for the state everywhere: received, never "confirmed".
      await expect(page).toHaveURL(ORDER_URL);
      const orderUrl = page.url();
      const thanks = page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') });
      await expect(thanks).toBeFocused();
      await expect(page.getByText(t(lang, 'orders:thanks.linkNote'))).toBeVisible();
      const shortId = (await page
        .getByText(/^#\d{4,}$/)
        .first()
        .textContent())!;
      const badge = page.locator('[data-status]');
      await expect(badge).toHaveText(t(lang, 'orderStatus.pending'));
      await expect(badge).toHaveAttribute('data-status', 'pending');
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.pending') }),
      ).toBeVisible();
      const steps = page.getByRole('list', { name: t(lang, 'orders:progress') }).getByRole('listitem');
      await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(0)).toContainText(t(lang, 'orderStatus.pending'));
      await expect(steps.nth(0).locator('time')).toHaveCount(1);
      await expect(steps.nth(1).locator('time')).toHaveCount(0);
      // The state is Received, never a made-up "Confirmed" (the e-mail is the order confirmation).
      await expect(badge).not.toContainText(lang === 'ar' ? 'تأكيد' : 'Confirmed');
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      // Not offered on the order's own page.
      await expect(page.getByTestId('last-order-link')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await lookAt(page, `order-placed-${lang}-${info.project.name}`, { fullPage: true });

      // A reload keeps the same order page (the browser keeps the thank-you with it).
      await page.reload();
      await expect(page).toHaveURL(orderUrl);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
      ).toBeVisible();
      await expect(badge).toHaveAttribute('data-status', 'pending');

      // Back skips the emptied checkout: the menu, whose header leads back to the order.
      await page.goBack();
      await expect(page).toHaveURL(/\/menu$/);
      const link = page.getByTestId('last-order-link');
      await expect(link).toBeVisible();
      await expect(link).toHaveAccessibleName(
        t(lang, 'orders:lastOrder.label', { number: shortId, status: t(lang, 'orderStatus.pending') }),
      );
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      await lookAt(page, `menu-header-${lang}-${info.project.name}`);
      await link.click();
      await expect(page).toHaveURL(orderUrl);
      // Opened again later: the order page itself, without the thank-you.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(t(lang, 'orders:page.heading'));
      await expect(page.getByRole('heading', { name: t(lang, 'orders:thanks.title') })).toHaveCount(0);

      // Each step reached shows its time, the line fills up to it.
      const id = new URL(orderUrl).pathname.split('/').pop()!;
      await setOrderStatus(page, id, 'processing');
      await expect(badge).toHaveText(t(lang, 'orderStatus.processing'), { timeout: 3000 });
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.processing') }),
      ).toBeVisible();
      await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(1).locator('time')).toHaveCount(1);
      await expect(page.getByTestId('progress-fill')).toHaveClass(/w-1\/3/);
      await lookAt(page, `order-preparing-${lang}-${info.project.name}`, { fullPage: true });

      // Ready: the third of four steps (decision 042).
      await setOrderStatus(page, id, 'ready');
      await expect(badge).toHaveText(t(lang, 'orderStatus.ready'), { timeout: 3000 });
      await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(2).locator('time')).toHaveCount(1);
      await expect(page.getByTestId('progress-fill')).toHaveClass(/w-2\/3/);

      // Completed: the order page forgets it, and the header no longer offers it.
      await setOrderStatus(page, id, 'completed');
      await expect(badge).toHaveText(t(lang, 'orderStatus.completed'), { timeout: 3000 });
      await expect(steps.nth(3).locator('time')).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('aseer.lastOrder'))).toBeNull();
      await open(page, '/menu', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('last-order-link')).toHaveCount(0);
    });

    test('opened from its link on a phone whose clock is off, the order arrives drawn by the server and is taken over as drawn', async ({
      page,
      request,
    }, info) => {
      const placed = await placeGuestOrder(page, request, {
        name: `Maitha ${info.project.name}`,
        carPlate: 'AD 7 24680',
        lang,
      });
      // The server's page already holds the order: its number, its state and its estimate.
      const drawn = await (
        await request.get(placed.trackingPath, { headers: { Cookie: `lang=${lang}` } })
      ).text();
      expect(drawn).toContain(placed.order.shortId);
      expect(drawn).toContain('data-testid="ready-estimate"');
      expect(drawn).toContain('data-status="pending"');

      // The phone's clock is 3 h 7 min ahead: had the page judged "around 4:20 PM" or "today" by
      // it, the browser's first render would differ from the server's page and React would report
      // it (the fixture fails on any console error). Later reads may follow the phone's clock.
      await page.clock.install({ time: Date.now() + (3 * 60 + 7) * 60_000 });
      await open(page, placed.trackingPath, lang);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(placed.order.shortId);
      await expect(page.getByTestId('ready-estimate')).toBeVisible();

      // A link with a wrong key: the server cannot show that order, and draws the page waiting as
      // the browser's first render does; the browser then asks and says it is not found.
      await open(page, `/orders/${placed.order.id}?key=not-the-key`, lang);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'orders:notFound.title') }),
      ).toBeVisible();
    });
  });
}
