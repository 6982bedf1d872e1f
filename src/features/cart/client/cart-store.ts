import { useSyncExternalStore } from 'react';
import {
  addLine,
  cartTotals,
  parseStoredCart,
  removeLine,
  setLineQuantity,
  type CartLine,
} from '../cart-lines';
import { writeCartLinesHint } from '@/client/lib/request-hints';

export const CART_STORAGE_KEY = 'cart';

function load(): CartLine[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

let lines: CartLine[] = typeof window === 'undefined' ? [] : load();
const listeners = new Set<() => void>();

function commit(next: CartLine[]) {
  if (next === lines) return;
  lines = next;
  writeCartLinesHint(lines.length);
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    /* storage full or blocked: the cart still works for this visit */
  }
  listeners.forEach((l) => l());
}

if (typeof window !== 'undefined') {
  // The server draws the next page's checkout with the summary at this many lines.
  writeCartLinesHint(lines.length);
  // Another tab changed the cart: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key !== CART_STORAGE_KEY) return;
    lines = load();
    writeCartLinesHint(lines.length);
    listeners.forEach((l) => l());
  });
}

/** The cart, saved in local storage under `cart` on every change. */
export const cart = {
  get: () => lines,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  add: (item: Omit<CartLine, 'quantity'>, quantity = 1) => commit(addLine(lines, item, quantity)),
  remove: (key: Pick<CartLine, 'id' | 'size'>) => commit(removeLine(lines, key)),
  setQuantity: (key: Pick<CartLine, 'id' | 'size'>, quantity: number) =>
    commit(setLineQuantity(lines, key, quantity)),
  clear: () => commit([]),
  replace: (next: CartLine[]) => commit(next),
};

/** Pages rendered on the server know no cart: hydration starts from an empty one, then the saved one shows. */
const SERVER_CART: CartLine[] = [];

export function useCart() {
  const current = useSyncExternalStore(cart.subscribe, cart.get, () => SERVER_CART);
  return { lines: current, ...cartTotals(current) };
}
