import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** The device's choice, kept across visits: on, off, or not made yet (the board offers it). */
export type SoundChoice = 'on' | 'off' | null;
export const SOUND_KEY = 'aseer.board.sound';

const readChoice = (): SoundChoice => {
  try {
    const v = window.localStorage.getItem(SOUND_KEY);
    return v === 'on' || v === 'off' ? v : null;
  } catch {
    return null;
  }
};
const writeChoice = (v: 'on' | 'off') => {
  try {
    window.localStorage.setItem(SOUND_KEY, v);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
};

type AudioContextClass = typeof AudioContext;
const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** `order`: a bright rising two-note chime. `arrival`: three lower, softer notes (a doorbell). */
const NOTES = {
  order: [
    [880, 0],
    [1318.5, 0.16],
  ],
  arrival: [
    [659.25, 0],
    [523.25, 0.22],
    [659.25, 0.44],
  ],
} as const;

/**
 * The back office's sound, one per tab: chimes made with the Web Audio API (no sound file).
 * Browsers allow sound only after the person has interacted with the page, so the audio is
 * woken by the first tap, click or key press of any kind anywhere. The choice to have sound is
 * made once per device (localStorage): `locked` says it is on but still waits for that first
 * interaction (the board shows a small hint).
 */
export function useOrderSound() {
  const context = useRef<AudioContext | null>(null);
  const idle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [choice, setChoice] = useState<SoundChoice>(readChoice);
  const choiceRef = useRef(choice);
  const [unlocked, setUnlocked] = useState(false);
  const unlockedRef = useRef(false);

  const choose = useCallback((v: 'on' | 'off') => {
    choiceRef.current = v;
    setChoice(v);
    writeChoice(v);
  }, []);

  /** A running audio context keeps the device's audio busy: rest it between chimes. */
  const restSoon = useCallback(() => {
    clearTimeout(idle.current);
    idle.current = setTimeout(() => void context.current?.suspend().catch(() => undefined), 1_500);
  }, []);

  const unlock = useCallback(async () => {
    const Ctx = (window.AudioContext ??
      (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
      AudioContextClass | undefined;
    if (!Ctx) return false;
    context.current ??= new Ctx();
    await context.current.resume().catch(() => undefined);
    // Allowed once after a gesture, the page may wake it again later without one.
    unlockedRef.current = context.current?.state === 'running';
    setUnlocked(unlockedRef.current);
    restSoon();
    return unlockedRef.current;
  }, [restSoon]);

  useEffect(() => {
    // Some browsers allow it at once (a site often used): then no interaction is needed.
    if (choiceRef.current === 'on') void unlock();
    const onGesture = () => {
      if (unlockedRef.current || choiceRef.current === 'off') return;
      // Not chosen yet: the board may chime from now on, but the choice is still the person's.
      void unlock();
    };
    for (const g of GESTURES) window.addEventListener(g, onGesture, { capture: true, passive: true });
    return () => {
      for (const g of GESTURES) window.removeEventListener(g, onGesture, { capture: true });
      clearTimeout(idle.current);
      void context.current?.close().catch(() => undefined);
      context.current = null;
    };
  }, [unlock]);

  const play = useCallback(
    async (kind: keyof typeof NOTES = 'order') => {
      const ctx = context.current;
      if (!ctx || !unlockedRef.current || choiceRef.current === 'off') return;
      if (ctx.state !== 'running') await ctx.resume().catch(() => undefined);
      if (ctx.state !== 'running') return;
      const start = ctx.currentTime;
      for (const [frequency, delay] of NOTES[kind]) {
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

  /** "Enable sound" (or turning it back on): wakes the audio in this tap and plays the chime. */
  const enable = useCallback(() => {
    choose('on');
    void unlock().then((ok) => {
      if (ok) void play();
    });
  }, [choose, play, unlock]);
  const disable = useCallback(() => choose('off'), [choose]);

  return useMemo(
    () => ({
      choice,
      /** Sound will be heard. */
      on: choice !== 'off' && unlocked,
      /** Chosen on, but the browser waits for a first interaction. */
      locked: choice === 'on' && !unlocked,
      play,
      enable,
      disable,
    }),
    [choice, unlocked, play, enable, disable],
  );
}
export type OrderSound = ReturnType<typeof useOrderSound>;
