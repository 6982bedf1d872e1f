import { useSyncExternalStore } from 'react';

/**
 * The bay whose QR code was scanned with no open order (issue 39): remembered in this browser for
 * the next order, which is placed as already there, at that bay. Kept two hours: a scan from
 * yesterday's visit says nothing about where the car is now.
 */
export interface RememberedBay {
  token: string;
  name: string;
}

const STORAGE_KEY = 'aseer.bay';
const KEPT_MS = 2 * 3600_000;
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: RememberedBay | null } = { raw: null, value: null };

function read(now = Date.now()): RememberedBay | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: nothing remembered
  }
  if (raw === cached.raw && (!cached.value || now - atOf(raw) < KEPT_MS)) return cached.value;
  let value: RememberedBay | null = null;
  try {
    const p = raw ? (JSON.parse(raw) as Partial<RememberedBay & { at: number }>) : null;
    if (p && typeof p.token === 'string' && typeof p.name === 'string' && typeof p.at === 'number')
      value = now - p.at < KEPT_MS ? { token: p.token, name: p.name } : null;
  } catch {
    value = null;
  }
  cached = { raw, value };
  return value;
}

function atOf(raw: string | null): number {
  try {
    return raw ? Number((JSON.parse(raw) as { at?: unknown }).at) || 0 : 0;
  } catch {
    return 0;
  }
}

function write(value: RememberedBay | null) {
  try {
    if (value) localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...value, at: Date.now() }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: the order is placed without the bay
  }
  for (const listener of listeners) listener();
}

export const rememberBay = (bay: RememberedBay) => write(bay);
export const forgetBay = () => write(null);
/** The bay remembered for the next order, or null (none, or scanned more than two hours ago). */
export const rememberedBay = (): RememberedBay | null => read();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The remembered bay; null on the server and while hydrating. */
export function useRememberedBay(): RememberedBay | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
