import { z } from 'zod';

/** A calendar day, `YYYY-MM-DD`, that exists (2025-02-30 does not); `message` is the translation key shown when not. */
export const dayString = (message: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, message);

/** Whether a range of days (`YYYY-MM-DD`, either end optional) runs forwards: from on or before to. */
export const daysInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
