import { useSyncExternalStore } from 'react';
import type { PlacedOrder } from '../orders.schema';

/**
 * The last order placed in this browser ({id, key}), so the header can lead back to it until it is
 * completed or cancelled. Kept in localStorage: it survives closing the tab, like the cart.
 */
export interface LastOrder {
  id: string;
  key: string;
}

const STORAGE_KEY = 'aseer.lastOrder';
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LastOrder | null } = { raw: null, value: null };

function read(): LastOrder | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode): nothing remembered
  }
  if (raw === cached.raw) return cached.value;
  let value: LastOrder | null = null;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<LastOrder>) : null;
    if (parsed && typeof parsed.id === 'string' && typeof parsed.key === 'string')
      value = { id: parsed.id, key: parsed.key };
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

function write(value: LastOrder | null) {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: the header simply does not offer the link
  }
  for (const listener of listeners) listener();
}

/** The order's id and secret key, from the tracking path the server gave when it was placed. */
export function lastOrderOf(placed: PlacedOrder): LastOrder {
  const key = new URL(placed.trackingPath, 'http://x').searchParams.get('key') ?? '';
  return { id: placed.order.id, key };
}

export const rememberLastOrder = (order: LastOrder) => write(order);

/** Forgets `id` if it is the remembered order (completed, cancelled, or gone). */
export function forgetLastOrder(id: string) {
  if (read()?.id === id) write(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab placed or finished an order.
  const onStorage = (e: StorageEvent) => e.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered order, or null; null on the server and while hydrating (the first paint never depends on it). */
export function useLastOrder(): LastOrder | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
