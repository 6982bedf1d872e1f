import { z } from 'zod';
import { PRINT_JOB_KINDS } from '@/common/domain';

/**
 * The network thermal printer (Settings → Printer) and its queue: shared by the form and the
 * routes. Messages are translation keys (namespace `admin-printing`).
 */

/** Characters per line on the roll: 80 mm paper prints 48, 58 mm prints 32. */
export const PAPER_WIDTHS = { 80: 48, 58: 32 } as const;
export const ARABIC_MODES = ['image', 'text'] as const;
export type ArabicMode = (typeof ARABIC_MODES)[number];
/** The kitchen ticket's language: what the people making the drinks read (many read English). */
export const TICKET_LANGUAGES = ['both', 'ar', 'en'] as const;
export type TicketLanguage = (typeof TICKET_LANGUAGES)[number];

/** A host name or an IPv4/IPv6 address, no scheme, no port. */
const HOST = /^$|^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$|^[0-9a-fA-F:]{2,39}$/;

export const PrinterSettingsSchema = z
  .object({
    enabled: z.boolean(),
    host: z.string().trim().max(253, 'validation.host').regex(HOST, 'validation.host'),
    port: z
      .number('validation.port')
      .int('validation.port')
      .min(1, 'validation.port')
      .max(65_535, 'validation.port'),
    paperWidth: z.union([z.literal(80), z.literal(58)]),
    /** A kitchen ticket for every new order, queued with the order. */
    autoKitchen: z.boolean(),
    /** `image`: the ticket is drawn here and sent as a picture (any printer); `text`: the printer's own Arabic font. */
    arabic: z.enum(ARABIC_MODES),
    /** Product names, options and the ticket's own words: Arabic, English, or both (Arabic first). */
    kitchenLanguage: z.enum(TICKET_LANGUAGES),
  })
  .strict()
  .refine((s) => !s.enabled || s.host !== '', { path: ['host'], message: 'validation.hostRequired' });
export type PrinterSettings = z.infer<typeof PrinterSettingsSchema>;

export const PRINTER_DEFAULTS: PrinterSettings = {
  enabled: false,
  host: '',
  port: 9100,
  paperWidth: 80,
  autoKitchen: true,
  arabic: 'image',
  kitchenLanguage: 'both',
};

/** GET /api/admin/printer/status: what the board's banner shows. */
export const PrinterStatusSchema = z.object({
  enabled: z.boolean(),
  /** False once an attempt failed and its ticket still waits; true again when one prints. */
  online: z.boolean(),
  /** Tickets not printed yet (waiting or retrying). */
  waiting: z.number().int(),
  lastError: z.string().nullable(),
});
export type PrinterStatus = z.infer<typeof PrinterStatusSchema>;

/** One ticket in the queue (as the routes answer it, without the document). */
export const PrintJobSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PRINT_JOB_KINDS),
  orderId: z.uuid().nullable(),
  status: z.enum(['pending', 'printed', 'cancelled']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PrintJob = z.infer<typeof PrintJobSchema>;

/** The sample ticket in a ticket language (the saved one when absent). */
export const PreviewQuerySchema = z.object({ lang: z.enum(TICKET_LANGUAGES).optional() });
