import { z } from 'zod';
import { PRODUCT_STATUSES } from '@/common/domain';
import { CATEGORY_STATUSES } from './catalog.admin.schema';
import { MenuSizeSchema } from './catalog.schema';

/** What the back-office catalogue endpoints answer (types for the screens, schemas for OpenAPI). */

const Names = z.object({ nameEn: z.string(), nameAr: z.string() });

export const AdminProductSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  categoryId: z.uuid(),
  subcategoryId: z.uuid().nullable(),
  category: Names,
  subcategory: Names.nullable(),
  image: z.string().nullable(),
  gallery: z.array(z.string()),
  status: z.enum(PRODUCT_STATUSES),
  soldOut: z.boolean(),
  /** Minutes to prepare one; null: the category's (`categoryPrepMinutes`). */
  prepMinutes: z.number().int().nullable(),
  categoryPrepMinutes: z.number().int(),
  /** Its sizes in the owner's order: key, names, price, sold out (as the menu has them). */
  sizes: z.array(MenuSizeSchema),
  /** The option groups it offers, in order (its category's, less those left out, plus its own). */
  optionGroupIds: z.array(z.uuid()),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const AdminProductPageSchema = z.object({
  rows: z.array(AdminProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** DELETE answers whether the product was archived (orders refer to it) instead of deleted. */
export const ProductDeletedSchema = z.object({ archived: z.boolean() });
export type ProductDeleted = z.infer<typeof ProductDeletedSchema>;

const CategoryFields = {
  id: z.uuid(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  status: z.enum(CATEGORY_STATUSES),
  /** Products that refer to it, whatever their status. */
  productCount: z.number().int(),
};

export const AdminSubcategorySchema = z.object({ ...CategoryFields, categoryId: z.uuid() });
export type AdminSubcategory = z.infer<typeof AdminSubcategorySchema>;

export const AdminCategorySchema = z.object({
  ...CategoryFields,
  /** Minutes to prepare one of its products, unless the product says otherwise. */
  prepMinutes: z.number().int(),
  /** The option groups its products offer unless they say otherwise. */
  optionGroupIds: z.array(z.uuid()),
  subcategories: z.array(AdminSubcategorySchema),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const AdminCategoryTreeSchema = z.object({ categories: z.array(AdminCategorySchema) });
export type AdminCategoryTree = z.infer<typeof AdminCategoryTreeSchema>;

export const UploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;
