import { verificationLinkFor, uniqueEmail } from './account-helpers';
import { createStaff, openSection, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { E2E_OWNER } from './env';
import { expect, LANGS, oneScreen, open, staffJourney, t, test } from './fixtures';

for (const lang of LANGS) {
  test.describe(`back-office access (${lang})`, staffJourney(lang), () => {
    test('a signed-out visitor is sent to the staff sign-in, which leads back to the website', async ({
      page,
    }) => {
      await open(page, '/admin/orders', lang);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByText(t(lang, 'admin:guard.signInFirst'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t(lang, 'admin:login.title') })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: t(lang, 'admin:login.backToWebsite') }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the owner signs in, finds every section, and signs out', async ({ page, isMobile }) => {
      await signInToAdmin(page, lang);
      await expect(page).toHaveURL(/\/admin/);
      // Signed in already: the sign-in page goes straight to the back office.
      await page.goto('/admin/login');
      await expect(page).not.toHaveURL(/\/admin\/login/);

      const nav = page
        .getByRole('navigation', { name: t(lang, 'admin:nav.label') })
        .filter({ visible: true });
      if (isMobile) {
        await expect(nav).toHaveCount(0); // collapsed below 1024 px
        await page.getByRole('button', { name: t(lang, 'admin:nav.open') }).click();
      } else if (lang === 'ar') {
        // Mirrored: the sidebar sits on the right in Arabic.
        const box = (await page.locator('aside').boundingBox())!;
        expect(box.x).toBeGreaterThan(600);
        expect(box.width).toBe(256);
      }
      for (const key of [
        'dashboard',
        'board',
        'products',
        'categories',
        'menu',
        'orders',
        'customers',
        'reviews',
        'employees',
        'settings',
        'payments',
        'security',
        'account',
        'help',
      ]) {
        await expect(nav.getByRole('link', { name: t(lang, `admin:nav.${key}`), exact: true })).toBeVisible();
      }
      if (isMobile) await page.getByRole('button', { name: t(lang, 'admin:nav.close') }).click();
      await openSection(page, lang, 'help');
      await expect(page).toHaveURL(/\/admin\/help$/);
      if (isMobile)
        await expect(page.getByRole('button', { name: t(lang, 'admin:nav.close') })).toHaveCount(0); // closed after the choice
      else
        await expect(page.getByRole('navigation', { name: t(lang, 'admin:breadcrumb.label') })).toContainText(
          t(lang, 'admin:nav.help'),
        );
      await expectNoSeriousViolations(page);

      await page
        .getByRole('button', { name: t(lang, 'admin:user.menu', { email: E2E_OWNER.email }) })
        .click();
      await expect(page.getByRole('menu')).toContainText(E2E_OWNER.email);
      await expect(page.getByRole('menuitem', { name: t(lang, 'admin:user.profile') })).toBeVisible();
      await page.getByRole('menuitem', { name: t(lang, 'admin:user.signOut') }).click();
      await expect(page.getByText(t(lang, 'admin:signedOut'))).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto('/admin/help');
      await expect(page).toHaveURL(/\/admin\/login$/);
    });

    test('a staff member sees only what the staff role may use', async ({
      page,
      request,
      isMobile,
    }, info) => {
      const staff = await createStaff(request, 'staff', info.project.name);
      await signInToAdmin(page, lang, staff);
      // Staff have no dashboard: their home is the live board.
      await expect(page).toHaveURL(/\/admin\/board$/);
      const menuButton = page.getByRole('button', { name: t(lang, 'admin:nav.open') });
      if (isMobile) await menuButton.click();
      const nav = page
        .getByRole('navigation', { name: t(lang, 'admin:nav.label') })
        .filter({ visible: true });
      await expect(nav.getByRole('link', { name: t(lang, 'admin:nav.orders'), exact: true })).toBeVisible();
      for (const key of ['dashboard', 'customers', 'settings', 'employees', 'payments', 'security']) {
        await expect(nav.getByRole('link', { name: t(lang, `admin:nav.${key}`), exact: true })).toHaveCount(
          0,
        );
      }
    });

    test('a customer account is told the back office is for staff only', async ({ page, request }, info) => {
      const customer = await createStaff(request, 'customer', info.project.name);
      await open(page, '/admin/login', lang);
      await page.getByLabel(t(lang, 'admin:login.email'), { exact: true }).fill(customer.email);
      await page.getByLabel(t(lang, 'admin:login.password'), { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: t(lang, 'admin:login.submit'), exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(t(lang, 'admin:guard.noAccess'));
      await expect(page).toHaveURL(/\/admin\/login$/);
    });

    test('a staff sign-up confirms its e-mail and then waits for approval', async ({ page }, info) => {
      const email = uniqueEmail('new-staff', info.project.name);
      const password = 'juice-team-2026';
      await open(page, '/admin/signup', lang);
      await expectNoSeriousViolations(page);
      await page.getByLabel(t(lang, 'admin:signup.name'), { exact: true }).fill('Hamdan');
      await page.getByLabel(t(lang, 'admin:signup.email'), { exact: true }).fill(email);
      await page.getByLabel(t(lang, 'admin:signup.password'), { exact: true }).fill(password);
      await page.getByLabel(t(lang, 'admin:signup.confirmPassword'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t(lang, 'admin:signup.submit') }).click();
      await expect(page.getByRole('status')).toContainText(email);

      // Not confirmed yet.
      await page.getByRole('link', { name: t(lang, 'admin:signup.toLogin') }).click();
      const signIn = async () => {
        await page.getByLabel(t(lang, 'admin:login.email'), { exact: true }).fill(email);
        await page.getByLabel(t(lang, 'admin:login.password'), { exact: true }).fill(password);
        await page.getByRole('button', { name: t(lang, 'admin:login.submit'), exact: true }).click();
      };
      await signIn();
      await expect(page.getByRole('alert')).toHaveText(t(lang, 'admin:login.notVerified'));

      const link = new URL(await verificationLinkFor(email));
      await page.goto(link.pathname + link.search);
      await expect(page).toHaveURL(/\/admin\/login\?verified=1$/);
      await expect(page.getByText(t(lang, 'admin:login.verified'))).toBeVisible();
      await signIn();
      await expect(page.getByRole('alert')).toHaveText(t(lang, 'admin:guard.pending'));
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/admin\/login$/);
    });
  });
}

test('the storefront downloads none of the back office', oneScreen, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await open(page, '/', 'ar');
  await page.getByRole('banner').waitFor();
  await page.goto('/menu');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /admin|staff-/.test(s))).toEqual([]);
  // …while /admin loads its own chunk.
  await page.goto('/admin/login');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => /admin-app/.test(s))).toBe(true);
});
