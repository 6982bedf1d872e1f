// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach } from '@/client/testing/render-with-providers-test-kit';
import { cart } from '@/features/cart/client';
import { menuRoute, openSheet, product, renderCard, SIZES3 } from './sheet-test-kit';

const mango = product(SIZES3);

cleanUpAfterEach(() => cart.clear());
beforeEach(() => {
  fakeServer(menuRoute([mango])); // the shop's money format is not answered: the default one shows
  cart.clear();
});

const addButton = (sheet: HTMLElement) => within(sheet).getByRole('button', { name: /^أضف إلى السلة/ });

describe('the product sheet: sizes (Arabic)', () => {
  it('offers each size in Arabic with its price, the first size that can be ordered already chosen', async () => {
    const { sheet } = await openSheet(mango);
    expect(within(sheet).getByRole('group', { name: 'اختر الحجم' })).toBeTruthy();
    // The English name under the Arabic one is marked as English (read and voiced left to right).
    expect(within(sheet).getByText('Mango Juice').getAttribute('lang')).toBe('en');
    const small = within(sheet).getByRole('radio', { name: /صغير/ }) as HTMLInputElement;
    expect(small.checked).toBe(true);
    expect(small.closest('label')?.textContent).toContain('12.00 د.إ');
    expect(within(sheet).getByRole('radio', { name: /كبير/ }).closest('label')?.textContent).toContain(
      '18.00 د.إ',
    );
    // The price stays left to right inside the Arabic text.
    const price = within(addButton(sheet)).getByText('12.00 د.إ');
    expect(price.tagName).toBe('BDI');
    expect(price.getAttribute('dir')).toBe('ltr');
  });

  it('the Add button’s price follows the chosen size, and adding puts that size in the cart', async () => {
    const { user, sheet } = await openSheet(mango);
    await user.click(within(sheet).getByRole('radio', { name: /كبير/ }));
    expect(addButton(sheet).textContent).toContain('18.00 د.إ');
    expect(addButton(sheet).textContent).not.toContain('12.00');

    await user.click(addButton(sheet));
    expect(cart.get()).toEqual([
      {
        id: mango.id,
        size: 'large',
        sizeNameEn: 'Large',
        sizeNameAr: 'كبير',
        nameEn: 'Mango Juice',
        nameAr: 'عصير مانجو',
        priceFils: 1800,
        image: null,
        quantity: 1,
        options: [],
        note: null,
      },
    ]);
    // Submitting closes the sheet.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a sold-out size says so and cannot be chosen', async () => {
    const { user, sheet } = await openSheet(mango);
    const medium = within(sheet).getByRole('radio', { name: /وسط/ }) as HTMLInputElement;
    expect(medium.disabled).toBe(true);
    expect(medium.closest('label')?.textContent).toContain('نفدت الكمية');
    expect(medium.closest('label')?.textContent).not.toContain('15.00');

    await user.click(medium);
    expect(medium.checked).toBe(false);
    await user.click(addButton(sheet));
    expect(cart.get().map((l) => [l.size, l.priceFils])).toEqual([['small', 1200]]);
  });

  it('when the smallest size is sold out, the next one is chosen from the start', async () => {
    const { user, sheet } = await openSheet(
      product([
        { size: 'small', priceFils: 1200, soldOut: true },
        { size: 'large', priceFils: 1800, soldOut: false },
      ]),
    );
    expect((within(sheet).getByRole('radio', { name: /كبير/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(addButton(sheet));
    expect(cart.get().map((l) => l.size)).toEqual(['large']);
  });

  it('closing the sheet adds nothing', async () => {
    const { user, sheet } = await openSheet(mango);
    await user.click(within(sheet).getByRole('button', { name: 'إغلاق' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cart.get()).toEqual([]);
  });

  it('a product with one size and no options adds in one tap, without a sheet', async () => {
    renderCard(product([{ size: 'small', priceFils: 900, soldOut: false }]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'أضف إلى السلة' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cart.get().map((l) => [l.size, l.priceFils, l.options, l.note])).toEqual([
      ['small', 900, [], null],
    ]);
  });

  it('a product with every size sold out cannot be added at all', () => {
    renderCard({ ...mango, soldOut: true });
    const button = screen.getByRole('button', { name: 'نفدت الكمية' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'أضف إلى السلة' })).toBeNull();
  });
});
