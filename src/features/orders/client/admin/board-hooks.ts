import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (and re-renders when that changes). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

const TICK_MS = 15_000;
let tickNow = Date.now();
const ticking = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

function subscribeTick(onTick: () => void) {
  ticking.add(onTick);
  if (ticker === undefined) {
    tickNow = Date.now(); // fresh after a pause: the first subscriber re-renders with it
    ticker = setInterval(() => {
      tickNow = Date.now();
      ticking.forEach((f) => f());
    }, TICK_MS);
  }
  return () => {
    ticking.delete(onTick);
    if (ticking.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/**
 * The current time, re-read every 15 s by one timer shared by every caller: only the components
 * that show an elapsed time re-render on a tick, not the board around them.
 */
export const useNow = (): number =>
  useSyncExternalStore(
    subscribeTick,
    () => tickNow,
    () => tickNow,
  );

/**
 * Ids that arrived since the board was first loaded, kept for `ms` (highlighted cards);
 * `onArrive` runs once per batch of new ids (the chime, the announcement).
 */
export function useFreshIds(
  ids: string[] | undefined,
  onArrive: (fresh: string[]) => void,
  ms = 8_000,
): Set<string> {
  const known = useRef<Set<string> | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [fresh, setFresh] = useState<Set<string>>(() => new Set());
  const arrive = useRef(onArrive);
  useEffect(() => {
    arrive.current = onArrive;
  }, [onArrive]);

  useEffect(() => {
    if (!ids) return;
    if (known.current === null) {
      known.current = new Set(ids);
      return;
    }
    const added = ids.filter((id) => !known.current!.has(id));
    for (const id of ids) known.current.add(id);
    if (added.length === 0) return;
    arrive.current(added);
    setFresh((prev) => new Set([...prev, ...added]));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((prev) => new Set([...prev].filter((id) => !added.includes(id))));
    }, ms);
    timers.current.add(timer);
  }, [ids, ms]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  return fresh;
}

/**
 * Runs `fn` every `ms` while `active` (the reminder chime while an order waits to be seen). A
 * change of `key` (another order arrived, one was seen) starts the count again.
 */
export function useRepeat(active: boolean, key: string, fn: () => void, ms: number) {
  const run = useRef(fn);
  useEffect(() => {
    run.current = fn;
  }, [fn]);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => run.current(), ms);
    return () => clearInterval(timer);
  }, [active, key, ms]);
}
