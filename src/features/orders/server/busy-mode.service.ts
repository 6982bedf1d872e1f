import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import { BusyStoredSchema, readSetting, settingValues } from '@/features/settings/server';
import { activeBusy, NOT_BUSY, type BusyMode } from '@/common/busy-mode';
import type { BusyInput } from '../orders.admin.schema';

const KEY = 'store.busy';

/** Busy mode as stored (ended parts included: compare with now, or use `loadActiveBusy`). */
export async function loadBusy(db: Db): Promise<BusyMode> {
  return readSetting(BusyStoredSchema, (await settingValues(db, [KEY])).get(KEY), NOT_BUSY);
}

export async function loadActiveBusy(db: Db, now = new Date()): Promise<BusyMode> {
  return activeBusy(await loadBusy(db), now);
}

/** Stores busy mode; the settings trigger announces it (`settings_changed`), so caches drop it. */
async function store(db: Db, value: BusyMode): Promise<void> {
  await db
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
}

/** Sets one kind (extra minutes for a while, or a pause); the other kind stays as it is. Returns what applies now. */
export async function setBusy(db: Db, input: BusyInput, now = new Date()): Promise<BusyMode> {
  const current = activeBusy(await loadBusy(db), now);
  const until = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  const next: BusyMode =
    input.kind === 'extra'
      ? { ...current, extraMinutes: input.minutes, extraUntil: until(input.forMinutes) }
      : { ...current, pausedUntil: until(input.minutes) };
  await store(db, next);
  return activeBusy(next, now);
}

/** Ends one kind now. */
export async function endBusy(db: Db, kind: 'extra' | 'pause', now = new Date()): Promise<BusyMode> {
  const current = activeBusy(await loadBusy(db), now);
  const next: BusyMode =
    kind === 'extra' ? { ...current, extraMinutes: 0, extraUntil: null } : { ...current, pausedUntil: null };
  await store(db, next);
  return next;
}
