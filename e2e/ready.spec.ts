import { ORIGIN } from './account-helpers';
import { signInToAdmin } from './admin-helpers';
import { handOverUnpaid, placeGuestOrder } from './admin-orders-helpers';
import { expectNoSeriousViolations } from './axe';
import { fillCart, fillPlate } from './checkout-helpers';
import { E2E_PORT } from './env';
import { customerJourney, expect, LANGS, open, shot, t, test } from './fixtures';
import { latestMailTo } from './mailbox';

for (const lang of LANGS) {
  test.describe(`ready for the car (${lang})`, customerJourney(lang), () => {
    test('a guest who ticked the box is told on the open page and by e-mail when staff mark the order ready', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(60_000);
      // Every tone the page plays, as "type:frequency" (the Web Audio oscillators it starts).
      await page.addInitScript(() => {
        const w = window as unknown as { tones: string[] };
        w.tones = [];
        const start = OscillatorNode.prototype.start;
        OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
          w.tones.push(`${this.type}:${Math.round(this.frequency.value)}`);
          return start.call(this, when);
        };
      });
      const email = `ready-${lang}-${info.project.name}-${Date.now()}@example.com`;
      await fillCart(page, [{ index: 0, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      await page.getByLabel(t(lang, 'checkout:fields.name')).fill(lang === 'ar' ? 'شمسة' : 'Shamsa');
      await page.getByLabel(t(lang, 'checkout:fields.email')).fill(email);
      await fillPlate(page, lang, { emirate: 'dubai', code: 'R', number: '2468' });
      const tick = page.getByRole('checkbox', { name: t(lang, 'checkout:notifyReady') });
      await expect(tick).not.toBeChecked();
      await tick.check();
      await tick.scrollIntoViewIfNeeded();
      await shot(page, 'ready-checkout', info.project.name, lang);
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.pending') }),
      ).toBeVisible();
      const url = new URL(page.url());
      const id = url.pathname.split('/').pop()!;
      const number = (
        (await (await page.request.get(`/api/orders/${id}${url.search}`)).json()) as {
          shortId: string;
        }
      ).shortId;
      expect(number).toMatch(/^#\d+$/);
      const alert = page.getByTestId('ready-alert');
      await expect(alert).toHaveAttribute('data-chime', 'none');
      // The tap on Place order was the page's first: it may make a sound already, nothing to offer.
      await expect(alert).toHaveAttribute('data-armed', 'true');
      await expect(page.getByTestId('chime-prompt')).toHaveCount(0);

      // Staff, on the live board on another device, tap the card's one button twice.
      const staff = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
      const desk = await staff.newPage();
      await signInToAdmin(desk, lang);
      await open(desk, '/admin/board', lang);
      const card = desk.locator(`article[data-order="${number.slice(1)}"]`);
      await card.getByRole('button', { name: t(lang, 'admin-orders:board.start') }).click();
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.processing') }),
      ).toBeVisible({ timeout: 10_000 });
      await card.getByRole('button', { name: t(lang, 'admin-orders:board.markReady') }).click();

      // The open page: the banner (an alert), the tab's title, the chime.
      await expect(
        page.getByRole('alert').filter({ hasText: t(lang, 'orders:readyAlert.title') }),
      ).toBeVisible({
        timeout: 10_000,
      });
      await expect(page).toHaveTitle(
        `${t(lang, 'orders:readyAlert.docTitle', { number: `\u200E${number}\u200E` })} | ${t(lang, 'brand.name')}`,
      );
      await expect(alert).toHaveAttribute('data-chime', 'played');
      await expect(alert).toHaveAttribute('data-chimes', '1');
      expect(await page.evaluate(() => (window as unknown as { tones: string[] }).tones)).toEqual([
        'sine:660',
        'sine:880',
      ]);
      const steps = page.getByRole('list', { name: t(lang, 'orders:progress') }).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
      await expect(steps.nth(2)).toContainText(t(lang, 'orderStatus.ready'));
      await expectNoSeriousViolations(page);
      await shot(page, 'ready-page', info.project.name, lang);

      // The e-mail: once, in the order's language first, with the number, the plate and the page.
      const mail = await latestMailTo(email, {
        match: (m) => m.subject.includes(number) && !/confirmation|تأكيد|invoice|فاتورة/.test(m.subject),
      });
      expect(mail.subject.startsWith(lang === 'ar' ? 'طلبك' : 'Your order')).toBe(true);
      expect(mail.text).toContain('DXB R 2468');
      expect(mail.text).toContain('«وصلت»');
      expect(mail.links).toContain(`${ORIGIN}${url.pathname}${url.search}`);
      // Handed over: the banner goes, no second chime.
      await card.getByRole('button', { name: t(lang, 'admin-orders:board.handOver') }).click();
      await handOverUnpaid(desk, lang); // not paid yet: the dialog asks first (issue 35)
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'orders:statusLine.completed') }),
      ).toBeVisible({ timeout: 10_000 });
      await expect(
        page.getByRole('alert').filter({ hasText: t(lang, 'orders:readyAlert.title') }),
      ).toHaveCount(0);
      await expect(alert).toHaveAttribute('data-chimes', '1');
      await staff.close();
    });

    test('past the time promised, the page says the order is running late instead of a new estimate', async ({
      page,
      request,
    }, info) => {
      const placed = await placeGuestOrder(page, request, {
        name: `Late ${info.project.name}`,
        carPlate: 'AD 7 13579',
        lang,
      });
      await open(page, placed.trackingPath, lang);
      await expect(page.getByTestId('ready-estimate')).toBeVisible();
      await expect(page.getByTestId('running-late')).toHaveCount(0);
      const res = await request.patch(`/api/test/orders/${placed.order.id}/promised`, {
        headers: { Origin: ORIGIN },
        data: { minutesAgo: 3 },
      });
      expect(res.status()).toBe(204);
      await open(page, placed.trackingPath, lang);
      await expect(page.getByTestId('running-late')).toHaveText(t(lang, 'orders:late'));
      await expect(page.getByTestId('ready-estimate')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await shot(page, 'running-late', info.project.name, lang);
    });
  });
}
