import { z } from 'zod';

export const StoreContactSchema = z.object({
  phone: z.string(),
  email: z.string(),
  addressEn: z.string(),
  addressAr: z.string(),
});

export const OpeningHoursSchema = z.object({
  timezone: z.string(),
  /** HH:MM, shop time. */
  open: z.string().regex(/^\d{2}:\d{2}$/),
  /** HH:MM, shop time; 24:00 means midnight. */
  close: z.string().regex(/^\d{2}:\d{2}$/),
});

/** What the storefront shows about the shop (footer, contact and about pages). */
export const StoreInfoSchema = z.object({
  contact: StoreContactSchema,
  hours: OpeningHoursSchema,
});

export type StoreInfo = z.infer<typeof StoreInfoSchema>;
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export { DEFAULT_STORE_INFO } from './store-defaults';
