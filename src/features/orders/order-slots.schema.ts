import { z } from '@hono/zod-openapi';

/** GET /api/order-slots (decision 079): the slots of the rest of today and tomorrow. */
export const OrderSlotsSchema = z
  .object({
    /** Ordering for later is offered (Settings → Store). */
    enabled: z.boolean(),
    lengthMinutes: z.number().int(),
    slots: z.array(
      z.object({
        start: z.iso.datetime(),
        /** A customer can choose it (not full, not closed by hand). */
        offered: z.boolean(),
      }),
    ),
  })
  .openapi('OrderSlots');

/** GET /api/admin/order-slots: the same slots with their places taken and closed ones. */
export const AdminOrderSlotsSchema = z
  .object({
    enabled: z.boolean(),
    capacity: z.number().int(),
    slots: z.array(
      z.object({
        start: z.iso.datetime(),
        taken: z.number().int(),
        closed: z.boolean(),
        offered: z.boolean(),
      }),
    ),
  })
  .openapi('AdminOrderSlots');

/** POST /api/admin/order-slots/closed: closes a slot by hand, or opens it again. */
export const SlotClosedSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  closed: z.boolean(),
});

export type OrderSlots = z.infer<typeof OrderSlotsSchema>;
export type AdminOrderSlots = z.infer<typeof AdminOrderSlotsSchema>;
export type SlotClosed = z.infer<typeof SlotClosedSchema>;
