import type { Page } from '@playwright/test';
import { ORIGIN } from '../account-helpers';
import { openSection, signInToAdmin } from '../admin-helpers';
import { placeOrder } from '../admin-report-helpers';
import { expectNoSeriousViolations } from '../axe';
import { customerJourney, expect, type Lang, LANGS, lookAt, lookAtOn, open, t, test } from '../fixtures';

// Settings → General changes the whole shop: this journey runs on the global server and puts the
// record it read first back at the end, whatever happened (decision 049).

async function ownerInSettings(staff: Page, lang: Lang) {
  await signInToAdmin(staff, lang);
  const original = (await (await staff.request.get('/api/admin/settings')).json()) as unknown;
  await openSection(staff, lang, 'settings');
  await expect(staff.getByRole('heading', { level: 1, name: t(lang, 'admin-settings:title') })).toBeVisible();
  return original;
}
async function save(staff: Page, lang: Lang) {
  await staff.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
  // A toast of an earlier save may still be showing.
  await expect(staff.getByText(t(lang, 'admin-settings:saved')).last()).toBeVisible();
}

for (const lang of LANGS) {
  test.describe(`the shop's name and look from Settings (${lang})`, customerJourney(lang), () => {
    test("the shop's new names (each language its own), logo and favicon show in the storefront, its page titles and on the receipt; a legal name replaces the name there", async ({
      page,
      browser,
    }, info) => {
      test.setTimeout(120_000); // two browsers, two uploads, an order and an accessibility scan
      const staff = await (
        await browser.newContext({ viewport: page.viewportSize() ?? undefined })
      ).newPage();
      const original = await ownerInSettings(staff, lang);
      const digits = String(Date.now()).slice(-4);
      const names = { en: `Juice Corner ${lang.toUpperCase()} ${digits}`, ar: `ركن العصير ${digits}` };
      const title = names[lang];
      try {
        // The legal name is asked for in both languages, with what it is for.
        await expect(staff.getByText(t(lang, 'admin-settings:general.legalNameHelp'))).toBeVisible();
        await expect(staff.getByLabel(t(lang, 'admin-settings:general.legalNameAr'))).toHaveValue('');
        await expect(staff.getByLabel(t(lang, 'admin-settings:general.legalNameEn'))).toHaveValue('');
        await expect(staff.getByText(t(lang, 'admin-settings:general.adminEmailHelp'))).toBeVisible();
        // Two names, each checked: the Arabic one needs Arabic letters (a Latin name would sit in the Arabic header).
        const arabicName = staff.getByLabel(t(lang, 'admin-settings:general.siteTitleAr'));
        await expect(arabicName).toHaveValue('عصير');
        await arabicName.fill('Juice Corner');
        await staff.getByLabel(t(lang, 'admin-settings:general.siteTitle')).fill(names.en);
        await staff.getByRole('button', { name: t(lang, 'admin:actions.saveChanges') }).click();
        await expect(staff.getByText(t(lang, 'admin-settings:validation.nameArabic'))).toBeVisible();
        await arabicName.fill(names.ar);
        for (const [field, file] of [
          ['siteLogo', 'public/icon-512.png'],
          ['siteFavicon', 'public/icon-192.png'],
        ] as const) {
          const group = staff.getByRole('group', { name: t(lang, `admin-settings:general.${field}`) });
          await group.getByTestId('image-file').setInputFiles(file);
          await expect(group.getByRole('img')).toHaveAttribute('src', /^\/media\//);
        }
        await expectNoSeriousViolations(staff);
        await save(staff, lang);
        await lookAt(staff, `general-${lang}-${info.project.name}`, { fullPage: true });
        await arabicName.scrollIntoViewIfNeeded();
        await lookAt(staff, `settings-two-names-${lang}`);

        // The storefront, on its next page load: title, logo and favicon from the settings.
        await open(page, '/menu', lang);
        await expect(page).toHaveTitle(`${t(lang, 'menu:title')} | ${title}`);
        const header = page.getByRole('banner');
        await expect(header.getByTestId('site-title')).toHaveText(title);
        await expect(header.getByTestId('site-logo')).toHaveAttribute('src', /^\/media\//);
        await expect(
          page.getByRole('link', { name: t(lang, 'brand.homeOf', { name: title }) }),
        ).toBeVisible();
        await expect(page.locator('link[rel="icon"]')).toHaveCount(1);
        await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/media\//);
        // Each language's header its own name, whole (never the other language's, cut short).
        await expect(header.getByTestId('site-title')).not.toContainText(names[lang === 'ar' ? 'en' : 'ar']);
        const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { name: string };
        expect(manifest.name).toBe(`${names.ar} | ${names.en}`);
        await lookAt(page, `storefront-${lang}-${info.project.name}`);
        await lookAtOn(page, ['phone', 'desktop'], (screen) => `header-renamed-${lang}-${screen}`);

        // Another page, reached by a link (no reload): its title ends with the site title too.
        await open(page, '/contact', lang);
        await expect(page).toHaveTitle(`${t(lang, 'contact:title')} | ${title}`);

        // The receipt names the shop: the site title while the legal name is empty…
        const { order } = await placeOrder(page, page.request, {
          name: 'Site Title Check',
          email: `site.${Date.now()}@example.com`,
          carPlate: 'AD 1 4740',
          lang,
        });
        await staff.goto(`/admin/orders/${order.id}/receipt`);
        const shopName = staff.getByTestId('shop-legal-name');
        // (data-testid="shop-legal-name" is the receipt's, from issue 23's invoice work.)
        await expect.soft(shopName).toContainText(title);

        // …and the legal name once it is set.
        const legal = { en: 'Juice Corner Trading L.L.C.', ar: 'مؤسسة ركن العصير للتجارة' };
        await openSection(staff, lang, 'settings');
        await staff.getByLabel(t(lang, 'admin-settings:general.legalNameAr')).fill(legal.ar);
        await staff.getByLabel(t(lang, 'admin-settings:general.legalNameEn')).fill(legal.en);
        await save(staff, lang);
        await staff.goto(`/admin/orders/${order.id}/receipt`);
        await expect.soft(shopName).toContainText(legal[lang]);
        await expect.soft(shopName).not.toContainText(title);
      } finally {
        await staff.request
          .put('/api/admin/settings', { headers: { Origin: ORIGIN }, data: original })
          .catch(() => undefined);
        await staff.context().close();
      }
    });

    test('maintenance mode: a banner across every back-office screen says so, with the way to the setting', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const original = await ownerInSettings(page, lang);
      const banner = page.getByTestId('maintenance-banner');
      try {
        await expect(banner).toHaveCount(0);
        await page.getByRole('switch', { name: t(lang, 'admin-settings:maintenance.enabled') }).check();
        await save(page, lang);
        await expect(banner).toContainText(t(lang, 'admin-settings:maintenance.banner'));
        for (const section of ['orders', 'dashboard'] as const) {
          await openSection(page, lang, section);
          await expect(banner).toContainText(t(lang, 'admin-settings:maintenance.banner'));
        }
        await expectNoSeriousViolations(page);
        await banner.getByRole('link', { name: t(lang, 'admin-settings:maintenance.bannerLink') }).click();
        await expect(page).toHaveURL(/\/admin\/settings$/);
        await page.getByRole('switch', { name: t(lang, 'admin-settings:maintenance.enabled') }).uncheck();
        await save(page, lang);
        await expect(banner).toHaveCount(0);
      } finally {
        await page.request
          .put('/api/admin/settings', { headers: { Origin: ORIGIN }, data: original })
          .catch(() => undefined);
      }
    });
  });
}
