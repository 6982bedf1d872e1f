import { z } from '@hono/zod-openapi';
import { CANCEL_REASONS, EMIRATES, ORDER_STATUSES, PAYMENT_METHODS } from '@/common/domain';

/** "On my way": the latest word from the customer's phone (issue 39). */
export const ApproachViewSchema = z
  .object({
    metres: z.number().int().nullable(),
    minutes: z.number().int(),
    at: z.iso.datetime(),
    nearAt: z.iso.datetime().nullable(),
  })
  .openapi('Approach');

/** An option on an order line (the group's and the option's names as they were, its price). */
export const OrderLineOptionSchema = z
  .object({
    groupId: z.uuid(),
    groupNameEn: z.string(),
    groupNameAr: z.string(),
    optionId: z.uuid(),
    nameEn: z.string(),
    nameAr: z.string(),
    priceFils: z.number().int(),
    isDefault: z.boolean().openapi({ description: "The group's default (the board shows only the others)" }),
  })
  .openapi('OrderLineOption');

/** OpenAPI descriptions of the order answers (the TypeScript types live in orders.schema.ts). */
export const OrderViewSchema = z
  .object({
    id: z.uuid(),
    number: z.number().int().openapi({ example: 1042 }),
    shortId: z.string().openapi({ example: '#1042' }),
    status: z.enum(ORDER_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentStatus: z.enum(['unpaid', 'paid']),
    createdAt: z.iso.datetime(),
    customerName: z.string(),
    carPlate: z.string().openapi({
      example: 'AD 5 12345',
      description: "The plate's display form, or the text typed before plates were structured",
    }),
    plate: z.object({ emirate: z.enum(EMIRATES), code: z.string(), number: z.string() }).nullable(),
    arrivedAt: z.iso.datetime().nullable(),
    arrivalNote: z.string().nullable(),
    approach: ApproachViewSchema.nullable(),
    bayName: z
      .string()
      .nullable()
      .openapi({ description: 'The bay the customer said "I\'m here" at (its QR code)' }),
    promisedAt: z.iso.datetime().nullable(),
    scheduledFor: z.iso.datetime().nullable().openapi({
      description: "Ordered for later: the time chosen (the slot's start); null: as soon as possible",
    }),
    readyInMinutes: z.number().int().nullable().openapi({
      description:
        'Ready in about this many minutes, from the orders ahead of it now (null when closed, and in lists)',
    }),
    late: z.boolean().openapi({
      description:
        'Past promisedAt and still received or being prepared: the order is running late (false otherwise)',
    }),
    statusAt: z
      .object({
        awaiting_payment: z.iso.datetime().nullable(),
        scheduled: z.iso.datetime().nullable(),
        pending: z.iso.datetime().nullable(),
        processing: z.iso.datetime().nullable(),
        ready: z.iso.datetime().nullable(),
        completed: z.iso.datetime().nullable(),
        cancelled: z.iso.datetime().nullable(),
      })
      .openapi({
        description:
          'When the order reached each status: pending = placed; the others the last move there (null until then)',
      }),
    totalFils: z.number().int(),
    vatFils: z.number().int(),
    vatRateBp: z.number().int(),
    employee: z.object({ nameEn: z.string(), nameAr: z.string() }).nullable(),
    cancelReason: z.enum(CANCEL_REASONS).nullable().optional().openapi({
      description: 'Why it was cancelled, as the customer is told (null when not said, or not cancelled)',
    }),
    refundedFils: z.number().int().optional().openapi({ description: 'What was refunded so far' }),
    creditNotes: z.array(z.string()).optional().openapi({ description: 'Its credit notes: CN-0001, …' }),
    online: z
      .object({
        state: z.enum(['open', 'held', 'captured', 'released', 'expired', 'refunded']),
        cardBrand: z.string().nullable(),
        cardLast4: z.string().nullable(),
        wallet: z.enum(['apple_pay', 'google_pay']).nullable(),
        payUrl: z.string().nullable(),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          "Paid online (Stripe): open (on Stripe's page, payUrl to go back to it), held (authorised, taken at the hand-over), captured, released, expired, refunded; with the card's brand and last four, or the wallet",
      }),
    items: z.array(
      z.object({
        productId: z.uuid().nullable(),
        nameEn: z.string(),
        nameAr: z.string(),
        size: z.string().openapi({ description: "The size's key (product_sizes.size)" }),
        sizeNameEn: z.string().openapi({ description: "The size's name in English when ordered" }),
        sizeNameAr: z.string().openapi({ description: "The size's name in Arabic when ordered" }),
        unitPriceFils: z.number().int().openapi({ description: "The unit price with its options' prices" }),
        quantity: z.number().int(),
        options: z.array(OrderLineOptionSchema).openapi({
          description: 'The options chosen, with their names and prices as they were when ordered',
        }),
        note: z.string().nullable().openapi({ description: "The customer's note for this line" }),
      }),
    ),
  })
  .openapi('Order');

export const PlacedOrderSchema = z
  .object({
    order: OrderViewSchema,
    trackingPath: z.string(),
    accountCreated: z.boolean(),
    paymentUrl: z.string().nullable().optional().openapi({
      description: "Paid online: Stripe's hosted page to send the customer to (the order waits for it)",
    }),
  })
  .openapi('PlacedOrder');

export const OrderParamsSchema = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
export const OrderKeySchema = z.object({ key: z.string().max(200).optional() });
