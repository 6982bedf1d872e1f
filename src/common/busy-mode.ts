/**
 * Busy mode, set from the board: extra minutes on every ready-time estimate until a time, and/or
 * new orders paused until a time. Both end by themselves: a reader compares the times with now,
 * nothing has to switch them off. Stored as the setting `store.busy`, shown to the storefront in
 * GET /api/store. No zod here: the storefront imports it.
 */
export interface BusyMode {
  extraMinutes: number;
  /** ISO time the extra minutes stop applying; null: none. */
  extraUntil: string | null;
  /** ISO time orders are taken again; null: not paused. */
  pausedUntil: string | null;
}

export const NOT_BUSY: BusyMode = { extraMinutes: 0, extraUntil: null, pausedUntil: null };

/** Extra minutes offered on the board, and for how long they apply. */
export const BUSY_EXTRA_CHOICES = [10, 20, 30] as const;
export const BUSY_EXTRA_FOR_MINUTES = 60;
/** Pauses offered on the board (minutes). */
export const BUSY_PAUSE_CHOICES = [15, 30, 60] as const;
export const MAX_BUSY_MINUTES = 240;

const after = (iso: string | null, now: Date) => (iso && Date.parse(iso) > now.getTime() ? iso : null);

/** What applies at `now`: an ended part reads as off. */
export function activeBusy(b: BusyMode, now: Date): BusyMode {
  const extraUntil = b.extraMinutes > 0 ? after(b.extraUntil, now) : null;
  return {
    extraMinutes: extraUntil ? b.extraMinutes : 0,
    extraUntil,
    pausedUntil: after(b.pausedUntil, now),
  };
}
