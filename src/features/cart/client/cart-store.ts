import { useSyncExternalStore } from 'react';
import {
  addLine,
  cartTotals,
  parseStoredCart,
  removeLine,
  replaceLine,
  setLineQuantity,
  type CartItem,
  type CartLine,
} from '../cart-lines';
import { writeCartLinesHint } from '@/client/lib/request-hints';

export const CART_STORAGE_KEY = 'cart';

/**
 * The empty cart, one array: the server's (hydration starts from it) and the browser's when nothing
 * is saved. useSyncExternalStore compares the two by identity, and a different empty array would
 * re-render each reader (the header, the cart check) at once, in one synchronous task, for nothing.
 */
const EMPTY: CartLine[] = [];
const orEmpty = (next: CartLine[]) => (next.length === 0 ? EMPTY : next);

function load(): CartLine[] {
  try {
    return orEmpty(parseStoredCart(localStorage.getItem(CART_STORAGE_KEY)));
  } catch {
    return EMPTY;
  }
}

let lines: CartLine[] = typeof window === 'undefined' ? EMPTY : load();
const listeners = new Set<() => void>();

function commit(changed: CartLine[]) {
  const next = orEmpty(changed);
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
  add: (item: CartItem, quantity = 1) => commit(addLine(lines, item, quantity)),
  /** Lines are named by their key (`lineKey`): product, size, options and note. */
  remove: (key: string) => commit(removeLine(lines, key)),
  setQuantity: (key: string, quantity: number) => commit(setLineQuantity(lines, key, quantity)),
  /** A line edited in its sheet takes its new choices in place (merging with a line now the same). */
  edit: (key: string, item: CartItem) => commit(replaceLine(lines, key, item)),
  clear: () => commit([]),
  replace: (next: CartLine[]) => commit(next),
};

/** Pages rendered on the server know no cart: hydration starts from an empty one, then the saved one shows. */
const serverCart = () => EMPTY;

export function useCart() {
  const current = useSyncExternalStore(cart.subscribe, cart.get, serverCart);
  return { lines: current, ...cartTotals(current) };
}
