import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { createVerifiedAccount, ORIGIN, uniqueEmail, verificationLinkFor } from './account-helpers';
import { createStaff } from './admin-helpers';
import { customerJourney, expect, type Lang, LANGS, lookAt, open, staffJourney, t, test } from './fixtures';
import { latestMailTo, type Mail } from './mailbox';

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const button = (page: Page, lang: Lang, key: string) =>
  page.getByRole('button', { name: t(lang, key), exact: true });
const link = (page: Page, lang: Lang, key: string) =>
  page.getByRole('link', { name: t(lang, key), exact: true });

/** The reset link of the newest reset e-mail to `email`, as a path of this site. */
async function resetLinkFor(email: string, since: number): Promise<{ path: string; mail: Mail }> {
  const mail = await latestMailTo(email, {
    since,
    match: (m) => m.links.some((l) => l.includes('reset-password?token=')),
  });
  const url = new URL(mail.links.find((l) => l.includes('reset-password?token='))!);
  return { path: url.pathname + url.search, mail };
}

/** From a sign-in screen: "Forgot password?" (the typed address goes along), then "Send Link". */
async function askForLink(page: Page, lang: Lang, email: string) {
  await link(page, lang, 'recovery:forgot.link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'recovery:forgot.heading') }),
  ).toBeVisible();
  await expect(byLabel(page, t(lang, 'account:fields.email'))).toHaveValue(email);
  await button(page, lang, 'recovery:forgot.submit').click();
  await expect(page.getByRole('status')).toContainText(email);
}

