import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { ORIGIN, uniqueEmail, verificationLinkFor } from './account-helpers';
import { openSection, settleToasts, signInToAdmin } from './admin-helpers';
import { downloaded } from './admin-report-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, LANGS, open, shot, staffJourney, t, test } from './fixtures';

const ns = (key: string) => `admin-employees:${key}`;

for (const lang of LANGS) {
  test.describe(`employees (${lang})`, staffJourney(lang), () => {
    // Long journeys (sign-up, e-mail, two sign-ins; or a whole add–edit–export–delete round).
    test.beforeEach(() => test.slow());
    test('a staff sign-up is approved with a role by the owner and then reaches the back office', async ({
      page,
    }, info) => {
      const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
      const applicant = {
        name: `Hamdan ${tag}`,
        email: uniqueEmail(`applicant-${lang}`, info.project.name),
        password: 'juice-team-2026',
      };

      // Someone signs up at /admin/signup and confirms the e-mail from the outbox.
      await open(page, '/admin/signup', lang);
      await page.getByLabel(t(lang, 'admin:signup.name'), { exact: true }).fill(applicant.name);
      await page.getByLabel(t(lang, 'admin:signup.email'), { exact: true }).fill(applicant.email);
      await page.getByLabel(t(lang, 'admin:signup.password'), { exact: true }).fill(applicant.password);
      await page
        .getByLabel(t(lang, 'admin:signup.confirmPassword'), { exact: true })
        .fill(applicant.password);
      await page.getByRole('button', { name: t(lang, 'admin:signup.submit') }).click();
      await expect(page.getByRole('status')).toContainText(applicant.email);
      const link = new URL(await verificationLinkFor(applicant.email));
      await page.goto(link.pathname + link.search);
      await expect(page).toHaveURL(/\/admin\/login\?verified=1$/);
      await page.context().clearCookies();

      // The owner sees the sign-up on the employees screen and approves it as a manager.
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'employees');
      await expect(page).toHaveURL(/\/admin\/employees$/);
      const panel = page.getByRole('region', { name: new RegExp(t(lang, ns('pending.title'))) });
      const row = panel.getByRole('listitem').filter({ hasText: applicant.email });
      await expect(row).toContainText(applicant.name);
      await expect(row).toContainText(t(lang, ns('pending.verified')));
      await row
        .getByRole('combobox', { name: t(lang, ns('pending.role'), { name: applicant.name }) })
        .selectOption('manager');
      await expectNoSeriousViolations(page);
      await shot(page, 'employees-pending', info.project.name, lang);
      await row
        .getByRole('button', { name: t(lang, ns('pending.approveItem'), { name: applicant.name }) })
        .click();
      await expect(
        page.getByText(
          t(lang, ns('pending.approved'), {
            name: applicant.name,
            role: t(lang, 'admin:user.roles.manager'),
          }),
        ),
      ).toBeVisible();
      await expect(row).toHaveCount(0);

      // They sign in and reach the back office with their role.
      await page.context().clearCookies();
      await signInToAdmin(page, lang, applicant);
      await expect(page.locator('#admin-main')).toBeVisible();
      await openSection(page, lang, 'employees');
      await expect(page.getByRole('heading', { level: 1, name: t(lang, ns('title')) })).toBeVisible();
      // A manager sees the team but neither adds employees nor approves sign-ups.
      await expect(page.getByRole('button', { name: t(lang, ns('add')) })).toHaveCount(0);
      await expect(page.getByRole('region', { name: new RegExp(t(lang, ns('pending.title'))) })).toHaveCount(
        0,
      );
    });

    test('a refused sign-up is removed after asking first', async ({ page, request }, info) => {
      const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
      const applicant = { name: `Refused ${tag}`, email: uniqueEmail(`refused-${lang}`, info.project.name) };
      const res = await request.post('/api/staff/signup', {
        headers: { Origin: ORIGIN },
        data: { ...applicant, password: 'juice-team-2026', confirmPassword: 'juice-team-2026' },
      });
      expect(res.status(), await res.text()).toBe(201);
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'employees');
      const row = page.getByRole('listitem').filter({ hasText: applicant.email });
      await expect(row).toContainText(t(lang, ns('pending.unverified')));
      await row
        .getByRole('button', { name: t(lang, ns('pending.refuseItem'), { name: applicant.name }) })
        .click();
      const confirm = page.getByRole('dialog', { name: t(lang, ns('pending.refuseTitle')) });
      await expect(confirm).toContainText(applicant.email);
      await confirm.getByRole('button', { name: t(lang, ns('pending.refuse')), exact: true }).click();
      await expect(page.getByText(t(lang, ns('pending.refused')))).toBeVisible();
      await expect(row).toHaveCount(0);
    });

    test('add, edit, export and delete an employee', async ({ page }, info) => {
      const tag = `${lang}${info.project.name}${Date.now().toString(36)}`;
      const person = {
        nameEn: `Layla Saeed ${tag}`,
        nameAr: `ليلى سعيد ${tag}`,
        email: `layla.${tag}@aseer.ae`.toLowerCase(),
      };
      const shown = lang === 'ar' ? person.nameAr : person.nameEn;
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'employees');
      await expect(page.getByRole('table', { name: t(lang, ns('caption')) })).toBeVisible();
      await shot(page, 'employees', info.project.name, lang);

      // Add: required fields first, then every field, the photo uploaded at once.
      await page.getByRole('button', { name: t(lang, ns('add')) }).click();
      const dialog = page.getByRole('dialog', { name: t(lang, ns('form.addTitle')) });
      const field = (key: string) =>
        dialog.getByLabel(t(lang, ns(`fields.${key}`)), { exact: false }).first();
      await expect(field('role')).toHaveValue('staff');
      await expect(field('status')).toHaveValue('active');
      await expect(field('employmentType')).toHaveValue('full-time');
      await dialog.getByRole('button', { name: t(lang, ns('add')) }).click();
      await expect(dialog.getByText(t(lang, 'validation.required')).first()).toBeVisible();
      await field('nameEn').fill(person.nameEn);
      await field('nameAr').fill(person.nameAr);
      await field('email').fill('not-an-email');
      await dialog.getByRole('button', { name: t(lang, ns('add')) }).click();
      await expect(dialog.getByText(t(lang, 'validation.email'))).toBeVisible();
      await field('email').fill(person.email.toUpperCase());
      await field('phone').fill('٠٥٠ ٢٢٢ ٣٣٤٤');
      await field('role').selectOption('manager');
      // Job title and department in each language; the list shows the screen's.
      await field('departmentEn').fill('Car service');
      await field('departmentAr').fill('خدمة السيارات');
      await field('positionEn').fill('Shift lead');
      await field('positionAr').fill('مشرف الوردية');
      await field('hireDate').fill('2024-03-10');
      await field('employmentType').selectOption('part-time');
      const photo = await sharp({
        create: { width: 400, height: 300, channels: 3, background: { r: 250, g: 150, b: 30 } },
      })
        .png()
        .toBuffer();
      await dialog
        .getByTestId('image-file')
        .setInputFiles({ name: 'layla.png', mimeType: 'image/png', buffer: photo });
      await expect(page.getByText(t(lang, 'admin:upload.done'))).toBeVisible();
      const preview = dialog.getByRole('img', {
        name: t(lang, 'admin:upload.preview', { label: t(lang, ns('fields.profileImage')) }),
      });
      await expect(preview).toHaveAttribute('src', /\/media\/uploads\//);
      expect(
        await preview.evaluate((img) => (img.parentElement as HTMLElement).getBoundingClientRect().width),
      ).toBe(150);
      await expectNoSeriousViolations(page);
      await shot(page, 'employee-add', info.project.name, lang);
      await field('positionEn').scrollIntoViewIfNeeded();
      await shot(page, 'employee-form', info.project.name, lang);
      await dialog.getByRole('button', { name: t(lang, ns('add')) }).click();
      await expect(page.getByText(t(lang, ns('added')))).toBeVisible();
      await expect(dialog).toBeHidden();

      await page.getByRole('searchbox', { name: t(lang, ns('search')) }).fill(tag);
      const rows = page.getByRole('table', { name: t(lang, ns('caption')) }).locator('tbody tr');
      await expect(rows).toHaveCount(1);
      const row = rows.first();
      await expect(row).toContainText(shown);
      await expect(row).toContainText(person.email);
      await expect(row).toContainText('050 222 3344');
      await expect(row).toContainText(
        lang === 'ar' ? 'مشرف الوردية · خدمة السيارات' : 'Shift lead · Car service',
      );
      await expect(row).not.toContainText(lang === 'ar' ? 'Car service' : 'خدمة السيارات');
      await expect(row.locator('[data-role="manager"]')).toBeVisible();
      await expect(row.locator('[data-status="active"]')).toBeVisible();
      await expect(row.getByRole('img', { name: t(lang, ns('photoOf'), { name: shown }) })).toBeVisible();

      // A second employee cannot take the same e-mail, whatever its case. The refusals' toasts
      // above go first, so the one below is this refusal's.
      await settleToasts(page);
      await page.getByRole('button', { name: t(lang, ns('add')) }).click();
      await field('nameEn').fill(`Copy ${tag}`);
      await field('nameAr').fill(`نسخة ${tag}`);
      await field('email').fill(person.email.replace('layla', 'LAYLA'));
      await dialog.getByRole('button', { name: t(lang, ns('add')) }).click();
      await expect(dialog.getByText(t(lang, ns('validation.emailTaken')))).toBeVisible();
      await expect(page.getByText(t(lang, ns('addFailed')))).toBeVisible();
      await dialog.getByRole('button', { name: t(lang, 'admin:actions.cancel') }).click();

      // Edit: on leave, a new position; the status filter then finds them.
      const item = t(lang, ns('employeeLabel'), { name: shown });
      await settleToasts(page); // on a phone the toast sits over the table's last row
      await row.getByRole('button', { name: t(lang, 'admin:actions.editItem', { item }) }).click();
      const edit = page.getByRole('dialog', { name: t(lang, ns('form.editTitle')) });
      const editField = (key: string) =>
        edit.getByLabel(t(lang, ns(`fields.${key}`)), { exact: false }).first();
      await expect(editField('email')).toHaveValue(person.email);
      await expect(editField('hireDate')).toHaveValue('2024-03-10');
      await editField('positionEn').fill('Store supervisor');
      await editField('positionAr').fill('مشرف المحل');
      await editField('status').selectOption('on_leave');
      await shot(page, 'employee-edit', info.project.name, lang);
      await edit.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(page.getByText(t(lang, ns('updated')))).toBeVisible();
      await expect(row.locator('[data-status="on_leave"]')).toBeVisible();
      await expect(row).toContainText(lang === 'ar' ? 'مشرف المحل' : 'Store supervisor');
      await page.getByRole('combobox', { name: t(lang, ns('statusFilter')) }).selectOption('active');
      await expect(page.getByText(t(lang, ns('empty')))).toBeVisible();
      await page.getByRole('combobox', { name: t(lang, ns('statusFilter')) }).selectOption('on_leave');
      await expect(rows).toHaveCount(1);

      // Export: the filtered list as employees.csv, the spec's columns.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: t(lang, ns('export')) }).click(),
      ]);
      const file = await downloaded(download);
      expect(file.name).toBe('employees.csv');
      const csv = parse(file.text, { bom: true }) as string[][];
      expect(csv[0]).toEqual([
        'ID / المعرّف',
        'Name / الاسم',
        'Email / البريد الإلكتروني',
        'Phone / الهاتف',
        'Role / الدور',
        'Department (English) / القسم (بالإنجليزية)',
        'Department (Arabic) / القسم (بالعربية)',
        'Position (English) / المسمى الوظيفي (بالإنجليزية)',
        'Position (Arabic) / المسمى الوظيفي (بالعربية)',
        'Status / الحالة',
        'Hire Date / تاريخ التعيين',
      ]);
      expect(csv.slice(1).map((r) => r.slice(1))).toEqual([
        [
          shown,
          person.email,
          '050 222 3344',
          t(lang, 'admin-employees:roles.manager'),
          'Car service',
          'خدمة السيارات',
          'Store supervisor',
          'مشرف المحل',
          t(lang, 'admin-employees:statuses.on_leave'),
          '2024-03-10',
        ],
      ]);

      // Delete: asks first.
      await settleToasts(page);
      await row.getByRole('button', { name: t(lang, 'admin:actions.deleteItem', { item }) }).click();
      const confirm = page.getByRole('dialog', { name: t(lang, ns('deleteTitle'), { name: shown }) });
      await expect(confirm).toContainText(t(lang, ns('deleteMessage')));
      await confirm.getByRole('button', { name: t(lang, 'admin:actions.delete'), exact: true }).click();
      await expect(page.getByText(t(lang, ns('deleted')))).toBeVisible();
      await expect(page.getByText(t(lang, ns('empty')))).toBeVisible();
    });
  });
}
