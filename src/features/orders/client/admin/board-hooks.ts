import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

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

type AudioContextClass = typeof AudioContext;

/**
 * A short two-note chime made with the Web Audio API (no sound file). Browsers allow sound only
 * after the person has interacted with the page: the first click or key press anywhere unlocks it,
 * and until then `enabled` is false (the board shows an "Enable sound" button).
 */
export function useChime() {
  const context = useRef<AudioContext | null>(null);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [enabled, setEnabled] = useState(false);
  const unlocked = useRef(false);

  /** A running audio context keeps the device's audio working all the time: rest it between chimes. */
  const restSoon = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = setTimeout(() => void context.current?.suspend().catch(() => undefined), 1_500);
  }, []);

  const unlock = useCallback(async () => {
    const Ctx = (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
      AudioContextClass | undefined;
    if (!Ctx) return;
    context.current ??= new Ctx();
    await context.current.resume().catch(() => undefined);
    // Allowed once after a gesture, the page may wake it again later without one.
    unlocked.current = context.current?.state === 'running';
    setEnabled(unlocked.current);
    restSoon();
  }, [restSoon]);

  useEffect(() => {
    const onGesture = () => void unlock();
    window.addEventListener('pointerdown', onGesture, { once: true });
    window.addEventListener('keydown', onGesture, { once: true });
    return () => {
      window.removeEventListener('pointerdown', onGesture);
      window.removeEventListener('keydown', onGesture);
      clearTimeout(idle.current);
      void context.current?.close();
      context.current = null;
    };
  }, [unlock]);

  /**
   * `order`: a bright rising two-note chime for a new order. `arrival`: three lower, softer notes
   * (a doorbell) when a customer says they are at the car, so staff tell them apart without looking.
   */
  const play = useCallback(
    async (kind: 'order' | 'arrival' = 'order') => {
      const ctx = context.current;
      if (!ctx || !unlocked.current) return;
      if (ctx.state !== 'running') await ctx.resume().catch(() => undefined);
      if (ctx.state !== 'running') return;
      const start = ctx.currentTime;
      const notes: readonly (readonly [number, number])[] =
        kind === 'arrival'
          ? [
              [659.25, 0],
              [523.25, 0.22],
              [659.25, 0.44],
            ]
          : [
              [880, 0],
              [1318.5, 0.16],
            ];
      for (const [frequency, delay] of notes) {
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = kind === 'arrival' ? 'triangle' : 'sine';
        osc.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, start + delay);
        gain.gain.exponentialRampToValueAtTime(0.35, start + delay + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + delay + 0.4);
        osc.connect(gain).connect(ctx.destination);
        osc.start(start + delay);
        osc.stop(start + delay + 0.45);
      }
      restSoon();
    },
    [restSoon],
  );

  return { enabled, unlock, play };
}

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
