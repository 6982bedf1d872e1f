import { z } from 'zod';
import { PRODUCT_STATUSES } from '@/common/domain';
import { MAX_PRODUCT_SIZES } from '@/common/product-size';
import { SizeKeySchema } from '@/common/product-size-schema';
import { MEDIA_PATH } from '@/common/media';
import { PageQuerySchema } from '@/common/pagination';
import { MULTILINE_TEXT, SINGLE_LINE_TEXT } from '@/common/text';
import { OptionGroupIdsSchema } from './option-group.admin.schema';
import { typedText } from '@/common/text-schema';

/**
 * Back-office catalogue: the schemas shared by the admin forms and the admin API. Messages are
 * translation keys (`validation.*` of `common`, `admin-catalog:validation.*` of the screens).
 */

export const MAX_GALLERY_IMAGES = 8;
export { MAX_UPLOAD_BYTES } from '@/common/limits';
export { UPLOAD_KINDS, type UploadKind } from '@/common/media';
export const CATEGORY_STATUSES = ['active', 'inactive'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];
export const PRODUCT_SORTS = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;

/** Shown for control characters (SINGLE_LINE_TEXT / MULTILINE_TEXT). */
const noControl = 'admin-catalog:validation.controlChars';

const Name = typedText()
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, noControl);
const Description = typedText().trim().max(1000, 'validation.tooLong').regex(MULTILINE_TEXT, noControl);
/** A list's search text. */
const Search = typedText().trim().max(100).regex(SINGLE_LINE_TEXT, noControl).optional();
const MediaPath = z
  .string()
  .max(300, 'validation.tooLong')
  .regex(MEDIA_PATH, 'admin-catalog:validation.image');

/** AED with at most two decimals, above zero (a free item cannot be checked out). */
const PriceSchema = z
  .number({ error: 'validation.required' })
  .gt(0, 'admin-catalog:validation.pricePositive')
  .max(9999.99, 'admin-catalog:validation.priceMax')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'admin-catalog:validation.priceStep');

/** Minutes to prepare one item (ready-time estimates): a whole number from 1 to 60. */
export const MIN_PREP_MINUTES = 1;
export const MAX_PREP_MINUTES = 60;
export const DEFAULT_CATEGORY_PREP_MINUTES = 3;
const prepMessage = 'admin-catalog:validation.prepMinutes';
export const PrepMinutesSchema = z
  .number({ error: prepMessage })
  .int(prepMessage)
  .min(MIN_PREP_MINUTES, prepMessage)
  .max(MAX_PREP_MINUTES, prepMessage);

export const aedToFils = (aed: number) => Math.round(aed * 100);

/** A size's name ("1 L bottle", «عبوة لتر»): short, one line. */
export const MAX_SIZE_NAME_LENGTH = 40;
const SizeName = typedText()
  .trim()
  .min(1, 'validation.required')
  .max(MAX_SIZE_NAME_LENGTH, 'validation.tooLong')
  .regex(SINGLE_LINE_TEXT, noControl);

/**
 * One of the product's sizes, as the owner names it, in the product's order (the rows' order).
 * `size` is the key of a size already saved (kept through a rename, so carts still order it);
 * absent for a new size, whose key the server makes from its English name.
 */
const ProductSizeInputSchema = z.object({
  size: SizeKeySchema.optional(),
  nameEn: SizeName,
  nameAr: SizeName,
  price: PriceSchema,
  soldOut: z.boolean(),
});
export type ProductSizeInput = z.infer<typeof ProductSizeInputSchema>;

/** A new size row in the form: no key yet (the server makes one from its English name), nothing typed. */
export const blankSize = (): ProductSizeInput => ({
  nameEn: '',
  nameAr: '',
  price: Number.NaN,
  soldOut: false,
});

/** No two sizes of a product with the same key, or the same name in either language. */
function refineSizes(rows: ProductSizeInput[], ctx: z.RefinementCtx) {
  const seen = { size: new Set<string>(), nameEn: new Set<string>(), nameAr: new Set<string>() };
  rows.forEach((r, i) => {
    for (const field of ['size', 'nameEn', 'nameAr'] as const) {
      const value = r[field]?.trim().toLowerCase();
      if (!value) continue;
      if (seen[field].has(value))
        ctx.addIssue({ code: 'custom', path: [i, field], message: 'admin-catalog:validation.sizeTwice' });
      seen[field].add(value);
    }
  });
}

export const ProductInputSchema = z.object({
  nameEn: Name,
  nameAr: Name,
  descriptionEn: Description,
  descriptionAr: Description,
  categoryId: z.uuid('validation.required'),
  /** Must belong to the chosen category (checked by the server). */
  subcategoryId: z.uuid().nullable(),
  sizes: z
    .array(ProductSizeInputSchema)
    .min(1, 'admin-catalog:validation.sizesRequired')
    .max(MAX_PRODUCT_SIZES, 'admin-catalog:validation.sizesMax')
    .superRefine(refineSizes),
  image: z.string().min(1, 'admin-catalog:validation.imageRequired').pipe(MediaPath),
  gallery: z.array(MediaPath).max(MAX_GALLERY_IMAGES, 'admin-catalog:validation.galleryMax'),
  status: z.enum(PRODUCT_STATUSES),
  soldOut: z.boolean(),
  /** Null: the category's. Absent: kept on update, null on create. */
  prepMinutes: PrepMinutesSchema.nullable().optional(),
  /** The option groups it offers (its category's it keeps, and others it adds). Absent: kept. */
  optionGroupIds: OptionGroupIdsSchema.optional(),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** Sold-out toggles from the floor: the whole product and/or single sizes. */
export const StockPatchSchema = z.object({
  soldOut: z.boolean().optional(),
  sizes: z
    .array(z.object({ size: SizeKeySchema, soldOut: z.boolean() }))
    .max(MAX_PRODUCT_SIZES)
    .optional(),
});
export type StockPatch = z.infer<typeof StockPatchSchema>;

export const ProductListQuerySchema = PageQuerySchema.extend({
  q: Search,
  categoryId: z.uuid().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  /** Which name the name sorts use (the screen's language). */
  lang: z.enum(['ar', 'en']).default('en'),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const CategoryInputSchema = z.object({
  nameEn: Name,
  nameAr: Name,
  descriptionEn: Description,
  descriptionAr: Description,
  image: MediaPath.nullable(),
  sortOrder: z
    .number({ error: 'validation.required' })
    .int('admin-catalog:validation.sortOrder')
    .min(0, 'admin-catalog:validation.sortOrder')
    .max(10_000, 'admin-catalog:validation.sortOrder'),
  status: z.enum(CATEGORY_STATUSES),
  /** Its products' preparation minutes unless they say otherwise. Absent: kept on update, 3 on create. */
  prepMinutes: PrepMinutesSchema.optional(),
  /** The option groups its products offer unless they say otherwise. Absent: kept. */
  optionGroupIds: OptionGroupIdsSchema.optional(),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** Subcategories have no preparation time of their own (their products follow the category). */
export const SubcategoryInputSchema = CategoryInputSchema.omit({
  prepMinutes: true,
  optionGroupIds: true,
}).extend({
  categoryId: z.uuid('admin-catalog:validation.parentRequired'),
});
export type SubcategoryInput = z.infer<typeof SubcategoryInputSchema>;

export const CategoryListQuerySchema = z.object({
  q: Search,
  includeInactive: z.enum(['0', '1']).optional(),
});
