import { requestFacts } from '@/server/auth/security-facts';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import {
  GatewayListSchema,
  GatewayParamsSchema,
  GatewayToggleSchema,
  GatewayUpdateSchema,
  GatewayViewSchema,
  StripeCheckResultSchema,
  StripeCheckSchema,
  type GatewayView,
} from '../payments.schema';
import { paymentOptionsCache } from './payment-options-cache';
import {
  gatewayView,
  loadGateways,
  setGatewayEnabled,
  sortedGateways,
  updateGateway,
} from './payments.service';
import type { GatewaySettings } from '../payment-gateways';
import { checkStripeConnection } from './stripe-check.service';
import { assertKeysSavable, saveStripeKeys, stripeConnectionView } from './stripe-keys.service';

const TAGS = ['Admin: payments'];
const View = GatewayViewSchema.openapi('AdminPaymentGateway');
const lastOne = errorResponse('payment_last_gateway: at least one gateway stays enabled');

const listRoute = adminRoute('payments.manage', {
  method: 'get',
  path: '/payments/gateways',
  tags: TAGS,
  summary:
    "The three payment gateways in their order: what checkout offers; the card provider's mode, transaction type and Stripe connection (keys masked, never sent)",
  responses: { 200: jsonResponse('Gateways', GatewayListSchema.openapi('AdminPaymentGateways')) },
});

const updateRoute = adminRoute('payments.manage', {
  method: 'put',
  path: '/payments/gateways/{id}',
  tags: TAGS,
  summary:
    "Saves a gateway's settings (what checkout offers and how it is shown); for Stripe also its mode, transaction type and keys (write-only: a new value replaces, null removes, empty or absent keeps; sealed with SECRETS_KEY; logged in the security log)",
  request: { params: GatewayParamsSchema, body: jsonBody(GatewayUpdateSchema) },
  responses: {
    200: jsonResponse('Saved', View),
    409: errorResponse(
      'payment_last_gateway: at least one gateway stays enabled; payment_keys_from_environment: keys come from STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET; payment_secrets_key_missing: the server has no SECRETS_KEY to seal keys with (nothing saved)',
    ),
    422: errorResponse('Invalid fields (a key of the wrong form or mode), or an unknown gateway'),
  },
});

const checkRoute = adminRoute('payments.manage', {
  method: 'post',
  path: '/payments/stripe/check',
  tags: TAGS,
  summary:
    "Check connection: asks Stripe for the account of the keys in use for the mode (the environment's when set) and says what it found; a failure (invalid key, cannot reach Stripe, no keys) is an answer, not an error",
  request: { body: jsonBody(StripeCheckSchema) },
  responses: {
    200: jsonResponse('What Stripe answered', StripeCheckResultSchema.openapi('AdminStripeCheck')),
    422: errorResponse('Invalid body'),
  },
});

const toggleRoute = adminRoute('payments.manage', {
  method: 'patch',
  path: '/payments/gateways/{id}',
  tags: TAGS,
  summary: 'Switches a gateway on or off (what checkout offers follows at once)',
  request: { params: GatewayParamsSchema, body: jsonBody(GatewayToggleSchema) },
  responses: {
    200: jsonResponse('Saved', View),
    409: lastOne,
    422: errorResponse('Invalid body, an unknown gateway, or switched on without what it needs'),
  },
});

export function paymentsAdminRoutes(deps: Deps) {
  const app = createRouter();
  const options = paymentOptionsCache(deps);
  /** A gateway as sent: the card provider with its connection (masks only). */
  const view = async (g: GatewaySettings): Promise<GatewayView> =>
    gatewayView(
      g,
      g.id === 'stripe' ? await stripeConnectionView(deps.db, deps.env, deps.publicUrl) : undefined,
    );
  app.openapi(listRoute, async (c) => {
    const gateways = await Promise.all(sortedGateways(await loadGateways(deps.db)).map(view));
    return c.json({ gateways }, 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const author = { staff: staffOf(c), facts: requestFacts(c, deps.env) };
    if (id === 'stripe') assertKeysSavable(deps.env, input.keys);
    const saved = await updateGateway(
      deps.db,
      id,
      input,
      id === 'stripe' ? (tx) => saveStripeKeys(tx, deps.env, input.keys, author) : undefined,
    );
    options.invalidate();
    return c.json(await view(saved), 200);
  });
  app.openapi(toggleRoute, async (c) => {
    const saved = await setGatewayEnabled(deps.db, c.req.valid('param').id, c.req.valid('json').isEnabled);
    options.invalidate();
    return c.json(await view(saved), 200);
  });
  app.openapi(checkRoute, async (c) => {
    return c.json(await checkStripeConnection(deps.db, deps.env, c.req.valid('json').mode), 200);
  });
  return app;
}
