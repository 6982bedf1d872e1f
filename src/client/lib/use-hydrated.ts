import { useDeferredValue, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is rendered on the server and hydrated, true in the browser's render right
 * after: for what only the browser knows (the saved cart, a remembered order). React renders the
 * server's value while hydrating, so the page matches what the server drew, then the browser's.
 *
 * The switch to true is deferred (a transition, drawn in slices): useSyncExternalStore re-renders
 * at once, in one synchronous task, when its browser value differs from the server's, and what
 * waits for the browser (the checkout's cart lines) can be much of a page. A page that mounts in
 * the browser (not hydrated) gets true from its first render.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      never,
      () => true,
      () => false,
    ),
  );
}
