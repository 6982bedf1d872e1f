import { useEffect, useState } from 'react';
import { serverPageHydrated } from './hydrate-later';

/** Set once the first page is all hydrated (every stage): pages the browser renders after that need no second pass. */
let hydrated = false;

/**
 * False while a page is rendered on the server and hydrated, true afterwards: for what only the
 * browser knows (the saved cart, a remembered order). The switch comes once the server's page is
 * all hydrated, every stage of it (serverPageHydrated), in a task of its own: hydrating and
 * drawing the browser-only part are shorter tasks rather than one long one (a phone answers a
 * tap in between). Pages drawn after the first (client-side navigation) get true at once.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(hydrated);
  useEffect(() => {
    if (done) return;
    let mounted = true;
    void serverPageHydrated().then(() => {
      hydrated = true;
      if (mounted) setDone(true);
    });
    return () => {
      mounted = false;
    };
  }, [done]);
  return done;
}
