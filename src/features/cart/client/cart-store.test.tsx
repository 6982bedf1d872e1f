// @vitest-environment happy-dom
import { act, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CartItem } from '../cart-lines';
import { CART_STORAGE_KEY } from './cart-store';

// React's act() flushes each render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORANGE: CartItem = {
  id: 'p1',
  size: 'regular',
  sizeNameEn: 'Regular',
  sizeNameAr: 'عادي',
  nameEn: 'Orange',
  nameAr: 'برتقال',
  priceFils: 1500,
  image: null,
  options: [],
  note: null,
};

let root: Root | undefined;
beforeEach(() => {
  localStorage.clear();
  // The store reads the saved cart when it is first imported, as on a page's start.
  vi.resetModules();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Hydrates a reader of the cart on the server's HTML; returns the item count of each render. */
async function hydrateReader() {
  const { useCart } = await import('./cart-store');
  const counts: number[] = [];
  function Badge() {
    const { itemCount } = useCart();
    counts.push(itemCount);
    return <span>{itemCount}</span>;
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Badge />);
  document.body.append(container);
  counts.length = 0;
  await act(async () => {
    startTransition(() => void (root = hydrateRoot(container, <Badge />)));
  });
  return { counts, container };
}

it('with nothing saved, hydration renders a reader once (the empty cart is the server’s)', async () => {
  const { counts, container } = await hydrateReader();
  expect(counts).toEqual([0]);
  expect(container.textContent).toBe('0');
});

it('a saved cart shows right after hydration', async () => {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...ORANGE, quantity: 2 }]));
  const { counts, container } = await hydrateReader();
  expect(counts).toEqual([0, 2]);
  expect(container.textContent).toBe('2');
});

it('emptied, the cart is the same empty array again (no render for nothing on the next page)', async () => {
  const { cart } = await import('./cart-store');
  const empty = cart.get();
  cart.add(ORANGE);
  expect(cart.get()).toHaveLength(1);
  cart.clear();
  expect(cart.get()).toBe(empty);
});
