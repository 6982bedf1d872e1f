import { z } from 'zod';
import { ORDER_STATUSES } from '@/common/domain';
import { PageQuerySchema, type Page } from '@/common/pagination';
import { NameSchema, PhoneSchema } from '@/features/accounts';
import { OptionalPlateSchema, StoredPlateSchema } from '@/common/plate-schema';
import { SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/** Back-office customers: the schemas shared by the admin screen and the admin API. */

export const CUSTOMER_SORTS = [
  'newest',
  'oldest',
  'name-asc',
  'name-desc',
  'most-spent',
  'most-orders',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** Search (name, e-mail, phone or car plate) and sort: the list and the CSV export share them. */
export const CustomerFilterSchema = z.object({
  // No control characters (PostgreSQL text cannot hold NUL), as the orders search.
  q: typedText().trim().max(100).regex(SINGLE_LINE_TEXT).optional(),
  sort: z.enum(CUSTOMER_SORTS).default('newest'),
});
export type CustomerFilter = z.infer<typeof CustomerFilterSchema>;

export const CustomerListQuerySchema = PageQuerySchema.extend(CustomerFilterSchema.shape);
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/**
 * PATCH /api/admin/customers/{id}: name, phone and car plate (as on the customer's own profile).
 * The e-mail is the customer's identity (their sign-in and their orders' receipts): not accepted.
 */
export const CustomerUpdateSchema = z
  .object({
    name: NameSchema,
    phone: PhoneSchema.optional().or(z.literal('')),
    /** As on the profile: absent leaves it, null (or code and number empty) removes it (decision 071). */
    plate: OptionalPlateSchema.optional(),
  })
  .strict();
export type CustomerUpdate = z.infer<typeof CustomerUpdateSchema>;
export type CustomerUpdateInput = z.input<typeof CustomerUpdateSchema>;

const AdminCustomerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The plate (decision 071), or null. */
  plate: StoredPlateSchema.nullable(),
  /** The plate as staff read it (drawn from `plate`), or old text typed before plates were structured. */
  carPlate: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Has a sign-in of their own (else a guest who ordered with this e-mail). */
  hasAccount: z.boolean(),
  orderCount: z.number().int(),
  completedCount: z.number().int(),
  /** Sum of their orders' totals in fils; cancelled orders never count. */
  totalSpentFils: z.number().int(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const AdminCustomerPageSchema = z.object({
  rows: z.array(AdminCustomerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCustomerPage = Page<AdminCustomer>;

const CustomerOrderSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  createdAt: z.iso.datetime(),
  totalFils: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});

/** The most recent orders a customer's view lists (the counts above cover all of them). */
export const CUSTOMER_HISTORY_LIMIT = 100;

export const AdminCustomerDetailSchema = AdminCustomerSchema.extend({
  /** Newest first, at most CUSTOMER_HISTORY_LIMIT. */
  orders: z.array(CustomerOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;
