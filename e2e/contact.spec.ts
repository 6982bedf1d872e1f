import { customerJourney, expect, LANGS, open, t, test } from './fixtures';

for (const lang of LANGS) {
  test(
    `the contact form validates, sends, confirms for 3 seconds and resets (${lang})`,
    customerJourney(lang),
    async ({ page }) => {
      await open(page, '/contact', lang);
      const field = (k: string) => page.getByLabel(t(lang, `contact:fields.${k}`), { exact: false });
      await page.getByRole('button', { name: t(lang, 'contact:send') }).click();
      await expect(page.getByText(t(lang, 'validation.required')).first()).toBeVisible();
      await expect(field('name')).toHaveAttribute('aria-invalid', 'true');

      await field('name').fill(lang === 'ar' ? 'سارة' : 'Sara');
      await field('email').fill('not-an-email');
      await field('message').fill(lang === 'ar' ? 'هل تقدمون طلبات للمناسبات؟' : 'Do you cater for parties?');
      await page.getByRole('button', { name: t(lang, 'contact:send') }).click();
      await expect(page.getByText(t(lang, 'validation.email'))).toBeVisible();

      await field('email').fill(`sara.${lang}@example.com`);
      const sent = page.waitForResponse(
        (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: t(lang, 'contact:send') }).click();
      expect((await sent).status()).toBe(201);
      const notice = page.getByRole('status').filter({ hasText: t(lang, 'contact:sent') });
      await expect(notice).toBeVisible();
      await expect(field('name')).toHaveValue('');
      await expect(field('message')).toHaveValue('');
      await expect(notice).toBeHidden({ timeout: 4500 });
    },
  );
}
