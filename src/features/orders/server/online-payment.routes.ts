import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { currentUser } from '@/server/auth/session';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { errorBody } from '@/common/errors';
import { sessionOptional } from '@/server/lib/openapi-helpers';
import { limitPerClient } from '@/server/lib/rate-limit';
import { loadGateways, loadStripeKeys, verifiedEvent } from '@/features/payments/server';
import { orderForViewer } from './order-access';
import { OrderKeySchema, OrderParamsSchema, OrderViewSchema } from './order-openapi';
import { toOrderViews } from './order-views';
import { noteStripeRefunds } from './online-money.service';
import {
  orderOfStripeObject,
  recordEvent,
  recordIgnoredEvent,
  settleOnlinePayment,
  type OnlinePaymentContext,
} from './online-payment.service';

/** Where Stripe sends its events: the address the back office shows for the Stripe dashboard. */
export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook';

const webhookRoute = createRoute({
  method: 'post',
  path: STRIPE_WEBHOOK_PATH,
  tags: ['Payments'],
  summary:
    "Stripe's events (signed with the webhook secret, at most 5 minutes old). Each event is stored once by its id; the order it is about is settled from what Stripe says now, in one transaction with the order's row locked, so late, repeated, parallel and out-of-order deliveries change it once",
  request: {
    body: { required: true, content: { 'application/json': { schema: z.object({}).passthrough() } } },
  },
  responses: {
    200: {
      description: 'Received: applied, or ignored (a duplicate, not ours, for another account)',
      content: {
        'application/json': { schema: z.object({ received: z.literal(true), outcome: z.string() }) },
      },
    },
    400: errorResponse(
      'invalid_signature: the signature does not verify or the event is too old; nothing changed',
    ),
    503: errorResponse('Stripe could not be asked about the payment now: Stripe sends the event again later'),
  },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/payment-check',
  security: sessionOptional,
  tags: ['Orders'],
  summary:
    "Back from Stripe's page: asks Stripe about the order's payment and settles it (received once paid; cancelled once Stripe closed the page unpaid) when the webhook has not yet. Owner, or the order's secret key",
  request: { params: OrderParamsSchema, query: OrderKeySchema },
  responses: {
    200: {
      description: 'The order, as it stands now',
      content: { 'application/json': { schema: OrderViewSchema } },
    },
    404: errorResponse('No such order for this viewer'),
  },
});

export function onlinePaymentRoutes(deps: Deps, ctx: OnlinePaymentContext) {
  const app = createRouter();
  if (!deps.env.TEST_HOOKS)
    app.use('/orders/:id/payment-check', limitPerClient(deps, 'payment-check', 60, 60_000));

  app.openapi(webhookRoute, (async (c: Context) => {
    const payload = await c.req.text();
    const signature = c.req.header('stripe-signature');
    const stripe = (await loadGateways(deps.db)).find((g) => g.id === 'stripe')!;
    const { keys } = await loadStripeKeys(deps.db, deps.env, stripe.mode);
    let event = null;
    for (const key of keys) {
      event = await verifiedEvent(payload, signature, key.webhookSecret);
      if (event) break;
    }
    if (!event) {
      deps.logger.warn(
        { path: c.req.path },
        'Stripe webhook refused: the signature does not verify, or it is too old',
      );
      return c.json(errorBody('invalid_signature'), 400);
    }
    const ignore = async (outcome: string) => {
      await recordIgnoredEvent(deps.db, event, outcome);
      deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event ignored');
      return c.json({ received: true as const, outcome }, 200);
    };
    // The shop takes payments on its own account: an event of a connected account is not ours.
    if (event.account) return ignore('another_account');
    const orderId = await orderOfStripeObject(
      deps.db,
      event.data.object as unknown as Record<string, unknown>,
    );
    if (!orderId) return ignore('unknown_object');
    try {
      // A refund (ours, or one made in Stripe's dashboard): a credit note for what the books lack.
      if (event.type === 'charge.refunded') {
        const charge = event.data.object as { amount_refunded?: number };
        // Idempotent by amounts (a repeat finds nothing left to note): stored after it is done.
        const outcome = await noteStripeRefunds(ctx, orderId, charge.amount_refunded ?? 0);
        await recordEvent(deps.db, event, outcome);
        return c.json({ received: true as const, outcome }, 200);
      }
      const outcome = await settleOnlinePayment(ctx, orderId, { id: event.id, type: event.type });
      deps.logger.info({ eventId: event.id, type: event.type, orderId, outcome }, 'Stripe event');
      return c.json({ received: true as const, outcome }, 200);
    } catch (err) {
      deps.logger.warn(
        { err, eventId: event.id, orderId },
        'Stripe event not settled now: Stripe will send it again',
      );
      return c.json(errorBody('payment_check_later'), 503);
    }
  }) as never);

  app.openapi(checkRoute, async (c) => {
    const viewer = { user: await currentUser(deps, c), key: c.req.valid('query').key };
    let order = await orderForViewer(deps.db, c.req.valid('param').id, viewer);
    if (order.paymentMethod === 'online' && order.status === 'awaiting_payment') {
      try {
        await settleOnlinePayment(ctx, order.id);
      } catch (err) {
        deps.logger.warn({ err, orderId: order.id }, 'payment check: Stripe could not be asked now');
      }
      order = await orderForViewer(deps.db, order.id, viewer);
    }
    return c.json((await toOrderViews(deps.db, [order]))[0]!, 200);
  });
  return app;
}
