import { z } from 'zod';
import { PlateSchema } from '@/common/plate-schema';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/*
 * Bays (issue 39, decision 080): the shop's parking spots, each with a QR sticker whose code carries
 * the bay's token. Messages are translation keys (namespace `admin-settings`, then `common`).
 */

export { BAY_TOKEN } from '@/common/bay-token';

/** The longest bay name: a label painted on the ground, not a sentence. */
export const MAX_BAY_NAME = 12;

/** POST/PATCH /api/admin/bays: the bay's one name, shown as it is in both languages ("4", "B2"). */
export const BayInputSchema = z.object({
  name: typedText('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(MAX_BAY_NAME, 'validation.tooLong')
    .regex(SINGLE_LINE_TEXT, 'validation.controlChars'),
});
export type BayInput = z.input<typeof BayInputSchema>;

/** A bay as the back office sees it (the token: for its QR code). */
export interface Bay {
  id: string;
  name: string;
  token: string;
  /** The address its QR code carries: the shop's public address and the bay's page. */
  url: string;
  createdAt: string;
}

/** GET /api/bays/{token}: what the bay's page shows of it (its name only). */
export interface PublicBay {
  name: string;
}

/** POST /api/bays/{token}/orders: the plate of the car at the bay. */
export const BayPlateLookupSchema = z.object({ plate: PlateSchema });
export type BayPlateLookupInput = z.input<typeof BayPlateLookupSchema>;

/** An open order of today with that plate: its number and when it was placed, nothing personal. */
export interface BayOrderChoice {
  number: number;
  shortId: string;
  createdAt: string;
  arrived: boolean;
}

/** POST /api/bays/{token}/plate-arrival: "I'm here at this bay" for the open order of that plate and number. */
export const BayArrivalSchema = z.object({
  plate: PlateSchema,
  number: z.number().int().positive(),
});
export type BayArrivalInput = z.input<typeof BayArrivalSchema>;

/** POST /api/bays/{token}/arrival: this phone's own order (signed-in owner, or its secret key). */
export const BayOwnArrivalSchema = z.object({
  orderId: z.uuid(),
  /** The order's secret key from its tracking link (base64url); compared with the stored one. */
  key: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.controlChars')
    .optional(),
});
export type BayOwnArrivalInput = z.input<typeof BayOwnArrivalSchema>;

/** Either arrival's answer: the order's number and the bay it is now marked at. */
export interface BayArrived {
  number: number;
  shortId: string;
  bayName: string;
}
