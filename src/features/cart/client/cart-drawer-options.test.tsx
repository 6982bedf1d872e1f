// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import type { Locale } from '@/common/locales';
import { ADD_ONS, menuRoute, product, SIZES3, SUGAR } from '@/features/catalog/client/sheet-test-kit';
import type { CartItem } from '../cart-lines';
import { CartDrawer } from './cart-drawer';
import { cart } from './cart-store';
import { lineSize } from '@/features/catalog/size-test-kit';

const mango = product(SIZES3, ['sugar', 'add-ons']);
const opt = (group: typeof SUGAR, id: string) => {
  const o = group.options.find((x) => x.id === id)!;
  return {
    id,
    groupId: group.id,
    nameEn: o.nameEn,
    nameAr: o.nameAr,
    priceFils: o.priceFils,
    isDefault: o.isDefault,
  };
};
const base: CartItem = {
  id: mango.id,
  ...lineSize('large'),
  nameEn: 'Mango Juice',
  nameAr: 'عصير مانجو',
  priceFils: 2000,
  image: null,
  options: [opt(SUGAR, 'no-sugar'), opt(ADD_ONS, 'honey')],
  note: 'no straw',
};
const plain: CartItem = { ...base, priceFils: 1800, options: [opt(SUGAR, 'normal-sugar')], note: null };

cleanUpAfterEach(() => cart.clear());
beforeEach(() => {
  fakeServer(menuRoute([mango]));
  cart.clear();
  cart.add(base, 2);
  cart.add(plain);
});

async function openDrawer(locale: Locale = 'en') {
  renderWithProviders(<CartDrawer open onOpenChange={() => {}} />, { locale });
  const drawer = await screen.findByRole('dialog', { name: locale === 'ar' ? 'السلة' : 'Your Cart' });
  return { user: userEvent.setup(), drawer, lines: () => within(drawer).getAllByTestId('cart-line') };
}

describe('the cart drawer: options and notes', () => {
  it('lists each line’s chosen options with their prices and its note, not the defaults', async () => {
    const { lines } = await openDrawer();
    const [withOptions, withDefaults] = lines();
    const options = within(withOptions!).getByRole('list', { name: 'Options' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No sugar', '· Honey +AED 2.00']);
    expect(withOptions!.textContent).toContain('Note: no straw');
    expect(withOptions!.textContent).toContain('AED 40.00');
    // "Normal sugar" is what an unsaid sugar means: not repeated on every line.
    expect(within(withDefaults!).queryByTestId('line-options')).toBeNull();
    expect(withDefaults!.textContent).not.toContain('Normal sugar');
  });

  it('in Arabic, says them in Arabic', async () => {
    const { lines } = await openDrawer('ar');
    expect(within(lines()[0]!).getByRole('list', { name: 'الخيارات' }).textContent).toContain('بدون سكر');
    expect(lines()[0]!.textContent).toContain('ملاحظة: no straw');
  });

  it('Edit reopens the sheet on the line’s choices; Save replaces the line, keeping its quantity', async () => {
    const { user, lines } = await openDrawer();
    await user.click(await within(lines()[0]!).findByRole('button', { name: 'Edit Mango Juice (Large)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Mango Juice' });
    const sugar = await within(sheet).findByRole('group', { name: 'Sugar' });
    expect((within(sugar).getByRole('radio', { name: 'No sugar' }) as HTMLInputElement).checked).toBe(true);
    expect((within(sheet).getByRole('checkbox', { name: /Honey/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(sheet).getByRole('textbox') as HTMLTextAreaElement).value).toBe('no straw');
    expect((within(sheet).getByRole('radio', { name: /Large/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(sugar).getByRole('radio', { name: 'Less sugar' }));
    await user.click(within(sheet).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mango Juice' })).toBeNull());
    expect(cart.get().map((l) => [l.options.map((o) => o.id), l.note, l.quantity, l.priceFils])).toEqual([
      [['less-sugar', 'honey'], 'no straw', 2, 2000],
      [['normal-sugar'], null, 1, 1800],
    ]);
    // The drawer stays open behind the sheet.
    expect(screen.getByRole('dialog', { name: 'Your Cart' })).toBeTruthy();
  });

  it('an edited line that becomes the same as another is merged with it', async () => {
    const { user, lines } = await openDrawer();
    await user.click(await within(lines()[0]!).findByRole('button', { name: 'Edit Mango Juice (Large)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Mango Juice' });
    await user.click(await within(sheet).findByRole('radio', { name: 'Normal sugar' }));
    await user.click(within(sheet).getByRole('checkbox', { name: /Honey/ }));
    await user.clear(within(sheet).getByRole('textbox'));
    await user.click(within(sheet).getByRole('button', { name: /^Save/ }));
    await waitFor(() => expect(cart.get()).toHaveLength(1));
    expect(cart.get()[0]).toMatchObject({ quantity: 3, priceFils: 1800, note: null });
  });
});
