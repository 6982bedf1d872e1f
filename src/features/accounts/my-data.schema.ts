import { z } from 'zod';
import { EMIRATES, ORDER_STATUSES, PAYMENT_METHODS, REVIEW_STATUSES } from '@/common/domain';

/**
 * "Download my data": everything the shop holds about a signed-in customer, in words the customer
 * can read. No internal ids (order numbers are the customer's own reference), no access keys,
 * tokens or password hashes. Money is in fils (1 AED = 100 fils), times are ISO 8601 (UTC).
 */
export const MyDataSchema = z.object({
  exportedAt: z.string(),
  currency: z.literal('AED'),
  account: z.object({
    name: z.string(),
    email: z.string(),
    createdAt: z.string(),
    emailConfirmed: z.boolean(),
  }),
  /** The shop's customer record (the profile's phone and plate); null when there is none. */
  customer: z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      carPlate: z.string().nullable(),
    })
    .nullable(),
  savedCars: z.array(
    z.object({
      plate: z.string(),
      emirate: z.enum(EMIRATES),
      code: z.string(),
      number: z.string(),
      nickname: z.string(),
      colour: z.string(),
      make: z.string(),
      isDefault: z.boolean(),
      addedAt: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      number: z.number().int(),
      placedAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      paymentMethod: z.enum(PAYMENT_METHODS),
      paymentStatus: z.enum(['unpaid', 'paid']),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      carPlate: z.string(),
      arrivalNote: z.string().nullable(),
      /** The bay the customer said "I'm here" at through its QR code (its name then); null when none. */
      bayName: z.string().nullable(),
      items: z.array(
        z.object({
          nameEn: z.string(),
          nameAr: z.string(),
          /** The size's key, and its names as they were when ordered. */
          size: z.string(),
          sizeNameEn: z.string(),
          sizeNameAr: z.string(),
          quantity: z.number().int(),
          unitPriceFils: z.number().int(),
          lineTotalFils: z.number().int(),
          /** The options chosen, with their prices, and the line's note. */
          options: z.array(
            z.object({
              nameEn: z.string(),
              nameAr: z.string(),
              priceFils: z.number().int(),
              isDefault: z.boolean(),
            }),
          ),
          note: z.string().nullable(),
        }),
      ),
      totalFils: z.number().int(),
      vatFils: z.number().int(),
    }),
  ),
  reviews: z.array(
    z.object({
      product: z.object({ nameEn: z.string(), nameAr: z.string() }).nullable(),
      orderNumber: z.number().int().nullable(),
      rating: z.number(),
      title: z.string(),
      comment: z.string(),
      status: z.enum(REVIEW_STATUSES),
      writtenAt: z.string(),
      shopReply: z.string().nullable(),
    }),
  ),
});

export type MyData = z.infer<typeof MyDataSchema>;

/** "Delete my account": confirmed with the account's password. */
export const DeleteAccountSchema = z.object({
  password: z.string().min(1, 'validation.required').max(128, 'validation.tooLong'),
});

export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;
