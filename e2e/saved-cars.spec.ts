import { randomInt } from 'node:crypto';
import { createVerifiedAccount, signIn, uniqueEmail } from './account-helpers';
import { expectNoSeriousViolations } from './axe';
import { fillCart } from './checkout-helpers';
import { customerJourney, expect, type Lang, LANGS, open, shot, t, test } from './fixtures';
import type { Page } from '@playwright/test';

/** Adds a car in the profile's "My cars" section, as a customer does. */
async function addCar(
  page: Page,
  lang: Lang,
  car: { emirate: string; code: string; number: string; nickname: string; colour: string; make: string },
) {
  const section = page.getByRole('region', { name: t(lang, 'account:cars.heading') });
  await section.getByRole('button', { name: t(lang, 'account:cars.add') }).click();
  await section.getByLabel(t(lang, 'plate.emirate'), { exact: true }).selectOption(car.emirate);
  await section.getByLabel(t(lang, 'plate.code'), { exact: true }).fill(car.code);
  await section.getByLabel(t(lang, 'plate.number'), { exact: true }).fill(car.number);
  await section.getByLabel(t(lang, 'account:cars.nickname')).fill(car.nickname);
  await section.getByLabel(t(lang, 'account:cars.colour')).fill(car.colour);
  await section.getByLabel(t(lang, 'account:cars.make')).fill(car.make);
  await section.getByRole('button', { name: t(lang, 'account:cars.save'), exact: true }).click();
  // The form closes (the toast of the car before may still be showing).
  await expect(page.getByText(t(lang, 'account:cars.saved')).first()).toBeVisible();
  await expect(section.getByRole('heading', { name: t(lang, 'account:cars.addTitle') })).toHaveCount(0);
}

for (const lang of LANGS) {
  test.describe(`saved cars (${lang})`, customerJourney(lang), () => {
    test('a customer saves two cars, makes the second the default, and finds its plate filled in at checkout', async ({
      page,
    }, info) => {
      test.setTimeout(60_000);
      const email = uniqueEmail(`cars-${lang}`, info.project.name);
      await createVerifiedAccount(page.request, { name: 'Mariam', email, password: 'passion-fruit-9' });
      await signIn(page, lang, email, 'passion-fruit-9');

      await open(page, '/profile', lang);
      const section = page.getByRole('region', { name: t(lang, 'account:cars.heading') });
      await expect(section.getByText(t(lang, 'account:cars.empty'))).toBeVisible();

      const first = {
        emirate: 'dubai',
        code: 'a',
        number: String(randomInt(100, 99999)),
        nickname: lang === 'ar' ? 'سيارة العائلة' : 'Family car',
        colour: lang === 'ar' ? 'أبيض' : 'White',
        make: 'Nissan Patrol',
      };
      // The code typed in Arabic digits, as an Arabic phone keyboard does.
      const second = {
        emirate: 'abu_dhabi',
        code: '١٥',
        number: String(randomInt(100, 99999)),
        nickname: lang === 'ar' ? 'سيارة العمل' : 'Work car',
        colour: lang === 'ar' ? 'رمادي' : 'Grey',
        make: 'Toyota Land Cruiser',
      };
      const firstShown = `DXB A ${first.number}`;
      const secondShown = `AD 15 ${second.number}`;
      await addCar(page, lang, first);
      await addCar(page, lang, second);

      const cards = section.getByRole('listitem');
      await expect(cards).toHaveCount(2);
      const firstCard = cards.filter({ has: page.locator(`[data-plate="${firstShown}"]`) });
      const secondCard = cards.filter({ has: page.locator(`[data-plate="${secondShown}"]`) });
      // The first car saved is the default; the list shows it first, with its details.
      await expect(cards.first()).toContainText(first.nickname);
      await expect(firstCard.getByText(t(lang, 'account:cars.default'), { exact: true })).toBeVisible();
      await expect(firstCard).toContainText(`${first.colour} · ${first.make}`);
      await expect(secondCard.getByText(t(lang, 'account:cars.default'), { exact: true })).toHaveCount(0);

      await secondCard.getByRole('button', { name: t(lang, 'account:cars.makeDefault') }).click();
      await expect(page.getByText(t(lang, 'account:cars.defaultChanged'))).toBeVisible();
      await expect(cards.first()).toContainText(second.nickname);
      await expect(secondCard.getByText(t(lang, 'account:cars.default'), { exact: true })).toBeVisible();
      await expect(firstCard.getByText(t(lang, 'account:cars.default'), { exact: true })).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await shot(page, 'saved-cars', info.project.name, lang);

      // At checkout the default car's plate is already there.
      await fillCart(page, [{ index: 2, size: 0, quantity: 1 }]);
      await open(page, '/checkout', lang);
      const emirate = page.getByLabel(t(lang, 'plate.emirate'), { exact: true });
      const code = page.getByLabel(t(lang, 'plate.code'), { exact: true });
      const number = page.getByLabel(t(lang, 'plate.number'), { exact: true });
      await expect(number).toHaveValue(second.number);
      await expect(code).toHaveValue('15');
      await expect(emirate).toHaveValue('abu_dhabi');
      const chooser = page.getByRole('group', { name: t(lang, 'checkout:savedCars.label') });
      await expect(chooser.getByRole('button', { pressed: true })).toContainText(second.nickname);

      // The chooser puts the other car's plate in; typing a new plate still works; back to the default.
      await chooser.getByRole('button', { name: new RegExp(first.nickname) }).click();
      await expect(number).toHaveValue(first.number);
      await expect(code).toHaveValue('A');
      await expect(emirate).toHaveValue('dubai');
      await number.fill('4242');
      await expect(chooser.getByRole('button', { pressed: true })).toHaveCount(0);
      await chooser.getByRole('button', { name: new RegExp(second.nickname) }).click();
      await expect(number).toHaveValue(second.number);
      await expect(chooser.getByRole('button', { pressed: true })).toContainText(second.nickname);

      await page.getByRole('button', { name: t(lang, 'checkout:placeOrder') }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: t(lang, 'orders:thanks.title') }),
      ).toBeVisible();
      await expect(page.locator(`[data-plate="${secondShown}"]`)).toBeVisible();

      // Back in the profile, the other car is deleted after a confirmation; the default stays.
      await open(page, '/profile', lang);
      const deleteButton = firstCard.getByRole('button', { name: t(lang, 'account:cars.delete') });
      await deleteButton.click();
      // Changing one's mind keeps the car, and focus returns to the button.
      await firstCard.getByRole('button', { name: t(lang, 'account:cars.cancel') }).click();
      await expect(deleteButton).toBeFocused();
      await deleteButton.click();
      const confirm = firstCard.getByRole('alertdialog', { name: t(lang, 'account:cars.confirmDelete') });
      await expect(confirm.getByRole('button', { name: t(lang, 'account:cars.cancel') })).toBeFocused();
      await confirm.getByRole('button', { name: t(lang, 'account:cars.confirmDeleteYes') }).click();
      await expect(page.getByText(t(lang, 'account:cars.deleted'))).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(secondCard.getByText(t(lang, 'account:cars.default'), { exact: true })).toBeVisible();
    });
  });
}