/** On the page the link opened: the new password twice (a mismatch first), then "changed". */
async function chooseNewPassword(page: Page, lang: Lang, password: string) {
  await expect(
    page.getByRole('heading', { level: 1, name: t(lang, 'recovery:reset.heading') }),
  ).toBeVisible();
  await byLabel(page, t(lang, 'account:fields.newPassword')).fill(password);
  await byLabel(page, t(lang, 'account:fields.confirmNewPassword')).fill(`${password}x`);
  await button(page, lang, 'recovery:reset.submit').click();
  await expect(page.getByText(t(lang, 'validation.passwordsMismatch'))).toBeVisible();
  await byLabel(page, t(lang, 'account:fields.confirmNewPassword')).fill(password);
  await button(page, lang, 'recovery:reset.submit').click();
  await expect(page.getByRole('heading', { name: t(lang, 'recovery:reset.doneHeading') })).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(`password recovery (${lang})`, () => {
    test(
      'a customer asks for a link on the sign-in page, chooses a new password, and the link is used up',
      customerJourney(lang),
      async ({ page }, testInfo) => {
        const email = uniqueEmail(`forgot-${lang}`, testInfo.project.name);
        await createVerifiedAccount(page.request, { name: 'Huda', email, password: 'old-guava-12' });
        const since = Date.now();
        await open(page, '/login', lang);
        await byLabel(page, t(lang, 'account:fields.email')).fill(email);
        await askForLink(page, lang, email);
        await expect(page).toHaveURL(/\/reset-password$/);
        await lookAt(page, `forgot-${lang}-${testInfo.project.name}`);

        const { path, mail } = await resetLinkFor(email, since);
        expect(path).toMatch(/^\/reset-password\?token=/);
        // The page's language first.
        expect(
          mail.subject.startsWith(lang === 'ar' ? 'إعادة تعيين كلمة المرور' : 'Reset your Aseer password'),
        ).toBe(true);
        await open(page, path, lang);
        await expectNoSeriousViolations(page);
        await lookAt(page, `reset-${lang}-${testInfo.project.name}`);
        await chooseNewPassword(page, lang, 'new-lychee-34');
        await expect(
          (
            await latestMailTo(email, {
              since,
              match: (m) => /password was changed|تم تغيير كلمة المرور/.test(m.subject),
            })
          ).text,
        ).toContain(lang === 'ar' ? 'سُجّل خروج حسابك من جميع الأجهزة.' : 'signed out on every device');

        await link(page, lang, 'recovery:reset.toSignIn').click();
        await expect(page).toHaveURL(/\/login$/);
        await byLabel(page, t(lang, 'account:fields.email')).fill(email);
        await byLabel(page, t(lang, 'account:fields.password')).fill('new-lychee-34');
        await button(page, lang, 'account:login.submit').click();
        await expect(page).toHaveURL(/\/profile$/);

        // The same link again: used up, and a way to ask for a new one.
        await open(page, path, lang);
        await expect(page.getByRole('alert')).toHaveText(t(lang, 'recovery:reset.invalid'));
        await link(page, lang, 'recovery:reset.askAgain').click();
        await expect(page).toHaveURL(/\/reset-password$/);
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'recovery:forgot.heading') }),
        ).toBeVisible();

        // A link a mail program cut short or mangled says the same.
        await open(page, '/reset-password?token=cut%20short!', lang);
        await expect(page.getByRole('alert')).toHaveText(t(lang, 'recovery:reset.invalid'));
      },
    );

    test(
      'an unconfirmed account is sent its confirmation again only when it asks',
      customerJourney(lang),
      async ({ page }, testInfo) => {
        const email = uniqueEmail(`resend-${lang}`, testInfo.project.name);
        const password = 'kiwi-lime-56';
        const res = await page.request.post('/api/account/signup', {
          headers: { Origin: ORIGIN },
          data: { name: 'Salem', email, password, confirmPassword: password },
        });
        expect(res.status()).toBe(201);
        await verificationLinkFor(email); // the sign-up's own e-mail, written before `since`
        const since = Date.now();
        await open(page, '/login', lang);
        await byLabel(page, t(lang, 'account:fields.email')).fill(email);
        await byLabel(page, t(lang, 'account:fields.password')).fill(password);
        await button(page, lang, 'account:login.submit').click();
        await expect(
          page.getByRole('alert').filter({ hasText: t(lang, 'account:login.notConfirmed') }),
        ).toBeVisible();
        await lookAt(page, `login-unconfirmed-${lang}-${testInfo.project.name}`);
        // Signing in sent nothing (it used to send a new link every time).
        await expect(latestMailTo(email, { since, timeoutMs: 2_000 })).rejects.toThrow();
        await button(page, lang, 'recovery:resend.button').click();
        await expect(page.getByRole('status')).toContainText(email);
        // Asked for: a new e-mail, written after the sign-in, whose link confirms the address.
        const again = await verificationLinkFor(email, { since });
        await page.goto(again);
        await expect(page).toHaveURL(/\/login\?verified=1$/);
      },
    );
  });

  test.describe(`staff password recovery (${lang})`, () => {
    test(
      'a staff member asks on /admin/login, chooses a new password on /admin/reset-password and signs in with it',
      staffJourney(lang),
      async ({ page }, testInfo) => {
        const staff = await createStaff(page.request, 'manager', testInfo.project.name);
        const since = Date.now();
        await open(page, '/admin/login', lang);
        await byLabel(page, t(lang, 'admin:login.email')).fill(staff.email);
        await askForLink(page, lang, staff.email);
        await expect(page).toHaveURL(/\/admin\/reset-password$/);
        await lookAt(page, `admin-forgot-${lang}-${testInfo.project.name}`);

        const { path } = await resetLinkFor(staff.email, since);
        expect(path).toMatch(/^\/admin\/reset-password\?token=/);
        await open(page, path, lang);
        await lookAt(page, `admin-reset-${lang}-${testInfo.project.name}`);
        await chooseNewPassword(page, lang, 'new-staff-pass-78');
        await expect(page.getByRole('status')).toContainText(t(lang, 'recovery:reset.twoFactor'));
        await link(page, lang, 'recovery:reset.toSignIn').click();
        await expect(page).toHaveURL(/\/admin\/login$/);
        await byLabel(page, t(lang, 'admin:login.email')).fill(staff.email);
        await byLabel(page, t(lang, 'admin:login.password')).fill('new-staff-pass-78');
        await button(page, lang, 'admin:login.submit').click();
        await expect(page).not.toHaveURL(/\/admin\/login/);
        await page.locator('#admin-main').waitFor();
      },
    );
  });
}
