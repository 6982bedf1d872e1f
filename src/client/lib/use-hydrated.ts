import { useEffect, useState } from 'react';

/** Set once the first page has hydrated: pages the browser renders later need no second pass. */
let hydrated = false;

/**
 * False while a page is rendered on the server and hydrated, true afterwards: for what only the
 * browser knows (the saved cart, a remembered order). The switch comes in an effect, after the
 * hydrated page has painted, so hydrating and drawing the browser-only part are two shorter
 * tasks rather than one long one (a phone answers a tap in between). Pages drawn after the first
 * (client-side navigation) get true at once.
 */
export function useHydrated(): boolean {
  const [done, setDone] = useState(hydrated);
  useEffect(() => {
    if (done) return;
    hydrated = true;
    setDone(true);
  }, [done]);
  return done;
}
