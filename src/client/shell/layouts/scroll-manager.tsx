import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { layOutEverything, layOutLazily } from '@/client/lib/lay-out';

/** Scroll positions of the pages in this tab's history, by history entry. */
const positions = new Map<string, number>();

/**
 * What a visitor expects of page changes: a new page starts at the top, Back and Forward return
 * to where they were, and changing only the query (menu search, profile tabs) or going to an
 * anchor (the page scrolls to it itself) leaves the scroll alone.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);
  const path = useRef(location.pathname);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const remember = () => positions.set(key.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    const samePage = path.current === location.pathname;
    key.current = location.key;
    path.current = location.pathname;
    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) {
        // The place is the rows' real heights (lay-out.ts).
        layOutEverything();
        window.scrollTo({ top: saved, behavior: 'instant' });
      }
      return;
    }
    if (samePage || location.hash) return;
    layOutLazily();
    window.scrollTo({ top: 0, behavior: 'instant' }); // not the page's smooth scrolling
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
