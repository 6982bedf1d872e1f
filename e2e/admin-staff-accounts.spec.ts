import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { ORIGIN } from './account-helpers';
import { createStaff, openSection, settleToasts, signInToAdmin } from './admin-helpers';
import { downloaded } from './admin-report-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, LANGS, lookAtOn, staffJourney, t, test, type Lang } from './fixtures';

const acc = (key: string) => `admin-staff-accounts:${key}`;
const sec = (key: string) => `admin-security:${key}`;
/** The kinds this journey meets, as src/features/security/security.schema.ts words them. */
const KINDS = {
  en: { role_changed: 'Role changed', account_disabled: 'Account disabled' },
  ar: { role_changed: 'تغيير الدور', account_disabled: 'تعطيل الحساب' },
};
/** Each screen seen on a phone and a desktop in both languages, whichever the journey runs on. */
const shots = (page: Page, lang: Lang, label: string) =>
  lookAtOn(page, ['phone', 'desktop'], (screen) => `${label}-${lang}-${screen}`);

/** The staff accounts table's row of this e-mail address. */
const rowOf = (page: Page, lang: Lang, email: string) =>
  page
    .getByRole('table', { name: t(lang, acc('caption')) })
    .getByRole('row')
    .filter({ hasText: email });

async function manage(page: Page, lang: Lang, email: string, name: string) {
  await settleToasts(page);
  await rowOf(page, lang, email)
    .getByRole('button', { name: t(lang, acc('manageItem'), { name }) })
    .click();
  return page.getByRole('dialog', { name: t(lang, acc('dialog.title'), { name }) });
}

