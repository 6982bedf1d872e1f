import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { ERROR_MESSAGES } from '../src/common/errors';
import type { Bay } from '../src/features/bays/bays.schema';
import { ORIGIN } from './account-helpers';
import { settleToasts, signInToAdmin } from './admin-helpers';
import { placeGuestOrder } from './admin-orders-helpers';
import { expectNoSeriousViolations } from './axe';
import { fillCart, fillPlate, plateFrom } from './checkout-helpers';
import { E2E_OWNER, E2E_PORT } from './env';
import { customerJourney, expect, LANGS, open, shot, staffJourney, t, test } from './fixtures';

/** A name as an interpolated text shows it (isolated: common/text.ts isolateAuto). */
const iso = (s: string) => `\u2068${s}\u2069`;
/** A bay name no other journey on this server uses (at most 12 characters). */
const bayName = (prefix: string) => `${prefix}${randomInt(10_000, 99_999)}`;
const plate = () => `AD ${randomInt(10, 99)} ${randomInt(1000, 99999)}`;

/** The owner's session on its own request context, for the API calls a journey sets up with. */
async function ownerApi(request: APIRequestContext) {
  const res = await request.post('/api/account/login', { headers: { Origin: ORIGIN }, data: E2E_OWNER });
  expect(res.status(), await res.text()).toBe(200);
  return {
    add: async (name: string) => {
      const added = await request.post('/api/admin/bays', { headers: { Origin: ORIGIN }, data: { name } });
      expect(added.status(), await added.text()).toBe(201);
      return (await added.json()) as Bay;
    },
    list: async () => (await (await request.get('/api/admin/bays')).json()) as Bay[],
  };
}

const bayPath = (bay: Pick<Bay, 'url'>) => new URL(bay.url).pathname;

