import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is rendered on the server and hydrated, true in the browser's render right
 * after: for what only the browser knows (the saved cart, a remembered order). React renders the
 * server's value while hydrating, so the page matches what the server drew, then the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
