import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '@/server/auth/session';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { sessionRequired, jsonBody } from '@/server/lib/openapi-helpers';
import { limitPerClient } from '@/server/lib/rate-limit';
import { GuestOrdersClaimSchema, GuestOrdersCodeRequestSchema } from '../guest-orders.schema';
import { createGuestOrdersClaimService, GUEST_ORDERS_CLAIM } from './guest-orders-claim.service';

const TAGS = ['Account'];

/** Per client address, on top of the per-address and per-code limits of the service. */
export const GUEST_ORDERS_CLIENT_LIMITS = {
  code: { limit: 10, windowMs: 60 * 60_000 },
  claim: { limit: 20, windowMs: 15 * 60_000 },
} as const;

const codeRoute = createRoute({
  method: 'post',
  path: '/account/guest-orders/code',
  security: sessionRequired,
  tags: TAGS,
  summary: `"Add my earlier guest orders", step 1: e-mails a 6-digit code (valid ${GUEST_ORDERS_CLAIM.codeMinutes} minutes, replacing any earlier one) to the signed-in account's address. At most ${GUEST_ORDERS_CLAIM.codesPerHour} codes an hour to one address, ${GUEST_ORDERS_CLIENT_LIMITS.code.limit} asks an hour per client`,
  request: { body: jsonBody(GuestOrdersCodeRequestSchema) },
  responses: {
    202: {
      description: 'The code is on its way',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    401: errorResponse('Not signed in'),
    422: errorResponse('Invalid fields'),
    429: errorResponse('rate_limited: too many codes for this address, or asks from this client'),
  },
});

const claimRoute = createRoute({
  method: 'post',
  path: '/account/guest-orders/claim',
  security: sessionRequired,
  tags: TAGS,
  summary: `"Add my earlier guest orders", step 2: the e-mailed code links the orders placed as a guest with the account's address (and the shop's customer record for it, with its phone and plate) to the account. The code is used up; ${GUEST_ORDERS_CLAIM.attempts} wrong codes end it`,
  request: { body: jsonBody(GuestOrdersClaimSchema) },
  responses: {
    200: {
      description: 'Added',
      content: {
        'application/json': {
          schema: z
            .object({ added: z.number().int().min(0).openapi({ description: 'Guest orders added' }) })
            .openapi('GuestOrdersClaimed'),
        },
      },
    },
    401: errorResponse('Not signed in'),
    422: errorResponse(
      'Invalid fields, or guest_orders_code_invalid (wrong, expired, used or ended code; field `code`)',
    ),
    429: errorResponse('rate_limited'),
  },
});

/** Adding earlier guest orders to the signed-in account with an e-mailed code (mounted by accountRoutes). */
export function guestOrdersRoutes(deps: Deps) {
  const app = createRouter();
  const claims = createGuestOrdersClaimService(deps);
  const { code, claim } = GUEST_ORDERS_CLIENT_LIMITS;
  app.use('/account/guest-orders/code', limitPerClient(deps, 'guest-orders-code', code.limit, code.windowMs));
  app.use(
    '/account/guest-orders/claim',
    limitPerClient(deps, 'guest-orders-claim', claim.limit, claim.windowMs),
  );

  app.openapi(codeRoute, async (c) => {
    const user = await requireUser(deps, c);
    await claims.sendCode(user, c.req.valid('json').locale);
    return c.json({ ok: true as const }, 202);
  });

  app.openapi(claimRoute, async (c) => {
    const user = await requireUser(deps, c);
    c.header('Cache-Control', 'no-store');
    return c.json(await claims.claim(user, c.req.valid('json').code), 200);
  });

  return app;
}
