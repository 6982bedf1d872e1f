import { z } from 'zod';
import { SIZES } from '@/common/domain';

export const SizeSchema = z.enum(SIZES);
export type Size = z.infer<typeof SizeSchema>;

export const MenuSizeSchema = z.object({
  size: SizeSchema,
  priceFils: z.number().int(),
  soldOut: z.boolean(),
});

export const MenuProductSchema = z.object({
  id: z.uuid(),
  categoryId: z.uuid(),
  subcategoryId: z.uuid().nullable(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  image: z.string().nullable(),
  soldOut: z.boolean(),
  featured: z.boolean(),
  createdAt: z.string(),
  sizes: z.array(MenuSizeSchema),
});

export const MenuSubcategorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
});

export const MenuCategorySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  image: z.string().nullable(),
  subcategories: z.array(MenuSubcategorySchema),
});

/** The whole public menu in one response: active categories, subcategories and products. */
export const MenuSchema = z.object({
  categories: z.array(MenuCategorySchema),
  products: z.array(MenuProductSchema),
});

export type Menu = z.infer<typeof MenuSchema>;
export type MenuProduct = z.infer<typeof MenuProductSchema>;
export type MenuCategory = z.infer<typeof MenuCategorySchema>;
export type MenuSize = z.infer<typeof MenuSizeSchema>;
