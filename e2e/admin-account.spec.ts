import type { APIRequestContext, Page } from '@playwright/test';
import { ERROR_MESSAGES } from '../src/common/errors';
import { ORIGIN } from './account-helpers';
import { createStaff, openSection, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { E2E_OWNER } from './env';
import { expect, type Lang, LANGS, open, shot, staffJourney, t, test } from './fixtures';
import { awayFromStepEdge, secretOfUri, totp } from './totp';

/** Signs out from the sidebar (behind the menu button on a phone). */
async function signOut(page: Page, lang: Lang) {
  const menuButton = page.getByRole('button', { name: t(lang, 'admin:nav.open') });
  if (await menuButton.isVisible()) await menuButton.click();
  await page
    .getByRole('button', { name: t(lang, 'admin:nav.signOut') })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

/** Two-factor sign-in turned on for `who` through the API (as the Account screen does); its secret. */
async function enrolThroughApi(request: APIRequestContext, who: { email: string; password: string }) {
  const post = async (path: string, data: object) => {
    const res = await request.post(path, { headers: { Origin: ORIGIN }, data });
    expect(res.ok(), await res.text()).toBe(true);
    return res;
  };
  await post('/api/account/login', who);
  const { id } = (await (await request.get('/api/admin/account')).json()) as { id: string };
  const { secret } = (await (
    await post('/api/admin/account/two-factor', { password: who.password })
  ).json()) as { secret: string };
  // The app's previous code: each code is accepted once, and the sign-ins below use later ones.
  await awayFromStepEdge();
  await post('/api/admin/account/two-factor/confirm', { code: totp(secret, { stepOffset: -1 }) });
  return { secret, id };
}

for (const lang of LANGS) {
  const tx = (key: string, vars?: Record<string, string | number>) => t(lang, `admin-account:${key}`, vars);

  test.describe(`account (${lang})`, staffJourney(lang), () => {
    test('profile saved; two-factor enrolment with a QR code; sign-in then asks for the code (back office and shop)', async ({
      page,
      request,
    }, info) => {
      test.slow(); // a long journey: enrolment, two sign-ins
      const staff = await createStaff(request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      await openSection(page, lang, 'account');
      await expect(page).toHaveURL(/\/admin\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: tx('title') })).toBeVisible();

      // Profile: saved on the server (seen again after a reload).
      await page.getByLabel(tx('profile.displayName')).fill('Noor');
      await page.getByLabel(tx('profile.jobTitle'), { exact: true }).fill('Barista');
      await page.getByLabel(tx('prefs.timezone'), { exact: true }).selectOption('Asia/Riyadh');
      await page.getByLabel(tx('notifications.marketing'), { exact: true }).check();
      await page.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(page.getByText(tx('profile.saved'))).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(tx('profile.displayName'))).toHaveValue('Noor');
      await expect(page.getByLabel(tx('prefs.timezone'), { exact: true })).toHaveValue('Asia/Riyadh');
      await expect(page.getByLabel(tx('notifications.marketing'), { exact: true })).toBeChecked();
      const sessions = page.getByTestId('account-sessions');
      await expect(sessions.getByText(tx('sessions.thisDevice'))).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'account', info.project.name, lang, true);

      // Enrol: password, then the QR code (its otpauth URI) and the key as text, then a code.
      const twoFactor = page.getByRole('region', { name: tx('twoFactor.title') });
      await expect(twoFactor.getByText(tx('twoFactor.off'), { exact: true })).toBeVisible();
      await twoFactor.getByRole('button', { name: tx('twoFactor.enable') }).click();
      const confirmPassword = page.getByRole('dialog', { name: tx('twoFactor.passwordTitle') });
      await confirmPassword.getByLabel(tx('twoFactor.password'), { exact: true }).fill('not-my-password');
      await confirmPassword.getByRole('button', { name: tx('twoFactor.continue') }).click();
      await expect(confirmPassword.getByText(t(lang, 'validation.wrongPassword'))).toBeVisible();
      await confirmPassword.getByLabel(tx('twoFactor.password'), { exact: true }).fill(staff.password);
      await confirmPassword.getByRole('button', { name: tx('twoFactor.continue') }).click();

      const setup = page.getByRole('dialog', { name: tx('twoFactor.setupTitle') });
      const uri = await setup.getByTestId('totp-qr').getAttribute('data-uri');
      expect(uri).toMatch(/^otpauth:\/\/totp\/Aseer:/);
      const secret = secretOfUri(uri!);
      await expect(setup.getByTestId('totp-secret')).toHaveText(secret.match(/.{1,4}/g)!.join(' '));
      await expect(
        setup.getByRole('list', { name: tx('twoFactor.backupCodes') }).getByRole('listitem'),
      ).toHaveCount(10);
      await expectNoSeriousViolations(page);
      await shot(page, 'account-2fa-setup', info.project.name, lang);
      // The app's previous code: each code is accepted once, and the sign-ins below use later ones.
      await awayFromStepEdge();
      await setup.getByLabel(tx('twoFactor.code'), { exact: true }).fill(totp(secret, { stepOffset: -1 }));
      await setup.getByRole('button', { name: tx('twoFactor.confirm') }).click();
      await expect(page.getByText(tx('twoFactor.enabled'))).toBeVisible();
      await expect(twoFactor.getByText(tx('twoFactor.on'), { exact: true })).toBeVisible();

      // Back office: the password alone no longer opens it; a wrong code is refused.
      await signOut(page, lang);
      await page.getByLabel(t(lang, 'admin:login.email'), { exact: true }).fill(staff.email);
      await page.getByLabel(t(lang, 'admin:login.password'), { exact: true }).fill(staff.password);
      await page.getByRole('button', { name: t(lang, 'admin:login.submit'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: tx('login.codeTitle') })).toBeVisible();
      expect((await page.request.get('/api/admin/me')).status()).toBe(401);
      const code = page.getByLabel(t(lang, 'account:login.code'), { exact: true });
      await code.fill(totp(secret, { stepOffset: 10 }));
      await page.getByRole('button', { name: t(lang, 'account:login.verify') }).click();
      await expect(page.getByText(ERROR_MESSAGES.invalid_code[lang], { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'account-login-code', info.project.name, lang);
      await code.fill(totp(secret));
      await page.getByRole('button', { name: t(lang, 'account:login.verify') }).click();
      await expect(page.getByText(t(lang, 'admin:login.success'))).toBeVisible();
      await expect(page).not.toHaveURL(/\/admin\/login/);
      await openSection(page, lang, 'account');
      await expect(
        page
          .getByRole('region', { name: tx('twoFactor.title') })
          .getByText(tx('twoFactor.on'), { exact: true }),
      ).toBeVisible();

      // The shop's sign-in is the same door: it asks for the code too.
      await signOut(page, lang);
      await open(page, '/login', lang);
      await page.getByLabel(t(lang, 'account:fields.email')).fill(staff.email);
      await page.getByLabel(t(lang, 'account:fields.password'), { exact: true }).fill(staff.password);
      await page.getByRole('button', { name: t(lang, 'account:login.submit'), exact: true }).click();
      await expect(page.getByText(t(lang, 'account:login.codeHint'))).toBeVisible();
      // A later code than the back-office sign-in's: that one is used up.
      await page.getByLabel(t(lang, 'account:login.code')).fill(totp(secret, { stepOffset: 1 }));
      await page.getByRole('button', { name: t(lang, 'account:login.verify') }).click();
      await expect(page.getByText(t(lang, 'account:login.success'))).toBeVisible();
      expect((await page.request.get('/api/admin/me')).status()).toBe(200);
    });

    test('an account disabled after enrolling is sent back to the password step with the reason, and left signed out', async ({
      page,
      request,
    }, info) => {
      const staff = await createStaff(request, 'staff', info.project.name);
      const { secret, id } = await enrolThroughApi(request, staff);
      await request.post('/api/account/login', { headers: { Origin: ORIGIN }, data: E2E_OWNER });
      const disable = await request.patch(`/api/admin/staff/${id}`, {
        headers: { Origin: ORIGIN },
        data: { disabled: true },
      });
      expect(disable.status(), await disable.text()).toBe(200);

      await open(page, '/admin/login', lang);
      await page.getByLabel(t(lang, 'admin:login.email'), { exact: true }).fill(staff.email);
      await page.getByLabel(t(lang, 'admin:login.password'), { exact: true }).fill(staff.password);
      await page.getByRole('button', { name: t(lang, 'admin:login.submit'), exact: true }).click();
      await page.getByLabel(t(lang, 'account:login.code'), { exact: true }).fill(totp(secret));
      await page.getByRole('button', { name: t(lang, 'account:login.verify') }).click();
      await expect(page.getByText(ERROR_MESSAGES.account_disabled[lang], { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t(lang, 'admin:login.title') })).toBeVisible();
      await expect(page.getByLabel(t(lang, 'account:login.code'), { exact: true })).toHaveCount(0);
      await expect(page.getByLabel(t(lang, 'admin:login.password'), { exact: true })).toHaveValue('');
      expect((await page.request.get('/api/admin/me')).status()).toBe(401);
    });
  });
}
