import { createRoute } from '@hono/zod-openapi';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { serverNow } from '@/server/lib/clock';
import { AppError } from '@/server/lib/errors';
import type { CachedJson } from '@/server/lib/cached-json';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import type { StoreInfo } from '@/features/settings';
import { AdminOrderSlotsSchema, OrderSlotsSchema, SlotClosedSchema } from '../order-slots.schema';
import { isUpcomingSlot, listSlots, setSlotClosed } from './order-slots.service';
import { startScheduledOrder, type ScheduledContext } from './scheduled-orders.service';

const slotsRoute = createRoute({
  method: 'get',
  path: '/order-slots',
  tags: ['Orders'],
  summary:
    'Ordering for later (decision 079): the slots of the rest of today and tomorrow (shop time), each with whether a customer can still choose it (not full, not closed by hand). Writes nothing',
  responses: { 200: jsonResponse('The slots', OrderSlotsSchema) },
});

const adminSlotsRoute = adminRoute('settings.manage', {
  method: 'get',
  path: '/order-slots',
  tags: ['Admin orders'],
  summary: 'The slots of the rest of today and tomorrow with the orders in each and those closed by hand',
  responses: { 200: jsonResponse('The slots', AdminOrderSlotsSchema) },
});

const closeSlotRoute = adminRoute('settings.manage', {
  method: 'post',
  path: '/order-slots/closed',
  tags: ['Admin orders'],
  summary:
    'Closes a slot by hand (a busy hour, a delivery coming), or opens it again: a closed slot is not offered and refused (orders already in it stay)',
  request: { body: jsonBody(SlotClosedSchema) },
  responses: {
    200: jsonResponse('The slots as changed', AdminOrderSlotsSchema),
    422: errorResponse('slot_unknown: not one of the slots of the rest of today and tomorrow'),
  },
});

const startRoute = adminRoute('orders.update', {
  method: 'post',
  path: '/orders/{id}/start',
  tags: ['Admin orders'],
  summary:
    "Starts an order for later now (the Later lane's Start Now): it becomes received with its kitchen ticket, as at its start time",
  request: { params: uuidParams },
  responses: {
    204: { description: 'Started' },
    404: errorResponse('order_not_found'),
    409: errorResponse('order_not_scheduled: it is not waiting for later (started already, or cancelled)'),
  },
});

/** The slots for the storefront (`api`) and the back office (`admin`). */
export function orderSlotsRoutes(deps: Deps, store: CachedJson<StoreInfo>, scheduled: ScheduledContext) {
  const api = createRouter();
  api.openapi(slotsRoute, async (c) => {
    const info = (await store.get()).value;
    const slots = info.slots.enabled ? await listSlots(deps.db, info, serverNow()) : [];
    return c.json(
      {
        enabled: info.slots.enabled,
        lengthMinutes: info.slots.lengthMinutes,
        slots: slots.map((s) => ({ start: s.start.toISOString(), offered: s.offered })),
      },
      200,
    );
  });

  const admin = createRouter();
  const adminView = async () => {
    const info = (await store.get()).value;
    const slots = await listSlots(deps.db, info, serverNow());
    return {
      enabled: info.slots.enabled,
      capacity: info.slots.capacity,
      slots: slots.map((s) => ({ ...s, start: s.start.toISOString() })),
    };
  };
  admin.openapi(adminSlotsRoute, async (c) => c.json(await adminView(), 200));
  admin.openapi(closeSlotRoute, async (c) => {
    const { start, closed } = c.req.valid('json');
    const at = new Date(start);
    if (!isUpcomingSlot((await store.get()).value, at, serverNow()))
      throw new AppError('slot_unknown', 422, [{ path: 'start', code: 'slot_unknown' }]);
    await setSlotClosed(deps.db, at, closed);
    return c.json(await adminView(), 200);
  });
  admin.openapi(startRoute, async (c) => {
    await startScheduledOrder(scheduled, c.req.valid('param').id, staffOf(c).id);
    return c.body(null, 204);
  });
  return { api, admin };
}
