import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's search, filters, sort and page kept in the address (so a reload, Back or a shared
 * link shows the same list). `defaults` names every parameter the list uses and its default;
 * defaults are left out of the address. Changing anything but the page goes back to page 1.
 */
export function useListParams<T extends Record<string, string>>(listDefaults: T) {
  // A list's defaults never change while it is shown: the first render's are kept.
  const [defaults] = useState(listDefaults);
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => {
    const out = { ...defaults } as T & { page: string };
    for (const key of Object.keys(defaults)) {
      const v = params.get(key);
      if (v !== null) (out as Record<string, string>)[key] = v;
    }
    const page = Number(params.get('page'));
    out.page = String(Number.isInteger(page) && page > 0 ? page : 1);
    return out;
  }, [defaults, params]);

  // React Router's functional update reads the address as it was at the last render, so two
  // changes in one moment (a filter cleared, then another chosen) would lose the first: each
  // change starts from the one before it until the address has caught up.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const set = useCallback(
    (change: Partial<T> & { page?: string | number }) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(pending.current ?? prev);
          for (const [key, value] of Object.entries(change)) {
            const v = value === undefined ? '' : String(value);
            if (v === '' || v === defaults[key] || (key === 'page' && v === '1')) next.delete(key);
            else next.set(key, v);
          }
          if (!('page' in change)) next.delete('page');
          pending.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [defaults, setParams],
  );

  return { values, page: Number(values.page), set };
}

/** The list parameters as a query string for the API (`?q=…&status=…&page=2`), empty ones left out. */
export function toQuery(values: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * A value from the address as one the API accepts: itself when it is one of `allowed`, else
 * nothing (a hand-edited address shows the list unfiltered instead of an error).
 */
export function oneOf<const T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}