for (const lang of LANGS) {
  test.describe(`staff accounts (${lang})`, staffJourney(lang), () => {
    test.beforeEach(() => test.slow());

    test('the owner changes a role, disables and re-enables an account from the Staff accounts tab', async ({
      page,
      request,
    }, info) => {
      const manager = await createStaff(request, 'manager', `${info.project.name}-${lang}`);
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'employees');
      await page
        .getByRole('navigation', { name: t(lang, acc('tabs.label')) })
        .getByRole('link', { name: t(lang, acc('tabs.accounts')) })
        .click();
      await expect(page).toHaveURL(/\/admin\/employees\/accounts$/);
      await expect(page.getByRole('heading', { level: 1, name: t(lang, acc('title')) })).toBeVisible();

      const row = rowOf(page, lang, manager.email);
      await expect(row).toContainText(manager.name);
      await expect(row.locator('[data-role]')).toHaveText(t(lang, 'admin:user.roles.manager'));
      await expect(row.locator('[data-status]')).toHaveText(t(lang, acc('statuses.active')));
      await expect(row).toContainText(t(lang, acc('twoFactor.off')));
      await expect(row).toContainText(t(lang, acc('never')));
      await expect(row).toContainText(t(lang, acc('notLinked')));
      // The owner's own row says so.
      await expect(rowOf(page, lang, 'owner@aseer.test')).toContainText(t(lang, acc('you')));
      await expectNoSeriousViolations(page);
      await shots(page, lang, 'staff-accounts');

      // A new role.
      let dialog = await manage(page, lang, manager.email, manager.name);
      await dialog
        .getByRole('combobox', { name: t(lang, acc('dialog.role'), { name: manager.name }) })
        .selectOption('staff');
      await expectNoSeriousViolations(page);
      await shots(page, lang, 'staff-account-dialog');
      await dialog.getByRole('button', { name: t(lang, acc('dialog.saveRole')) }).click();
      await expect(
        page.getByText(
          t(lang, acc('dialog.roleSaved'), { name: manager.name, role: t(lang, 'admin:user.roles.staff') }),
        ),
      ).toBeVisible();
      await expect(row.locator('[data-role]')).toHaveText(t(lang, 'admin:user.roles.staff'));

      // Disabled, after asking: the account can no longer sign in.
      dialog = await manage(page, lang, manager.email, manager.name);
      await dialog.getByRole('button', { name: t(lang, acc('dialog.disable')) }).click();
      const confirm = page.getByRole('dialog', {
        name: t(lang, acc('confirm.disableTitle'), { name: manager.name }),
      });
      await confirm.getByRole('button', { name: t(lang, acc('dialog.disable')) }).click();
      await expect(page.getByText(t(lang, acc('done.disabled'), { name: manager.name }))).toBeVisible();
      await expect(row.locator('[data-status]')).toHaveText(t(lang, acc('statuses.disabled')));
      const refused = await request.post('/api/account/login', {
        headers: { Origin: ORIGIN },
        data: { email: manager.email, password: manager.password },
      });
      expect(refused.status()).not.toBe(200);

      // Re-enabled: it signs in again.
      dialog = await manage(page, lang, manager.email, manager.name);
      await dialog.getByRole('button', { name: t(lang, acc('dialog.enable')) }).click();
      await page
        .getByRole('dialog', { name: t(lang, acc('confirm.enableTitle'), { name: manager.name }) })
        .getByRole('button', { name: t(lang, acc('dialog.enable')) })
        .click();
      await expect(page.getByText(t(lang, acc('done.enabled'), { name: manager.name }))).toBeVisible();
      await expect(row.locator('[data-status]')).toHaveText(t(lang, acc('statuses.active')));
      const back = await request.post('/api/account/login', {
        headers: { Origin: ORIGIN },
        data: { email: manager.email, password: manager.password },
      });
      expect(back.status(), await back.text()).toBe(200);
    });

    test('the owner reads the security log, filters it by person and event, and downloads it as CSV', async ({
      page,
      request,
    }, info) => {
      const staff = await createStaff(request, 'staff', `${info.project.name}-${lang}-log`);
      await signInToAdmin(page, lang);
      // Two changes to this account, made as the owner (the screen above does the same).
      const accounts = (await (await page.request.get('/api/admin/staff')).json()) as {
        id: string;
        email: string;
      }[];
      const id = accounts.find((a) => a.email === staff.email)!.id;
      for (const body of [{ role: 'manager' }, { disabled: true }]) {
        const res = await page.request.patch(`/api/admin/staff/${id}`, {
          headers: { Origin: ORIGIN },
          data: body,
        });
        expect(res.status(), await res.text()).toBe(200);
      }

      await openSection(page, lang, 'security');
      await expect(page).toHaveURL(/\/admin\/security$/);
      await expect(page.getByRole('heading', { level: 1, name: t(lang, sec('title')) })).toBeVisible();
      await page.getByRole('searchbox', { name: t(lang, sec('filters.person')) }).fill(staff.email);
      const table = page.getByRole('table', { name: t(lang, sec('caption')) });
      const rows = table.getByRole('row').filter({ hasText: staff.email });
      await expect(rows).toHaveCount(2);
      // Newest first, the kinds in words, who did it.
      await expect(rows.nth(0)).toContainText(KINDS[lang].account_disabled);
      await expect(rows.nth(1)).toContainText(KINDS[lang].role_changed);
      await expect(rows.nth(1)).toContainText('owner@aseer.test');
      await expect(rows.nth(1)).toContainText(
        t(lang, sec('details.roleChange'), {
          from: t(lang, 'admin:user.roles.staff'),
          to: t(lang, 'admin:user.roles.manager'),
        }),
      );
      await expectNoSeriousViolations(page);
      await shots(page, lang, 'security-log');

      await page.getByRole('combobox', { name: t(lang, sec('filters.kind')) }).selectOption('role_changed');
      await expect(rows).toHaveCount(1);
      await expect(page).toHaveURL(/kind=role_changed/);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t(lang, sec('export')) }).click(),
      ]);
      const file = await downloaded(download);
      expect(file.name).toBe('security-log.csv');
      expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = parse(file.text, { bom: true }) as string[][];
      expect(csv[0]![1]).toBe('Event / الحدث');
      expect(csv.slice(1).map((r) => [r[1], r[2], r[3]])).toEqual([
        [KINDS[lang].role_changed, staff.email, 'owner@aseer.test'],
      ]);
    });
  });
}
