import { z } from 'zod';
import { PlateSchema, StoredPlateSchema } from '@/common/plate-schema';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/**
 * A signed-in customer's saved cars (issue 9): the plate, and how they tell their cars apart.
 * Messages are translation keys (namespace `common`, `validation.*`).
 */

/** Most households have two or three cars; ten is plenty and keeps the checkout chooser short. */
export const MAX_CARS = 10;
export const CAR_TEXT_MAX = 40;

/** A nickname, colour or make: one line, trimmed, short; empty means not given. */
const CarText = typedText()
  .trim()
  .max(CAR_TEXT_MAX, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, 'validation.controlChars');

export const CarInputSchema = z.object({
  plate: PlateSchema,
  nickname: CarText.optional(),
  colour: CarText.optional(),
  make: CarText.optional(),
  /** The first car is the default whatever this says; true moves the default to this car. */
  isDefault: z.boolean().optional(),
});

/** A change: any of the fields; `isDefault: true` makes this car the default (false alone is ignored: pick another car instead). */
export const CarPatchSchema = CarInputSchema.partial();

export const CarViewSchema = z.object({
  id: z.uuid(),
  plate: StoredPlateSchema,
  nickname: z.string(),
  colour: z.string(),
  make: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});

export type CarInput = z.input<typeof CarInputSchema>;
export type CarPatch = z.input<typeof CarPatchSchema>;
export type CarView = z.infer<typeof CarViewSchema>;
