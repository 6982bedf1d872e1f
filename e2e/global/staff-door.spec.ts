// With the global journeys (one worker): requiring two-factor sign-in is shop-wide, and would send
// the owners and admins of journeys running alongside to its setup.
import { randomInt } from 'node:crypto';
import { request as apiRequest, type Page, type Request } from '@playwright/test';
import { ERROR_MESSAGES } from '../../src/common/errors';
import { ORIGIN } from '../account-helpers';
import { createStaff, openSection, signInToAdmin } from '../admin-helpers';
import { placeGuestOrder } from '../admin-orders-helpers';
import { expectNoSeriousViolations } from '../axe';
import { expect, type Lang, LANGS, shot, staffJourney, t, test } from '../fixtures';
import { secretOfUri, totp } from '../totp';

/**
 * Follows the page's API calls (live streams aside); the function it returns waits until none has
 * been under way for half a second.
 */
function watchApiCalls(page: Page): () => Promise<void> {
  const isCall = (r: Request) =>
    new URL(r.url()).pathname.startsWith('/api/') && !r.url().includes('/events');
  const pending = new Set<Request>();
  let changed = Date.now();
  const done = (r: Request) => {
    if (pending.delete(r)) changed = Date.now();
  };
  page.on('request', (r) => {
    if (!isCall(r)) return;
    pending.add(r);
    changed = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    expect.poll(() => pending.size === 0 && Date.now() - changed > 500, { timeout: 10_000 }).toBe(true);
}

/** Signs in again on /admin/login (the page the back office sent us to). */
async function signInAgain(page: Page, lang: Lang, who: { email: string; password: string }) {
  await page.getByLabel(t(lang, 'admin:login.email'), { exact: true }).fill(who.email);
  await page.getByLabel(t(lang, 'admin:login.password'), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t(lang, 'admin:login.submit'), exact: true }).click();
}

for (const lang of LANGS) {
  test.describe(`staff door (${lang})`, staffJourney(lang), () => {
    test('a session unused for 12 hours ends: a tap on the board says so, and signing in again returns to the board', async ({
      page,
      request,
    }, info) => {
      const settled = watchApiCalls(page);
      const staff = await createStaff(request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      await openSection(page, lang, 'board');
      await expect(page).toHaveURL(/\/admin\/board$/);
      const placed = await placeGuestOrder(page, request, {
        name: `Maitha ${info.project.name}`,
        carPlate: `AD ${randomInt(10, 99)} ${randomInt(1000, 99999)}`,
        lang,
      });
      const card = page.locator(`article[data-order="${placed.order.number}"]`);
      await expect(card).toBeVisible({ timeout: 10_000 });
      // The new order's notification refetches the bell a moment later: let it land first, or it
      // (not the tap) would be the request that meets the ended session.
      await settled();

      // Twelve idle hours pass (the session's last use is set back; nothing waits).
      const aged = await request.post('/api/test/sessions/idle', {
        headers: { Origin: ORIGIN },
        data: { email: staff.email, hours: 13 },
      });
      expect(aged.status()).toBe(204);
      await card.getByRole('button', { name: t(lang, 'admin-orders:board.start') }).click();

      await expect(page.getByText(ERROR_MESSAGES.session_expired[lang])).toBeVisible();
      await expect(page.getByText(t(lang, 'admin-orders:orders.updateFailed'))).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/login/);
      await shot(page, 'session-ended', info.project.name, lang);

      await signInAgain(page, lang, staff);
      await expect(page).toHaveURL(/\/admin\/board$/);
      await expect(card).toHaveAttribute('data-status', 'pending');
      await card.getByRole('button', { name: t(lang, 'admin-orders:board.start') }).click();
      await expect(card).toHaveAttribute('data-status', 'processing');
    });

    test('with two-factor sign-in required, an admin without it is taken to its setup and nothing else until it is on', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(60_000);
      // An owner with two-factor sign-in turns the requirement on (an owner without it may not).
      const owner = await createStaff(request, 'owner', info.project.name);
      const ownerApi = await apiRequest.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { Origin: ORIGIN } });
      const post = async (path: string, data: object) => {
        const res = await ownerApi.post(path, { data });
        expect(res.ok(), await res.text()).toBe(true);
        return res;
      };
      await post('/api/account/login', owner);
      const { secret: ownerSecret } = (await (
        await post('/api/admin/account/two-factor', { password: owner.password })
      ).json()) as { secret: string };
      await post('/api/admin/account/two-factor/confirm', { code: totp(ownerSecret) });
      const admin = await createStaff(request, 'admin', info.project.name);
      expect(
        (await ownerApi.put('/api/admin/settings/security', { data: { requireTwoFactor: true } })).status(),
      ).toBe(200);
      try {
        await signInToAdmin(page, lang, admin);
        const tx = (key: string) => t(lang, `admin-account:${key}`);
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'admin-door:twoFactor.title') }),
        ).toBeVisible();
        await expect(page.getByText(t(lang, 'admin-door:twoFactor.body'))).toBeVisible();
        // Nothing else: no menu, and another address shows the same.
        await expect(page.getByRole('navigation', { name: t(lang, 'admin:nav.label') })).toHaveCount(0);
        await page.goto('/admin/orders');
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'admin-door:twoFactor.title') }),
        ).toBeVisible();
        await expectNoSeriousViolations(page);
        await shot(page, 'two-factor-required', info.project.name, lang);

        await page.getByRole('button', { name: tx('twoFactor.enable') }).click();
        const confirmPassword = page.getByRole('dialog', { name: tx('twoFactor.passwordTitle') });
        await confirmPassword.getByLabel(tx('twoFactor.password'), { exact: true }).fill(admin.password);
        await confirmPassword.getByRole('button', { name: tx('twoFactor.continue') }).click();
        const setup = page.getByRole('dialog', { name: tx('twoFactor.setupTitle') });
        const secret = secretOfUri((await setup.getByTestId('totp-qr').getAttribute('data-uri'))!);
        await setup.getByLabel(tx('twoFactor.code'), { exact: true }).fill(totp(secret));
        await setup.getByRole('button', { name: tx('twoFactor.confirm') }).click();

        // On: the back office opens where the admin asked to go.
        await expect(page.locator('#admin-main')).toBeVisible();
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'admin-door:twoFactor.title') }),
        ).toHaveCount(0);
        await expect(page).toHaveURL(/\/admin\/orders/);
      } finally {
        expect(
          (
            await ownerApi.put('/api/admin/settings/security', { data: { requireTwoFactor: false } })
          ).status(),
        ).toBe(200);
        await ownerApi.dispose();
      }
    });
  });
}
