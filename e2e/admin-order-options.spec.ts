import { randomInt, randomUUID } from 'node:crypto';
import type { Menu } from '../src/features/catalog';
import type { PlacedOrder } from '../src/features/orders/orders.schema';
import { ORIGIN } from './account-helpers';
import { signInToAdmin } from './admin-helpers';
import { plateFrom } from './checkout-helpers';
import { expect, fetchMenu, LANGS, lookAt, name, open, staffJourney, t, test } from './fixtures';

/** A juice offering Sugar and Add-ons, and the options a customer picks on it. */
function juiceWithOptions(menu: Menu) {
  const group = (n: string) => menu.optionGroups.find((g) => g.nameEn === n)!;
  const option = (g: string, o: string) => group(g).options.find((x) => x.nameEn === o)!;
  const juice = menu.products.find(
    (p) =>
      !p.soldOut &&
      p.sizes.some((s) => s.size === 'large' && !s.soldOut) &&
      p.optionGroupIds.includes(group('Sugar').id) &&
      p.optionGroupIds.includes(group('Add-ons').id),
  )!;
  return {
    juice,
    noSugar: option('Sugar', 'No sugar'),
    honey: option('Add-ons', 'Honey'),
    normalIce: option('Ice', 'Normal ice'),
  };
}

for (const lang of LANGS) {
  test.describe(`options and notes for staff (${lang})`, staffJourney(lang), () => {
    test('an order with No sugar, Honey and a note shows them on the board and on the tax invoice', async ({
      page,
    }, info) => {
      // Five screens, five full-page shots and a CSV, beside three other journeys on two cores: about
      // 22 s alone, past 60 s in CI twice (the dashboard's page, then the invoice's shot).
      test.setTimeout(120_000);
      // Staff read the board at arm's length on a tablet in the shop.
      if (lang === 'ar') await page.setViewportSize({ width: 1024, height: 768 });
      await signInToAdmin(page, lang);
      await open(page, '/admin/board', lang);
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'admin-orders:board.live') }),
      ).toBeVisible();

      const menu = await fetchMenu(page);
      const { juice, noSugar, honey, normalIce } = juiceWithOptions(menu);
      const note = `Half the usual ice, please ${randomInt(100, 999)}`;
      // The customer orders in the other language: staff still read their own.
      const res = await page.request.post('/api/orders', {
        headers: { Origin: ORIGIN },
        data: {
          idempotencyKey: randomUUID(),
          name: `Noura ${info.project.name}`,
          email: `guest-${randomUUID()}@example.com`,
          plate: plateFrom(`DXB K ${randomInt(1000, 99999)}`),
          paymentMethod: 'card',
          locale: lang === 'ar' ? 'en' : 'ar',
          lines: [{ productId: juice.id, size: 'large', quantity: 2, options: [noSugar.id, honey.id], note }],
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      const { order } = (await res.json()) as PlacedOrder;

      const card = page.locator(`article[data-order="${order.number}"]`);
      await expect(card).toBeVisible({ timeout: 10_000 });
      const options = card.getByRole('list', { name: t(lang, 'admin-orders:line.options') });
      await expect(options.getByRole('listitem')).toHaveText([name(lang, noSugar), name(lang, honey)]);
      await expect(card).not.toContainText(name(lang, normalIce));
      await expect(card.locator('[data-line-note]')).toContainText(note);
      await expect(card.locator('[data-line-note]')).toBeVisible();
      await lookAt(page, `board-options-${lang}-${info.project.name}`, { fullPage: true });

      // The order view: the options (the defaults quietly too, the honey with its price) and the note.
      await open(page, `/admin/orders?q=${order.number}`, lang);
      await page
        .getByRole('button', {
          name: t(lang, 'admin:actions.viewItem', {
            item: t(lang, 'admin-orders:orders.orderLabel', { number: `#${order.number}` }),
          }),
        })
        .click();
      const view = page.getByRole('dialog');
      const viewOptions = view.getByRole('list', { name: t(lang, 'admin-orders:line.options') });
      await expect(viewOptions.locator('[data-option]')).toHaveText([
        name(lang, noSugar),
        new RegExp(`^${name(lang, honey)}\\s*\\+.*2\\.00`),
      ]);
      await expect(viewOptions.locator('[data-default-option]')).toHaveText([name(lang, normalIce)]);
      await expect(view.locator('[data-line-note]')).toContainText(note);
      await lookAt(page, `order-view-options-${lang}-${info.project.name}`, { fullPage: true });
      await page.keyboard.press('Escape');

      // orders.csv for the listed orders: the options with the honey's price, and the note.
      const csvLink = page.getByRole('link', { name: t(lang, 'admin-orders:orders.export') });
      const csv = await (await page.request.get((await csvLink.getAttribute('href'))!)).text();
      expect(csv).toContain(`${name(lang, noSugar)}; ${name(lang, honey)} (+2.00)`);
      expect(csv).toContain(note);

      // The printable tax invoice: the size's price, each option (the honey with its price), the note.
      await open(page, `/admin/orders/${order.id}/receipt`, lang);
      const receipt = page.locator('#order-receipt');
      await expect(receipt.locator('[data-receipt-option]')).toHaveText([
        `+ ${name(lang, noSugar)}`,
        new RegExp(`^\\+ ${name(lang, honey)}.*2\\.00`),
      ]);
      await expect(receipt.locator('[data-receipt-note]')).toContainText(note);
      await expect(receipt).not.toContainText(name(lang, normalIce));
      const base = order.items[0]!.unitPriceFils - honey.priceFils;
      await expect(receipt).toContainText((base / 100).toFixed(2));
      await expect(receipt).toContainText(((order.items[0]!.unitPriceFils * 2) / 100).toFixed(2));
      await lookAt(page, `receipt-options-${lang}-${info.project.name}`, { fullPage: true });
      await page.emulateMedia({ media: 'print' });
      await expect(receipt.locator('[data-receipt-option]').nth(1)).toBeVisible();
      await lookAt(page, `receipt-options-print-${lang}-${info.project.name}`, { fullPage: true });
      await page.emulateMedia({ media: 'screen' });

      // Handed over and paid, the dashboard counts them among the most chosen options of the day.
      const done = await page.request.patch(`/api/admin/orders/${order.id}`, {
        headers: { Origin: ORIGIN },
        data: { status: 'completed', paymentStatus: 'paid' },
      });
      expect(done.status(), await done.text()).toBe(200);
      await open(page, '/admin?period=today', lang);
      const panel = page.getByRole('region', { name: t(lang, 'admin-dashboard:options.title') });
      await expect(panel.locator('[data-option="No sugar"]')).toContainText(name(lang, noSugar));
      await expect(panel.locator('[data-option="Honey"]')).toContainText(name(lang, honey));
      await expect(panel).not.toContainText(name(lang, normalIce));
      await expect(panel).toContainText(t(lang, 'admin-dashboard:options.definition'));
      await panel.scrollIntoViewIfNeeded();
      await lookAt(page, `dashboard-options-${lang}-${info.project.name}`);
    });
  });
}
