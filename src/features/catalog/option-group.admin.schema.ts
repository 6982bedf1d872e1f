import { z } from 'zod';
import { OPTION_GROUP_KINDS, OPTION_STATUSES } from '@/common/domain';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/**
 * Back-office drink options: a group (Sugar, Milk, Add-ons) is saved with its options in one
 * request, so the rules that span both (choices ≤ options, one default) are checked together.
 * Messages are translation keys (`validation.*` of `common`, `admin-catalog:validation.*`).
 */

export const MAX_GROUP_OPTIONS = 20;
/** The most an option may add to a drink: 1,000.00 AED. */
export const MAX_OPTION_PRICE = 1000;

const Name = typedText()
  .trim()
  .min(1, 'validation.required')
  .max(60, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, 'admin-catalog:validation.controlChars');

/** AED with at most two decimals, 0 (free, e.g. "Less sugar") to 1,000.00. */
const OptionPrice = z
  .number({ error: 'validation.required' })
  .min(0, 'admin-catalog:validation.optionPriceRange')
  .max(MAX_OPTION_PRICE, 'admin-catalog:validation.optionPriceRange')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'admin-catalog:validation.priceStep');

const Count = z
  .number({ error: 'validation.required' })
  .int('admin-catalog:validation.wholeNumber')
  .min(0, 'admin-catalog:validation.wholeNumber')
  .max(MAX_GROUP_OPTIONS, 'admin-catalog:validation.choicesMax');

export const OptionInputSchema = z.object({
  /** Absent: a new option. An option of this group (kept, so orders keep pointing at it). */
  id: z.uuid().optional(),
  nameEn: Name,
  nameAr: Name,
  price: OptionPrice,
  isDefault: z.boolean(),
  soldOut: z.boolean(),
});
export type OptionInput = z.infer<typeof OptionInputSchema>;

export const OptionGroupInputSchema = z
  .object({
    nameEn: Name,
    nameAr: Name,
    kind: z.enum(OPTION_GROUP_KINDS),
    required: z.boolean(),
    minChoices: Count,
    maxChoices: Count,
    sortOrder: z
      .number({ error: 'validation.required' })
      .int('admin-catalog:validation.sortOrder')
      .min(0, 'admin-catalog:validation.sortOrder')
      .max(10_000, 'admin-catalog:validation.sortOrder'),
    /** The options on offer, in the order shown; one left out is deleted (archived if ordered). */
    options: z
      .array(OptionInputSchema)
      .min(1, 'admin-catalog:validation.optionsRequired')
      .max(MAX_GROUP_OPTIONS, 'admin-catalog:validation.optionsMax'),
  })
  .superRefine((g, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (g.kind === 'single' && g.maxChoices !== 1)
      issue(['maxChoices'], 'admin-catalog:validation.singleMaxOne');
    if (g.required !== g.minChoices >= 1)
      issue(
        ['minChoices'],
        g.required ? 'admin-catalog:validation.requiredMin' : 'admin-catalog:validation.optionalMin',
      );
    if (g.maxChoices < 1 || g.minChoices > g.maxChoices)
      issue(['maxChoices'], 'admin-catalog:validation.minAboveMax');
    else if (g.maxChoices > g.options.length && g.options.length > 0)
      issue(['maxChoices'], 'admin-catalog:validation.maxAboveOptions');
    let defaults = 0;
    const ids = new Set<string>();
    g.options.forEach((o, i) => {
      if (o.isDefault && ++defaults > 1)
        issue(['options', i, 'isDefault'], 'admin-catalog:validation.oneDefault');
      if (o.id && ids.has(o.id)) issue(['options', i, 'id'], 'admin-catalog:validation.optionTwice');
      if (o.id) ids.add(o.id);
    });
  });
export type OptionGroupInput = z.infer<typeof OptionGroupInputSchema>;

export const OptionGroupListQuerySchema = z.object({
  /** Absent: active and archived groups alike. */
  status: z.enum(OPTION_STATUSES).optional(),
});

/** Sold out or back in stock, from the floor. */
export const OptionStockSchema = z.object({ soldOut: z.boolean() });
export type OptionStock = z.infer<typeof OptionStockSchema>;

/** The groups a product or category offers (ids of option groups). */
export const OptionGroupIdsSchema = z.array(z.uuid()).max(50);
