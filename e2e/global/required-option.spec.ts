// With the global journeys (one worker): it adds a product and an option group to the shop's menu,
// which would shift the products other journeys pick by their place on the menu.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ORIGIN } from '../account-helpers';
import { expectNoSeriousViolations } from '../axe';
import { E2E_OWNER } from '../env';
import { customerJourney, expect, fetchMenu, LANGS, open, t, test } from '../fixtures';
import { addButtonOf, sheetOf } from '../menu-helpers';

async function asOwner<T>(request: APIRequestContext, method: string, url: string, data?: unknown) {
  const res = await request.fetch(url, { method, headers: { Origin: ORIGIN }, data });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

for (const lang of LANGS) {
  test(
    `a required group left without a choice is refused beside it, and the choice then adds (${lang})`,
    customerJourney(lang),
    async ({ page, request }) => {
      test.setTimeout(60_000);
      const tag = randomUUID().slice(0, 6);
      expect(
        (await request.post('/api/account/login', { headers: { Origin: ORIGIN }, data: E2E_OWNER })).status(),
      ).toBe(200);
      // A required group with no default: nothing is chosen when the sheet opens.
      const group = await asOwner<{ id: string; nameEn: string; nameAr: string }>(
        request,
        'POST',
        '/api/admin/option-groups',
        {
          nameEn: `Syrup ${tag}`,
          nameAr: `شراب النكهة ${tag}`,
          kind: 'single',
          required: true,
          minChoices: 1,
          maxChoices: 1,
          sortOrder: 90,
          options: [
            { nameEn: 'Vanilla', nameAr: 'فانيلا', price: 0, isDefault: false, soldOut: false },
            { nameEn: 'Caramel', nameAr: 'كراميل', price: 1.5, isDefault: false, soldOut: false },
          ],
        },
      );
      const juices = (await fetchMenu(page)).categories.find((c) => c.slug === 'fresh-juices')!;
      const created = await asOwner<{ id: string }>(request, 'POST', '/api/admin/products', {
        nameEn: `Syrup Cooler ${tag}`,
        nameAr: `مبرّد الشراب ${tag}`,
        descriptionEn: 'Lemonade with a syrup of your choice.',
        descriptionAr: 'ليموناضة مع شراب النكهة الذي تختاره.',
        categoryId: juices.id,
        subcategoryId: null,
        sizes: [{ nameEn: 'Small', nameAr: 'صغير', price: 9, soldOut: false }],
        image: '/media/products/orange.webp',
        gallery: [],
        status: 'active',
        soldOut: false,
        optionGroupIds: [
          ...(await fetchMenu(page)).optionGroups.filter((g) => g.nameEn === 'Sugar').map((g) => g.id),
          group.id,
        ],
      });
      try {
        let product;
        for (let i = 0; i < 50 && !product; i++) {
          product = (await fetchMenu(page)).products.find(
            (p) => p.id === created.id && p.optionGroupIds.includes(group.id),
          );
          if (!product) await page.waitForTimeout(100);
        }
        expect(product).toBeTruthy();
        await open(page, '/menu', lang);
        await addButtonOf(page, lang, product!).click();
        const sheet = sheetOf(page, lang, product!);
        await expect(sheet).toBeVisible();
        const groupName = lang === 'ar' ? group.nameAr : group.nameEn;
        const syrup = sheet.getByRole('group', { name: groupName, exact: true });
        await expect(syrup.getByRole('radio', { checked: true })).toHaveCount(0);

        await sheet.getByRole('button', { name: t(lang, 'cart.add') }).click();
        // Said beside the group; nothing is added and the sheet stays open.
        const problem = t(lang, 'options:problems.required', { group: groupName });
        await expect(syrup.getByText(problem)).toBeVisible();
        await expect(sheet).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('cart') ?? '[]')).toBe('[]');
        await expectNoSeriousViolations(page);

        await syrup.getByRole('radio', { name: new RegExp(lang === 'ar' ? 'كراميل' : 'Caramel') }).check();
        await expect(syrup.getByText(problem)).toBeHidden();
        await sheet.getByRole('button', { name: t(lang, 'cart.add') }).click();
        await expect(sheet).toBeHidden();
        const cart = JSON.parse(await page.evaluate(() => localStorage.getItem('cart') ?? '[]')) as {
          id: string;
          priceFils: number;
          options: { nameEn: string }[];
        }[];
        expect(cart).toEqual([
          expect.objectContaining({
            id: product!.id,
            priceFils: 1050,
            options: expect.arrayContaining([expect.objectContaining({ nameEn: 'Caramel' })]),
          }),
        ]);
      } finally {
        await asOwner(request, 'DELETE', `/api/admin/products/${created.id}`);
        await asOwner(request, 'DELETE', `/api/admin/option-groups/${group.id}`);
      }
    },
  );
}
