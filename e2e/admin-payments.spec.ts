import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { createStaff, openSection, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { expect, LANGS, staffJourney, t, test, type Lang } from './fixtures';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-payments';
const shot = async (page: Page, name: string, project: string, lang: Lang, fullPage = false) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${project}.png`, fullPage });
};

// Nothing here changes what checkout offers (that journey is e2e/global/payments.spec.ts).
for (const lang of LANGS) {
  test.describe(`payment gateways (${lang})`, staffJourney(lang), () => {
    test('the owner sees the three gateways, is asked for no online key or webhook, saves a gateway, and is told what a gateway needs', async ({
      page,
    }, info) => {
      test.setTimeout(90_000); // one journey through the whole screen, with two accessibility scans
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'payments');
      await expect(page).toHaveURL(/\/admin\/payments$/);
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-payments:title') }),
      ).toBeVisible();
      await expect(page.getByText(t(lang, 'admin-payments:noLiveProcessing'))).toBeVisible();

      // The defaults: card payments and cash on, bank transfer off.
      const switchOf = (id: string) => page.locator(`[data-gateway="${id}"]`).getByRole('switch');
      await expect(switchOf('stripe')).toHaveAttribute('aria-checked', 'true');
      await expect(switchOf('cod')).toHaveAttribute('aria-checked', 'true');
      await expect(switchOf('bank_transfer')).toHaveAttribute('aria-checked', 'false');
      await expect(page.locator('[data-gateway="stripe"]')).toContainText(
        t(lang, 'admin-payments:methods.apple_pay'),
      );
      const editor = page.getByRole('form', {
        name: t(lang, 'admin-payments:editing', { name: t(lang, 'admin-payments:names.stripe') }),
      });
      await expect(editor).toBeVisible();
      await expectNoSeriousViolations(page);
      await shot(page, 'payments', info.project.name, lang, true);

      // Paid at the car: no key, mode or webhook address is asked for or shown (decision 049).
      await expect(editor.getByText(t(lang, 'admin-payments:atTheCar'))).toBeVisible();
      await expect(editor.locator('input[type="password"]')).toHaveCount(0);
      await expect(editor.getByRole('combobox')).toHaveCount(0);
      expect(await page.content()).not.toMatch(/webhook|sk_live|sk_test/i);
      // What the screen does offer still saves.
      await editor.getByLabel(t(lang, 'admin-payments:fields.description')).fill('Terminal at the counter');
      await editor.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(page.getByText(t(lang, 'admin-payments:saved'))).toBeVisible();
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'admin-payments:title') }),
      ).toBeVisible();
      await expect(editor.getByLabel(t(lang, 'admin-payments:fields.description'))).toHaveValue(
        'Terminal at the counter',
      );

      // Bank transfer cannot be switched on without instructions for customers (nothing saved).
      await page
        .locator('[data-gateway="bank_transfer"]')
        .getByRole('button', { name: t(lang, 'admin-payments:names.bank_transfer') })
        .click();
      const bank = page.getByRole('form', {
        name: t(lang, 'admin-payments:editing', { name: t(lang, 'admin-payments:names.bank_transfer') }),
      });
      await bank.getByLabel(t(lang, 'admin-payments:fields.isEnabled')).check();
      await bank.getByLabel(t(lang, 'admin-payments:fields.instructionsEn')).fill('');
      await bank.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(bank.getByText(t(lang, 'admin-payments:errors.instructionsRequired'))).toBeVisible();
      await expect(switchOf('bank_transfer')).toHaveAttribute('aria-checked', 'false');
      await expectNoSeriousViolations(page);
      await shot(page, 'payments-bank', info.project.name, lang, true);
    });

    test('an administrator (not the owner) sees what checkout offers in Settings, and cannot open the gateways', async ({
      page,
      request,
    }, info) => {
      const admin = await createStaff(request, 'admin', info.project.name);
      await signInToAdmin(page, lang, admin);
      await page.locator('#admin-main').waitFor();
      const nav = page.getByRole('navigation', { name: t(lang, 'admin:nav.label') });
      await expect(nav.getByRole('link', { name: t(lang, 'admin:nav.payments'), exact: true })).toHaveCount(
        0,
      );
      const res = await page.request.get('/api/admin/payments/gateways');
      expect(res.status()).toBe(403);

      // Settings → Payment: what checkout offers now (the defaults), read-only, no link to the gateways.
      await openSection(page, lang, 'settings');
      await page.getByRole('tab', { name: t(lang, 'admin-settings:tabs.payment') }).click();
      const methods = ['card', 'apple_pay', 'cash'].map((m) => t(lang, `admin-payments:methods.${m}`));
      await expect(
        page.getByText(t(lang, 'admin-payments:settingsTab.offered', { methods: methods.join(' · ') })),
      ).toBeVisible();
      await expect(page.getByText(t(lang, 'admin-payments:settingsTab.ownerOnly'))).toBeVisible();
      // No switch in the Payment tab (the printer's section below the tabs has its own).
      await expect(page.getByRole('tabpanel').getByRole('switch')).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: t(lang, 'admin-payments:settingsTab.manage') }),
      ).toHaveCount(0);
      await shot(page, 'settings-payment-admin', info.project.name, lang);
    });
  });
}
