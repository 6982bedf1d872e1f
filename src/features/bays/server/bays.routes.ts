import { createRoute, z } from '@hono/zod-openapi';
import { currentUser } from '@/server/auth/session';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, sessionOptional } from '@/server/lib/openapi-helpers';
import { limitPerClient } from '@/server/lib/rate-limit';
import { arriveAndStart, orderForViewer, type ScheduledContext } from '@/features/orders/server';
import { BayArrivalSchema, BayOwnArrivalSchema, BayPlateLookupSchema, type BayArrived } from '../bays.schema';
import { bayByToken, openOrderOfPlate, orderChoicesForPlate } from './bays.service';

const TAGS = ['Bays'];
const TokenParams = z.object({
  token: z.string().max(64).openapi({ description: "The bay's token, from its QR code" }),
});
const unknownBay = errorResponse('bay_unknown: no bay in use has this code (unknown, or removed)');
const Arrived = z
  .object({ number: z.number().int(), shortId: z.string(), bayName: z.string() })
  .openapi('BayArrived');

const readRoute = createRoute({
  method: 'get',
  path: '/bays/{token}',
  tags: TAGS,
  summary: "A bay's page: its name (the code on its sticker)",
  request: { params: TokenParams },
  responses: {
    200: jsonResponse('The bay', z.object({ name: z.string() }).openapi('PublicBay')),
    404: unknownBay,
  },
});

const lookupRoute = createRoute({
  method: 'post',
  path: '/bays/{token}/orders',
  tags: TAGS,
  summary:
    "A phone at the bay finds the car's order by its plate: the numbers of that plate's open orders of today, when each was placed and whether it is marked arrived; nothing personal. Limited per client address",
  request: { params: TokenParams, body: jsonBody(BayPlateLookupSchema) },
  responses: {
    200: jsonResponse(
      'Open orders of today with that plate (may be none)',
      z.array(
        z.object({
          number: z.number().int(),
          shortId: z.string(),
          createdAt: z.iso.datetime(),
          arrived: z.boolean(),
        }),
      ),
    ),
    404: unknownBay,
    422: errorResponse('Invalid plate'),
    429: errorResponse('rate_limited'),
  },
});

const ownArrivalRoute = createRoute({
  method: 'post',
  path: '/bays/{token}/arrival',
  security: sessionOptional,
  tags: TAGS,
  summary:
    '"I\'m here at this bay" for the phone\'s own order (its signed-in owner, or its secret key): marked arrived with the bay; an order already arrived moves to this bay',
  request: { params: TokenParams, body: jsonBody(BayOwnArrivalSchema) },
  responses: {
    200: jsonResponse('Marked', Arrived),
    404: errorResponse('bay_unknown; not_found: no such order for this viewer'),
    409: errorResponse('order_closed: completed or cancelled, nothing written'),
  },
});

const plateArrivalRoute = createRoute({
  method: 'post',
  path: '/bays/{token}/plate-arrival',
  tags: TAGS,
  summary:
    '"I\'m here at this bay" from any phone at the bay: the open order of today with this plate and number. Limited per client address',
  request: { params: TokenParams, body: jsonBody(BayArrivalSchema) },
  responses: {
    200: jsonResponse('Marked', Arrived),
    404: errorResponse('bay_unknown; bay_order_not_found: no open order of today with that plate and number'),
    409: errorResponse('order_closed'),
    422: errorResponse('Invalid plate or number'),
    429: errorResponse('rate_limited'),
  },
});

/** How many plate look-ups and plate arrivals one client address may make in ten minutes (a car park of phones may share one). */
export const BAY_PLATE_LIMIT = { perClient: 20, windowMs: 10 * 60_000 } as const;

/** The bay's page on the phone (issue 39): the bay's name, finding an order by plate, "I'm here at bay 4". */
export function baysRoutes(deps: Deps, scheduled: ScheduledContext = { db: deps.db }) {
  const app = createRouter();
  // Plates are on every car in the car park: a phone may not walk through them.
  const limit = limitPerClient(deps, 'bay-plate', BAY_PLATE_LIMIT.perClient, BAY_PLATE_LIMIT.windowMs);
  app.use('/bays/:token/orders', limit);
  app.use('/bays/:token/plate-arrival', limit);

  app.openapi(readRoute, async (c) => {
    const bay = await bayByToken(deps.db, c.req.valid('param').token);
    return c.json({ name: bay.name }, 200);
  });

  app.openapi(lookupRoute, async (c) => {
    await bayByToken(deps.db, c.req.valid('param').token);
    return c.json(await orderChoicesForPlate(deps.db, c.req.valid('json').plate), 200);
  });

  const arrived = (o: { number: number; bayName: string | null }): BayArrived => ({
    number: o.number,
    shortId: `#${o.number}`,
    bayName: o.bayName ?? '',
  });

  app.openapi(ownArrivalRoute, async (c) => {
    const bay = await bayByToken(deps.db, c.req.valid('param').token);
    const { orderId, key } = c.req.valid('json');
    const user = await currentUser(deps, c);
    const order = await orderForViewer(deps.db, orderId, { user, key });
    const marked = await arriveAndStart(scheduled, order.id, null, user?.id ?? null, bay);
    return c.json(arrived(marked), 200);
  });

  app.openapi(plateArrivalRoute, async (c) => {
    const bay = await bayByToken(deps.db, c.req.valid('param').token);
    const { plate, number } = c.req.valid('json');
    const orderId = await openOrderOfPlate(deps.db, plate, number);
    const marked = await arriveAndStart(scheduled, orderId, null, null, bay);
    return c.json(arrived(marked), 200);
  });
  return app;
}
