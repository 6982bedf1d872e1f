import { z } from 'zod';
import { OPTION_GROUP_KINDS } from '@/common/domain';

/** A size as the menu offers it: its key, the owner's name for it in each language, its price. */
export const MenuSizeSchema = z.object({
  /** The size's key (a slug, unique within the product): what a cart line and an order name it by. */
  size: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  priceFils: z.number().int(),
  soldOut: z.boolean(),
});

/** An option as the menu offers it (archived ones are not on the menu). */
export const MenuOptionSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  /** Added to the unit price, in fils. */
  priceFils: z.number().int(),
  isDefault: z.boolean(),
  soldOut: z.boolean(),
});

/** An option group (Sugar, Ice, Milk, Add-ons) with its active options, in their order. */
export const MenuOptionGroupSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  kind: z.enum(OPTION_GROUP_KINDS),
  required: z.boolean(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  options: z.array(MenuOptionSchema),
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
  /** Its sizes in the owner's order; with one, the storefront offers no choice, only its price. */
  sizes: z.array(MenuSizeSchema),
  /** The option groups this product offers, in order (ids in the menu's `optionGroups`). */
  optionGroupIds: z.array(z.uuid()),
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

/** The whole public menu in one response: active categories, subcategories, products and option groups. */
export const MenuSchema = z.object({
  categories: z.array(MenuCategorySchema),
  products: z.array(MenuProductSchema),
  /** Every active group a product on the menu offers, once (products name them by id). */
  optionGroups: z.array(MenuOptionGroupSchema),
});

export type Menu = z.infer<typeof MenuSchema>;
export type MenuProduct = z.infer<typeof MenuProductSchema>;
export type MenuCategory = z.infer<typeof MenuCategorySchema>;
export type MenuSize = z.infer<typeof MenuSizeSchema>;
export type MenuOptionGroup = z.infer<typeof MenuOptionGroupSchema>;
export type MenuOption = z.infer<typeof MenuOptionSchema>;
