import { createStaff, openSection, signInToAdmin } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { E2E_STRIPE_KEYS } from './env';
import { expect, LANGS, oneScreen, shot, staffJourney, t, test } from './fixtures';

// Nothing here changes what checkout offers (that journey is e2e/global/payments.spec.ts).
for (const lang of LANGS) {
  test.describe(`payment gateways (${lang})`, staffJourney(lang), () => {
    test('the owner sees the three gateways, saves a gateway, and is told what a gateway needs', async ({
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

      // The card terminal's cards and wallets, and Stripe's section (its keys: the journey below).
      await expect(editor.getByText(t(lang, 'admin-payments:atTheCar'))).toBeVisible();
      await expect(
        editor.getByRole('heading', { name: t(lang, 'admin-payments:stripe.title') }),
      ).toBeVisible();
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

/*
 * Stripe's keys (issue 37), against the stand-in (e2e/stripe-standin-setup.ts). The shop's keys are
 * one for the whole run's server, so the two languages take turns on one screen (serial), and each
 * leaves them removed as it found them.
 */
test.describe('Stripe keys on the gateways screen', oneScreen, () => {
  test.describe.configure({ mode: 'serial' });
  for (const lang of LANGS) {
    test(`the owner saves a test key and webhook secret, sees only their masks, checks the connection, copies the webhook URL and removes the keys (${lang})`, async ({
      page,
      context,
      baseURL,
    }, info) => {
      test.setTimeout(90_000);
      const tx = (key: string, vars: Record<string, string> = {}) => t(lang, `admin-payments:${key}`, vars);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInToAdmin(page, lang);
      await openSection(page, lang, 'payments');
      const editor = page.getByRole('form', { name: tx('editing', { name: tx('names.stripe') }) });
      const stripe = editor.getByRole('region', { name: tx('stripe.title') });
      await expect(stripe).toBeVisible();
      const testKeys = stripe.locator('fieldset[data-mode="test"]');
      const secretKey = testKeys.getByLabel(tx('stripe.fields.secretKey'), { exact: true });
      const webhookSecret = testKeys.getByLabel(tx('stripe.fields.webhookSecret'), { exact: true });
      const mode = tx('stripe.modes.test');
      const check = stripe.getByRole('button', { name: tx('stripe.check.button') });
      const found = stripe.getByRole('status');

      // No keys yet: said so, and the check says there is nothing to check.
      await expect(testKeys.getByText(tx('stripe.notSet'))).toHaveCount(2);
      await expect(stripe.getByText(tx('stripe.incomplete', { mode }))).toBeVisible();
      await check.click();
      await expect(found).toHaveText(tx('stripe.check.no_keys', { mode }));

      // The webhook URL, read-only, copied with a toast.
      const url = `${baseURL}/api/payments/stripe/webhook`;
      await expect(stripe.getByRole('textbox', { name: tx('stripe.webhook.url') })).toHaveValue(url);
      await expect(stripe.getByText('checkout.session.completed')).toBeVisible();
      await stripe.getByRole('button', { name: tx('stripe.webhook.copyLabel') }).click();
      await expect(page.getByText(tx('stripe.webhook.copied'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

      // A live key in the test slot is refused on the form, nothing sent.
      await secretKey.fill('sk_live_51SomeoneElsesLiveKey0000');
      await editor.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(testKeys.getByText(tx('errors.secretKeyMode.test'))).toBeVisible();

      // The test key and webhook secret: saved, then shown only as masks, the inputs empty again.
      await secretKey.fill(E2E_STRIPE_KEYS.secretKey);
      await webhookSecret.fill(E2E_STRIPE_KEYS.webhookSecret);
      await editor.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(page.getByText(tx('saved'))).toBeVisible();
      await expect(testKeys.getByText('sk_test_…4242')).toBeVisible();
      await expect(testKeys.getByText('whsec_…7788')).toBeVisible();
      await expect(secretKey).toHaveValue('');
      await expect(secretKey).toHaveAttribute('placeholder', tx('stripe.typeToReplace'));
      await expect(stripe.getByText(tx('stripe.incomplete', { mode }))).toHaveCount(0);
      expect(await page.content()).not.toContain(E2E_STRIPE_KEYS.secretKey.slice(8));

      // Check connection: the stand-in's account.
      await check.click();
      await expect(found).toContainText(tx('stripe.check.connected', { mode }));
      await expect(found).toContainText('acct_standin');
      await expect(found).toContainText(tx('stripe.check.chargesOn'));
      await expectNoSeriousViolations(page);

      // How the section looks on a small laptop (decision 027's shots, looked at by hand).
      await page.setViewportSize({ width: 1024, height: 768 });
      await stripe.scrollIntoViewIfNeeded();
      await shot(page, 'payments-stripe', info.project.name, lang);
      await shot(page, 'payments-stripe-full', info.project.name, lang, true);

      // Removed (with Undo on the way): both keys gone, the check has nothing to check.
      await testKeys
        .getByRole('button', {
          name: tx('stripe.removeNamed', { name: tx('stripe.fields.secretKey'), mode }),
        })
        .click();
      await expect(
        testKeys.getByText(tx('stripe.willRemove', { name: tx('stripe.fields.secretKey') })),
      ).toBeVisible();
      await testKeys.getByRole('button', { name: tx('stripe.undo') }).click();
      await expect(testKeys.getByText('sk_test_…4242')).toBeVisible();
      for (const field of ['secretKey', 'webhookSecret'])
        await testKeys
          .getByRole('button', {
            name: tx('stripe.removeNamed', { name: tx(`stripe.fields.${field}`), mode }),
          })
          .click();
      await editor.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
      await expect(testKeys.getByText(tx('stripe.notSet'))).toHaveCount(2);
      await check.click();
      await expect(found).toHaveText(tx('stripe.check.no_keys', { mode }));
    });
  }
});
