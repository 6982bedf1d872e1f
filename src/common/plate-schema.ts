import { z } from 'zod';
import { EMIRATES } from './domain';
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

/** A plate in a request: checked per emirate, returned normalised (Latin digits, upper case). */
export const PlateSchema = z
  .object({ emirate: z.enum(EMIRATES, 'validation.plateEmirate'), code: part, number: part })
  .superRefine((p, ctx) => {
    for (const issue of plateIssues(p))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
  })
  .transform(normalisePlate);
