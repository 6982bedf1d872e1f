import { z } from 'zod';
import { OPTION_GROUP_KINDS, OPTION_STATUSES } from '@/common/domain';

/** What the back-office option endpoints answer (types for the screens, schemas for OpenAPI). */

export const AdminOptionSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  priceFils: z.number().int(),
  isDefault: z.boolean(),
  soldOut: z.boolean(),
  sortOrder: z.number().int(),
  status: z.enum(OPTION_STATUSES),
});
export type AdminOption = z.infer<typeof AdminOptionSchema>;

export const AdminOptionGroupSchema = z.object({
  id: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  kind: z.enum(OPTION_GROUP_KINDS),
  required: z.boolean(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  sortOrder: z.number().int(),
  status: z.enum(OPTION_STATUSES),
  /** Active options first, then archived ones, each by sort order. */
  options: z.array(AdminOptionSchema),
  /** The categories whose products offer it by default. */
  categoryIds: z.array(z.uuid()),
});
export type AdminOptionGroup = z.infer<typeof AdminOptionGroupSchema>;

export const AdminOptionGroupListSchema = z.object({ groups: z.array(AdminOptionGroupSchema) });
export type AdminOptionGroupList = z.infer<typeof AdminOptionGroupListSchema>;

/** DELETE answers whether it was archived (an order used it) instead of deleted. */
export const OptionDeletedSchema = z.object({ archived: z.boolean() });
export type OptionDeleted = z.infer<typeof OptionDeletedSchema>;
