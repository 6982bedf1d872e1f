// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '@/client/testing/fake-server';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers';
import type { ReactNode } from 'react';
import { cart, useAddToCart } from '@/features/cart/client';
import type { MenuProduct } from '../catalog.schema';
import { AddProductProvider } from './add-product';
import { ProductCard } from './product-card';

const product = (sizes: MenuProduct['sizes']): MenuProduct => ({
  id: '0b9f3c1e-5d4a-4f7e-9c2b-1a2b3c4d5e6f',
  categoryId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  subcategoryId: null,
  nameEn: 'Mango Juice',
  nameAr: 'عصير مانجو',
  descriptionEn: 'Fresh mango.',
  descriptionAr: 'مانجو طازجة.',
  image: null,
  soldOut: false,
  featured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  sizes,
  optionGroupIds: [],
});
const mango = product([
  { size: 'small', priceFils: 1200, soldOut: false },
  { size: 'medium', priceFils: 1500, soldOut: true },
  { size: 'large', priceFils: 1800, soldOut: false },
]);

/** As in the store layout: the card's Add button puts the product in the real cart. */
function WithCart({ children }: { children: ReactNode }) {
  return <AddProductProvider value={useAddToCart()}>{children}</AddProductProvider>;
}

cleanUpAfterEach(() => cart.clear());
beforeEach(() => {
  fakeServer({}); // the shop's money format is not answered: the default one shows
  cart.clear();
});

/** Opens the size sheet from the product card, as a visitor does (in Arabic). */
async function openSheet(p: MenuProduct) {
  const user = userEvent.setup();
  renderWithProviders(
    <WithCart>
      <ProductCard product={p} />
    </WithCart>,
    { locale: 'ar' },
  );
  await user.click(screen.getByRole('button', { name: 'أضف إلى السلة' }));
  const sheet = await screen.findByRole('dialog', { name: 'عصير مانجو' });
  return { user, sheet };
}

const addButton = (sheet: HTMLElement) => within(sheet).getByRole('button', { name: /^أضف إلى السلة/ });

describe('the size sheet (Arabic)', () => {
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
        nameEn: 'Mango Juice',
        nameAr: 'عصير مانجو',
        priceFils: 1800,
        image: null,
        quantity: 1,
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

  it('a product with every size sold out cannot be added at all', () => {
    renderWithProviders(
      <WithCart>
        <ProductCard product={{ ...mango, soldOut: true }} />
      </WithCart>,
      { locale: 'ar' },
    );
    const button = screen.getByRole('button', { name: 'نفدت الكمية' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'أضف إلى السلة' })).toBeNull();
  });
});
