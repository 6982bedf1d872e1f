import { expect, t, test } from './fixtures';

test('a first visit is in Arabic, right to left; the toggle switches to English and is remembered', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'home:hero.title'));
  await expect(page).toHaveTitle(`${t('ar', 'home:title')} | ${t('ar', 'brand.name')}`);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'home:hero.title'));
  await expect(page).toHaveTitle(`${t('en', 'home:title')} | ${t('en', 'brand.name')}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    t('en', 'home:description', { name: t('en', 'brand.name') }),
  );

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('ar');
});
