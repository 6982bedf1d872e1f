import { useEffect, useSyncExternalStore } from 'react';

/** Full screen where the browser offers it (it must be asked in a tap); else the page fills the window. */
export function enterFullscreen(): void {
  const root = document.documentElement;
  if (!document.fullscreenEnabled || document.fullscreenElement || !root.requestFullscreen) return;
  void root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

export function exitFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}

/** Whether the page is in full screen now (and whether the browser can do it at all). */
export function useFullscreen(): { active: boolean; available: boolean } {
  const active = useSyncExternalStore(
    (onChange) => {
      document.addEventListener('fullscreenchange', onChange);
      return () => document.removeEventListener('fullscreenchange', onChange);
    },
    () => document.fullscreenElement !== null && document.fullscreenElement !== undefined,
    () => false,
  );
  return { active, available: typeof document !== 'undefined' && document.fullscreenEnabled === true };
}

/**
 * Keeps the screen on while kitchen mode is open (Screen Wake Lock, where the browser offers it).
 * The browser lets the lock go when the tab is hidden: it is asked for again when it is shown.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const nav = navigator as Navigator & {
      wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
    };
    if (!nav.wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let stopped = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      nav.wakeLock!.request('screen').then(
        (l) => {
          if (stopped) void l.release().catch(() => undefined);
          else lock = l;
        },
        () => undefined, // refused (battery saver, no permission): the screen may sleep
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
