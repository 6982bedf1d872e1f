import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { settings } from '@/server/db/schema';
import { readSetting, settingValues } from '@/features/settings/server';
import { PRINTER_DEFAULTS, PrinterSettingsSchema, type PrinterSettings } from '../printing.schema';

/** Settings → Printer, in the settings table under this key. */
export const PRINTER_KEY = 'printer';

/** The printer's settings; a missing or malformed value falls back to the defaults (off). */
export async function loadPrinterSettings(db: Db): Promise<PrinterSettings> {
  const stored = (await settingValues(db, [PRINTER_KEY])).get(PRINTER_KEY);
  return readSetting(PrinterSettingsSchema, stored, PRINTER_DEFAULTS);
}

export async function savePrinterSettings(db: Db, s: PrinterSettings): Promise<PrinterSettings> {
  await db
    .insert(settings)
    .values({ key: PRINTER_KEY, value: s })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
      setWhere: sql`${settings.value} is distinct from excluded.value`,
    });
  return loadPrinterSettings(db);
}
