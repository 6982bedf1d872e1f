import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is rendered on the server and hydrated, true afterwards (and on pages the
 * browser renders itself): for what only the browser knows (the saved cart, a remembered order).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
