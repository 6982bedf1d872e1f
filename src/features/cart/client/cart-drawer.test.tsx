// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '@/client/testing/fake-server-test-kit';
import { cleanUpAfterEach, renderWithProviders } from '@/client/testing/render-with-providers-test-kit';
import { fillSampleCart, LEMON, MANGO } from './cart-test-kit';
import { openCart } from './added-toast';
import { CartDrawer } from './cart-drawer';
import { CART_STORAGE_KEY, cart } from './cart-store';
import { lineSize } from '@/features/catalog/size-test-kit';

cleanUpAfterEach(() => cart.clear());
beforeEach(() => {
  fakeServer({});
  fillSampleCart();
});

async function openDrawer() {
  const onOpenChange = vi.fn();
  renderWithProviders(<CartDrawer open onOpenChange={onOpenChange} />);
  const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
  return { user: userEvent.setup(), drawer, onOpenChange };
}

const lines = (drawer: HTMLElement) => within(drawer).queryAllByTestId('cart-line');
const quantity = (drawer: HTMLElement, item: string) =>
  within(drawer).getByLabelText(`Quantity of ${item}`).textContent;
const total = (drawer: HTMLElement) => within(drawer).getByText('Total').parentElement?.textContent;

describe('the cart drawer', () => {
  it('lists each line with its size, quantity and line price, and the total', async () => {
    const { drawer } = await openDrawer();
    const [mango, lemon] = lines(drawer);
    expect(lines(drawer)).toHaveLength(2);
    expect(mango?.textContent).toContain('Mango Juice');
    expect(mango?.textContent).toContain('Large · AED 18.00');
    expect(mango?.textContent).toContain('AED 36.00');
    expect(lemon?.textContent).toContain('Small · AED 9.50');
    expect(quantity(drawer, 'Mango Juice (Large)')).toBe('2');
    expect(total(drawer)).toBe('TotalAED 45.50');
  });

  it('+ and − change a line’s quantity, its price and the total, and the saved cart', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity of Lemon Mint (Small)' }));
    expect(quantity(drawer, 'Lemon Mint (Small)')).toBe('2');
    expect(lines(drawer)[1]?.textContent).toContain('AED 19.00');
    expect(total(drawer)).toBe('TotalAED 55.00');

    await user.click(
      within(drawer).getByRole('button', { name: 'Decrease quantity of Mango Juice (Large)' }),
    );
    expect(quantity(drawer, 'Mango Juice (Large)')).toBe('1');
    expect(total(drawer)).toBe('TotalAED 37.00');
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as {
      id: string;
      quantity: number;
    }[];
    expect(saved.map((l) => [l.id, l.quantity])).toEqual([
      [MANGO, 1],
      [LEMON, 2],
    ]);
  });

  it('− on a single item removes its line', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Decrease quantity of Lemon Mint (Small)' }));
    expect(lines(drawer)).toHaveLength(1);
    expect(cart.get().map((l) => l.id)).toEqual([MANGO]);
    expect(total(drawer)).toBe('TotalAED 36.00');
  });

  it('Remove takes the whole line away; an empty cart says so', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Remove Mango Juice (Large)' }));
    expect(lines(drawer)).toHaveLength(1);
    expect(total(drawer)).toBe('TotalAED 9.50');
    await user.click(within(drawer).getByRole('button', { name: 'Remove Lemon Mint (Small)' }));
    expect(cart.get()).toEqual([]);
    expect(within(drawer).getByText('Your cart is empty.')).toBeTruthy();
    expect(within(drawer).queryByText('Total')).toBeNull();
  });

  it('Clear Cart empties it', async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Clear Cart' }));
    expect(cart.get()).toEqual([]);
    expect(lines(drawer)).toHaveLength(0);
  });

  it('follows the cart when it changes elsewhere (a product added while it is open)', async () => {
    const { drawer } = await openDrawer();
    act(() =>
      cart.add({
        id: LEMON,
        ...lineSize('small'),
        nameEn: 'Lemon Mint',
        nameAr: 'ليمون بالنعناع',
        priceFils: 950,
        image: null,
        options: [],
        note: null,
      }),
    );
    expect(quantity(drawer, 'Lemon Mint (Small)')).toBe('2');
    expect(total(drawer)).toBe('TotalAED 55.00');
  });

  it('opens from anywhere (the added toast’s View Cart) and closes with its Close button', async () => {
    const onOpenChange = vi.fn();
    renderWithProviders(<CartDrawer open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openCart());
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(lines(drawer)).toHaveLength(2);
    await userEvent.setup().click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect((drawer as HTMLDialogElement).open).toBe(false));
  });
});
