import type { Page } from '@playwright/test';
import { ORIGIN } from '../account-helpers';
import { openSection, signInToAdmin } from '../admin-helpers';
import { placeOrder } from '../admin-report-helpers';
import { expectNoSeriousViolations } from '../axe';
import { fillCart } from '../checkout-helpers';
import { customerJourney, expect, type Lang, LANGS, lookAt, open, t, test } from '../fixtures';

// Settings change the whole shop: these journeys run alone on their own server and put back
// every setting they change (the record read first is saved again at the end, whatever happened).

/** The owner in the back office's Settings screen, in a browser of their own; the record as it was. */
async function ownerInSettings(staff: Page, lang: Lang) {
  await signInToAdmin(staff, lang);
  const original = (await (await staff.request.get('/api/admin/settings')).json()) as unknown;
  await openSection(staff, lang, 'settings');
  await expect(staff.getByRole('heading', { level: 1, name: t(lang, 'admin-settings:title') })).toBeVisible();
  return original;
}
const restore = (staff: Page, original: unknown) =>
  staff.request
    .put('/api/admin/settings', { headers: { Origin: ORIGIN }, data: original })
    .catch(() => undefined);
async function save(staff: Page, lang: Lang) {
  await staff.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
  await expect(staff.getByText(t(lang, 'admin-settings:saved'))).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(`settings that take effect (${lang})`, customerJourney(lang), () => {
    test('the store phone, VAT rate and TRN saved in Settings show in the footer, the contact page and the receipt', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(90_000); // two browsers and an accessibility scan on a busy machine
      const staff = await (
        await browser.newContext({ viewport: page.viewportSize() ?? undefined })
      ).newPage();
      const original = await ownerInSettings(staff, lang);
      try {
        await lookAt(staff, `settings-general-${lang}-${info.project.name}`, { fullPage: true });
        await staff.getByRole('tab', { name: t(lang, 'admin-settings:tabs.store') }).click();
        const phone = `+971 4 ${String(Date.now()).slice(-3)} ${lang === 'ar' ? '1111' : '2222'}`;
        await staff.getByLabel(t(lang, 'admin-settings:contact.phone')).fill(phone);
        await staff.getByLabel(t(lang, 'admin-settings:tax.rate')).fill('10');
        const trn = '100123456700003';
        await staff.getByLabel(t(lang, 'admin-settings:tax.trn')).fill(trn);
        await expectNoSeriousViolations(staff);
        await lookAt(staff, `settings-store-${lang}-${info.project.name}`, { fullPage: true });
        await save(staff, lang);

        await open(page, '/contact', lang);
        await expect(page.getByRole('contentinfo').getByText(phone)).toBeVisible();
        await expect(page.getByRole('main').getByText(phone)).toBeVisible();
        // The hours went through the form (its midnight close is 00:00): still open around the clock.
        await expect(page.getByRole('contentinfo').getByText(t(lang, 'hours.allDay'))).toBeVisible();

        // An order placed now carries the new VAT rate; its printed receipt shows it and the TRN.
        const { order } = await placeOrder(page, page.request, {
          name: 'Receipt Check',
          email: `trn.${Date.now()}@example.com`,
          carPlate: 'AD 1 1010',
          lang,
        });
        await staff.goto(`/admin/orders/${order.id}/receipt`);
        const receipt = staff.locator('#order-receipt');
        await expect(receipt).toContainText(`${t(lang, 'admin-orders:receipt.trn')} ${trn}`);
        await expect(receipt).toContainText(t(lang, 'admin-orders:receipt.vat', { rate: 10 }));
      } finally {
        await restore(staff, original);
        await staff.context().close();
      }
    });

    test('maintenance mode: customers see the message, staff still pass, and it lifts', async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(90_000); // two browsers and an accessibility scan on a busy machine
      const staff = await (
        await browser.newContext({ viewport: page.viewportSize() ?? undefined })
      ).newPage();
      const original = await ownerInSettings(staff, lang);
      const message =
        lang === 'ar'
          ? 'نجدد المحل ونعود الساعة الخامسة مساءً.'
          : 'We are refreshing the shop and will be back at 5 PM.';
      try {
        await staff.getByRole('switch', { name: t(lang, 'admin-settings:maintenance.enabled') }).check();
        await staff
          .getByLabel(
            t(
              lang,
              lang === 'ar' ? 'admin-settings:maintenance.messageAr' : 'admin-settings:maintenance.messageEn',
            ),
          )
          .fill(message);
        await save(staff, lang);

        // A customer meets the maintenance page, with the owner's message in their language.
        await open(page, '/menu', lang);
        await expect(
          page.getByRole('heading', { level: 1, name: t(lang, 'maintenance.title') }),
        ).toBeVisible();
        await expect(page.getByText(message)).toBeVisible();
        await expectNoSeriousViolations(page);
        await lookAt(page, `maintenance-${lang}-${info.project.name}`, { fullPage: true });
        // The staff sign-in stays reachable for everyone.
        await page.goto('/admin/login');
        await expect(
          page.getByRole('button', { name: t(lang, 'admin:login.submit'), exact: true }),
        ).toBeVisible();

        // Staff signed in still see the shop, told that customers do not.
        await staff.goto('/menu');
        await expect(
          staff.getByRole('status').filter({ hasText: t(lang, 'maintenance.staffNotice') }),
        ).toBeVisible();
        await expect(
          staff.getByRole('heading', { level: 1, name: t(lang, 'maintenance.title') }),
        ).toHaveCount(0);

        // Off again: the customer sees the shop.
        await staff.goto('/admin/settings');
        await staff.getByRole('switch', { name: t(lang, 'admin-settings:maintenance.enabled') }).uncheck();
        await save(staff, lang);
        await page.goto('/menu');
        await expect(page.getByRole('heading', { level: 1, name: t(lang, 'maintenance.title') })).toHaveCount(
          0,
        );
        await expect(page.getByRole('contentinfo')).toBeVisible();
      } finally {
        await restore(staff, original);
        await staff.context().close();
      }
    });

    test('guest checkout off: a guest at checkout is asked to sign in', async ({ page, browser }, info) => {
      test.setTimeout(90_000); // two browsers and an accessibility scan on a busy machine
      const staff = await (
        await browser.newContext({ viewport: page.viewportSize() ?? undefined })
      ).newPage();
      const original = await ownerInSettings(staff, lang);
      try {
        await staff.getByRole('tab', { name: t(lang, 'admin-settings:tabs.store') }).click();
        await staff.getByRole('switch', { name: t(lang, 'admin-settings:checkout.guestCheckout') }).uncheck();
        await save(staff, lang);

        await fillCart(page, [{ index: 0, size: 1, quantity: 1 }]);
        await open(page, '/checkout', lang);
        await expect(
          page.getByRole('heading', { name: t(lang, 'checkout:signInRequired.title') }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: t(lang, 'checkout:placeOrder') })).toHaveCount(0);
        await expectNoSeriousViolations(page);
        await lookAt(page, `checkout-sign-in-${lang}-${info.project.name}`, { fullPage: true });
        await page.getByRole('link', { name: t(lang, 'checkout:signInRequired.signIn') }).click();
        await expect(page).toHaveURL(/\/login$/);
      } finally {
        await restore(staff, original);
        await staff.context().close();
      }
    });
  });
}
