import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Settings } from '../src/features/settings';
import { ORIGIN } from './account-helpers';
import { signInToAdmin } from './admin-helpers';
import { placeGuestOrder } from './admin-orders-helpers';
import { expectNoSeriousViolations } from './axe';
import { E2E_PORT } from './env';
import { customerJourney, expect, LANGS, open, shot, t, test } from './fixtures';
import { E2E_OWNER } from './env';

// The sample shop in Asharij, Al Ain; a car 2.1 km north of it, then 0.6 km.
const SHOP = { latitude: 24.2192, longitude: 55.7236 };
const FAR = { latitude: 24.2381, longitude: 55.7236 };
const NEAR = { latitude: 24.2246, longitude: 55.7236 };
const plate = () => `AD ${randomInt(10, 99)} ${randomInt(1000, 99999)}`;

/** The owner puts the shop's pin in Settings (as the Store tab saves it). */
async function pinTheShop(request: APIRequestContext) {
  const login = await request.post('/api/account/login', { headers: { Origin: ORIGIN }, data: E2E_OWNER });
  expect(login.status(), await login.text()).toBe(200);
  const current = (await (await request.get('/api/admin/settings')).json()) as Settings;
  const saved = await request.put('/api/admin/settings', {
    headers: { Origin: ORIGIN },
    data: { ...current, arrival: { ...current.arrival, lat: SHOP.latitude, lng: SHOP.longitude } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

for (const lang of LANGS) {
  test.describe(`"on my way": the kitchen sees the car coming (${lang})`, customerJourney(lang), () => {
    /** The live board, signed in as the owner, in its own browser context. */
    async function openBoard(staff: Page) {
      await signInToAdmin(staff, lang);
      await open(staff, '/admin/board', lang);
      await expect(
        staff.getByRole('status').filter({ hasText: t(lang, 'admin-orders:board.live') }),
      ).toBeVisible();
    }

    test('the phone shares its position while the page is open: the board card shows the minutes and distance, and they move with the car', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(90_000);
      await pinTheShop((await browser.newContext({ baseURL: ORIGIN })).request);
      const placed = await placeGuestOrder(page, page.request, { name: 'Shamsa', carPlate: plate(), lang });
      const staff = await (await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` })).newPage();
      await openBoard(staff);
      const card = staff.locator(`article[data-order="${placed.order.number}"]`);
      await expect(card).toBeVisible({ timeout: 10_000 });
      await expect(card.locator('[data-approach]')).toHaveCount(0);

      // The customer says yes to sharing; the page's clock is the test's, so 15 s pass at once.
      await page.context().grantPermissions(['geolocation'], { origin: ORIGIN });
      await page.context().setGeolocation(FAR);
      await page.clock.install();
      await open(page, placed.trackingPath, lang);
      await page.getByRole('button', { name: t(lang, 'orders:onMyWay.start') }).click();
      const said = page.locator('section[aria-labelledby="on-my-way-title"]').getByRole('status');
      await expect(said).toHaveText(
        t(lang, 'orders:onMyWay.away', {
          count: 5,
          distance: t(lang, 'orders:onMyWay.km', { km: '2.1' }),
        }),
      );
      await expect(page.getByText(t(lang, 'orders:onMyWay.sharing'))).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'on-my-way', info.project.name, lang);

      const line = card.locator('[data-approach]');
      await expect(line).toHaveAttribute('data-approach', 'fresh', { timeout: 10_000 });
      await expect(line).toContainText(
        t(lang, 'admin-orders:board.approach.away', {
          count: 5,
          distance: t(lang, 'admin-orders:board.approach.km', { km: '2.1' }),
        }),
      );
      await shot(staff, 'on-my-way-board', info.project.name, lang);

      // The car drives on: the page asks the phone again 15 s later, and the board follows.
      await page.context().setGeolocation(NEAR);
      await page.clock.fastForward(16_000);
      await expect(line).toContainText(
        t(lang, 'admin-orders:board.approach.away', {
          count: 2,
          distance: t(lang, 'admin-orders:board.approach.m', { m: '600' }),
        }),
        { timeout: 10_000 },
      );
      await staff.context().close();
    });

    test('a customer who says no to location chooses "5 Min Away", and the board says it is their word', async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000);
      await pinTheShop((await browser.newContext({ baseURL: ORIGIN })).request);
      const placed = await placeGuestOrder(page, page.request, { name: 'Rashid', carPlate: plate(), lang });
      await page.context().clearPermissions();
      await open(page, placed.trackingPath, lang);
      await page.getByRole('button', { name: t(lang, 'orders:onMyWay.start') }).click();
      await expect(page.getByText(t(lang, 'orders:onMyWay.denied'))).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'orders:onMyWay.minutesButton', { count: 5 }) }).click();
      await expect(page.locator('section[aria-labelledby="on-my-way-title"]').getByRole('status')).toHaveText(
        t(lang, 'orders:onMyWay.told', { count: 5 }),
      );
      const staff = await (await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` })).newPage();
      await openBoard(staff);
      const line = staff.locator(`article[data-order="${placed.order.number}"] [data-approach]`);
      await expect(line).toContainText(t(lang, 'admin-orders:board.approach.awaySaid', { count: 5 }), {
        timeout: 10_000,
      });
      await staff.context().close();
    });
  });
}