for (const lang of LANGS) {
  test.describe(`bays and their QR codes in the back office (${lang})`, staffJourney(lang), () => {
    test('the owner adds, renames and removes bays in Settings; the A4 sheet prints one code per bay in use', async ({
      page,
    }, info) => {
      test.setTimeout(60_000);
      await signInToAdmin(page, lang);
      await open(page, '/admin/settings', lang);
      const section = page.locator('[data-bays-settings]');
      await expect(
        section.getByRole('heading', { name: t(lang, 'admin-settings:bays.title') }),
      ).toBeVisible();

      const [first, second, third] = [bayName('A'), bayName('B'), bayName('C')];
      const field = section.getByRole('textbox');
      for (const name of [first, second, third]) {
        await field.fill(name);
        await settleToasts(page); // on a phone the last "added" toast sits over the button
        await section.getByRole('button', { name: t(lang, 'admin-settings:bays.add') }).click();
        await expect(section.locator(`[data-bay-row="${name}"]`)).toBeVisible();
      }
      // A name in use is refused beside the field, in the page's language.
      await field.fill(first.toLowerCase());
      await settleToasts(page);
      await section.getByRole('button', { name: t(lang, 'admin-settings:bays.add') }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(section).toContainText(ERROR_MESSAGES.bay_name_taken[lang]);

      const api = await ownerApi(page.request);
      const tokenOf = async (name: string) => (await api.list()).find((b) => b.name === name)!.token;
      const secondToken = await tokenOf(second);

      // Renamed: the same code.
      const renamed = bayName('R');
      await settleToasts(page);
      await section
        .getByRole('button', { name: t(lang, 'admin-settings:bays.renameItem', { name: iso(second) }) })
        .click();
      const dialog = page.getByRole('dialog', { name: t(lang, 'admin-settings:bays.renameTitle') });
      await dialog.getByLabel(t(lang, 'admin-settings:bays.name')).fill(renamed);
      await dialog.getByRole('button', { name: t(lang, 'admin-settings:bays.save') }).click();
      await expect(section.locator(`[data-bay-row="${renamed}"]`)).toBeVisible();
      expect(await tokenOf(renamed)).toBe(secondToken);

      // Removed: its code stops working.
      const thirdBay = (await api.list()).find((b) => b.name === third)!;
      await settleToasts(page);
      await section
        .getByRole('button', {
          name: t(lang, 'admin:actions.deleteItem', {
            item: t(lang, 'admin-settings:bays.item', { name: iso(third) }),
          }),
        })
        .click();
      const confirm = page.getByRole('dialog', {
        name: t(lang, 'admin-settings:bays.removeTitle', { name: iso(third) }),
      });
      await expectNoSeriousViolations(page);
      await confirm.getByRole('button', { name: t(lang, 'admin-settings:bays.remove') }).click();
      await expect(section.locator(`[data-bay-row="${third}"]`)).toHaveCount(0);
      await shot(page, 'bays-settings', info.project.name, lang);

      // The sheet: one sticker per bay in use, each with its code, its name large, both languages.
      await settleToasts(page);
      await section.getByRole('link', { name: t(lang, 'admin-settings:bays.print') }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/bays\/qr-codes$/);
      const sheet = page.locator('#bay-qr-sheet');
      const inUse = await api.list();
      await expect(sheet.locator('[data-bay-sticker]')).toHaveCount(inUse.length);
      for (const bay of inUse) {
        const sticker = sheet.locator(`[data-bay-sticker="${bay.name}"]`);
        await expect(sticker.locator('svg')).toHaveCount(1);
        await expect(sticker.locator(`[data-bay-code="${ORIGIN}/bay/${bay.token}"]`)).toHaveCount(1);
      }
      await expect(sheet.locator(`[data-bay-sticker="${third}"]`)).toHaveCount(0);
      const mine = sheet.locator(`[data-bay-sticker="${first}"]`);
      await expect(mine).toContainText(t('ar', 'admin-settings:bays.scan'));
      await expect(mine).toContainText(t('en', 'admin-settings:bays.scan'));
      await expectNoSeriousViolations(page);
      await shot(page, 'bays-sheet', info.project.name, lang);
      // Printed, the sheet alone: none of the back office around it.
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('#admin-main nav, aside').filter({ visible: true })).toHaveCount(0);
      await expect(mine).toBeVisible();
      await shot(page, 'bays-sheet-print', info.project.name, lang);
      await page.emulateMedia({ media: 'screen' });

      // A removed bay's code, scanned: a clear message, nothing else.
      await open(page, `/bay/${thirdBay.token}`, lang);
      await expect(page.getByRole('heading', { name: t(lang, 'orders:bay.unknownTitle') })).toBeVisible();
      await expect(page.getByText(ERROR_MESSAGES.bay_unknown[lang])).toBeVisible();
      await expect(page.getByRole('button', { name: t(lang, 'orders:bay.find') })).toHaveCount(0);
    });

    test('four cars at their bays: the strip scrolls within itself and the board stays as wide as the screen', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(60_000);
      const api = await ownerApi((await browser.newContext({ baseURL: ORIGIN })).request);
      for (const name of ['Hamdan', 'Maitha', 'Khalid', 'Saeed']) {
        const bay = await api.add(bayName('9'));
        const placed = await placeGuestOrder(page, page.request, { name, carPlate: plate(), lang });
        const key = new URL(placed.trackingPath, ORIGIN).searchParams.get('key')!;
        const here = await page.request.post(`/api/bays/${bay.token}/arrival`, {
          headers: { Origin: ORIGIN },
          data: { orderId: placed.order.id, key },
        });
        expect(here.status(), await here.text()).toBe(200);
      }
      await signInToAdmin(page, lang);
      await open(page, '/admin/board', lang);
      const strip = page.locator('[data-at-the-car-strip]');
      await expect(strip.locator('[data-at-car]').nth(3)).toBeAttached();
      // A phone widens its page to fit anything that sticks out, and then every tap lands beside
      // its button: nothing may (the plate's text for screen readers once did, from off-screen cars).
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
        strip: document.querySelector('[data-at-the-car-strip] ul')!.scrollWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
      // On a phone the four cars do not fit: the strip is what scrolls.
      if (info.project.name === 'phone') expect(widths.strip).toBeGreaterThan(widths.screen);
      await shot(page, 'bays-board-cars', info.project.name, lang);
    });
  });

  test.describe(`a bay's QR code on the phone (${lang})`, customerJourney(lang), () => {
    /** The live board, signed in as the owner, in its own browser context. */
    async function openBoard(page: Page) {
      await signInToAdmin(page, lang);
      await open(page, '/admin/board', lang);
      await expect(
        page.getByRole('status').filter({ hasText: t(lang, 'admin-orders:board.live') }),
      ).toBeVisible();
    }

    test('the phone that ordered marks its open order "here at bay N" in one tap, and the board shows the bay large', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(60_000);
      const api = await ownerApi((await browser.newContext({ baseURL: ORIGIN })).request);
      const bay = await api.add(bayName('4'));
      const placed = await placeGuestOrder(page, page.request, { name: 'Hamdan', carPlate: plate(), lang });
      // This phone placed it: the storefront remembers it (last-order.ts).
      const key = new URL(placed.trackingPath, ORIGIN).searchParams.get('key')!;
      await page.addInitScript(
        (v) => localStorage.setItem('aseer.lastOrder', v),
        JSON.stringify({ id: placed.order.id, key }),
      );

      const staff = await (await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` })).newPage();
      await openBoard(staff);
      const card = staff.locator(`article[data-order="${placed.order.number}"]`);
      await expect(card).toBeVisible({ timeout: 10_000 });
      await expect(card.locator('[data-bay]')).toHaveCount(0);

      await open(page, bayPath(bay), lang);
      await expect(page.locator(`[data-bay-name="${bay.name}"]`)).toBeVisible();
      const mine = page.locator(`[data-bay-own-order="${placed.order.number}"]`);
      await expect(mine).toContainText(placed.order.shortId);
      await expectNoSeriousViolations(page);
      await shot(page, 'bay-page', info.project.name, lang);
      await mine.getByRole('button', { name: t(lang, 'orders:bay.here', { bay: iso(bay.name) }) }).click();
      await expect(mine.getByRole('status')).toHaveText(
        t(lang, 'orders:bay.marked', { bay: iso(bay.name), number: iso(placed.order.shortId) }),
      );
      await shot(page, 'bay-marked', info.project.name, lang);

      // The board: at the car, at that bay, large, with no reload.
      await expect(card.locator(`[data-arrived] [data-bay="${bay.name}"]`)).toBeVisible({ timeout: 10_000 });
      await expect(
        staff.locator(`[data-at-car="${placed.order.number}"] [data-bay="${bay.name}"]`),
      ).toBeVisible();
      await shot(staff, 'bay-board', info.project.name, lang);
      // The order's page says where the customer is.
      await mine.getByRole('link', { name: t(lang, 'orders:bay.follow') }).click();
      await expect(page.locator(`[data-arrived-bay="${bay.name}"]`)).toBeVisible();
      await staff.context().close();
    });

    test('any phone finds its open order by plate and marks it here; with no order, the next order is placed at the bay', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(90_000);
      const api = await ownerApi((await browser.newContext({ baseURL: ORIGIN })).request);
      const bay = await api.add(bayName('7'));
      const carPlate = plate();
      const placed = await placeGuestOrder(page, page.request, { name: 'Maitha', carPlate, lang });

      // Another phone: the plate finds the order by its number only.
      await open(page, bayPath(bay), lang);
      await expect(page.locator('[data-bay-own-order]')).toHaveCount(0);
      await fillPlate(page, lang, plateFrom(carPlate));
      await page.getByRole('button', { name: t(lang, 'orders:bay.find') }).click();
      const choice = page.locator(`[data-bay-choice="${placed.order.number}"]`);
      await expect(choice).toContainText(placed.order.shortId);
      await expect(choice).not.toContainText('Maitha');
      await shot(page, 'bay-plate', info.project.name, lang);
      await choice.getByRole('button', { name: t(lang, 'orders:bay.here', { bay: iso(bay.name) }) }).click();
      await expect(
        page.getByRole('status').filter({
          hasText: t(lang, 'orders:bay.marked', { bay: iso(bay.name), number: iso(placed.order.shortId) }),
        }),
      ).toBeVisible();

      // No order yet on this phone: the menu opens with the bay remembered; checkout says so; the
      // order placed is at the bay.
      await fillCart(page, [{ index: 0, size: 0, quantity: 1 }]);
      await open(page, bayPath(bay), lang);
      await page.getByRole('button', { name: t(lang, 'orders:bay.orderNow') }).click();
      await expect(page).toHaveURL(/\/menu$/);
      await open(page, '/checkout', lang);
      await expect(page.locator(`[data-remembered-bay="${bay.name}"]`)).toContainText(
        t(lang, 'checkout:atBay'),
      );
      await page.getByLabel(t(lang, 'checkout:fields.name')).fill('Khalid');
      await page
        .getByLabel(t(lang, 'checkout:fields.email'))
        .fill(`bay-${lang}-${info.project.name}-${Date.now()}@example.com`);
      await fillPlate(page, lang, plateFrom(plate()));
      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(page.locator(`[data-arrived-bay="${bay.name}"]`)).toBeVisible({ timeout: 10_000 });
      await shot(page, 'bay-ordered-at', info.project.name, lang);
      // Placed: the bay is not remembered for another order.
      expect(await page.evaluate(() => localStorage.getItem('aseer.bay'))).toBeNull();

      const staff = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
      await openBoard(staff);
      await expect(
        staff.locator(`article[data-order="${placed.order.number}"] [data-bay="${bay.name}"]`),
      ).toBeVisible();
      await staff.context().close();
    });
  });
}
