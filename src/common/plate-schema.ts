import { z } from 'zod';
import { EMIRATES, type Emirate } from './domain';
import { normalisePlate, plateIssues } from './plates';
import { SINGLE_LINE_TEXT } from './text';
import { typedText } from './text-schema';

/*
 * The plate's schemas, apart from the plate's rules (./plates): a page that only shows or reads a
 * plate does not load Zod for it.
 */

/** A stored plate in an answer (already checked when it was written). */
export const StoredPlateSchema = z.object({
  emirate: z.enum(EMIRATES),
  code: z.string(),
  number: z.string(),
});

const part = typedText('validation.required')
  .max(12, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, 'validation.controlChars');

const emirate = z.enum(EMIRATES, 'validation.plateEmirate');

const addIssues = (p: { emirate: Emirate; code: string; number: string }, ctx: z.RefinementCtx) => {
  for (const issue of plateIssues(p))
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
};

/** A plate in a request: checked per emirate, returned normalised (Latin digits, upper case). */
export const PlateSchema = z
  .object({ emirate, code: part, number: part })
  .superRefine(addIssues)
  .transform(normalisePlate);

const blank = (p: { code: string; number: string }) => !p.code.trim() && !p.number.trim();

/**
 * A plate that may be left out (the profile, a customer's record): null, or code and number both
 * left empty, is no plate (null); anything else is checked as PlateSchema checks it. The profile
 * and the back office edit it with the inputs the checkout uses (decision 071).
 */
export const OptionalPlateSchema = z
  .object({ emirate, code: part, number: part })
  .nullable()
  .superRefine((p, ctx) => {
    if (p && !blank(p)) addIssues(p, ctx);
  })
  .transform((p) => (p && !blank(p) ? normalisePlate(p) : null));
