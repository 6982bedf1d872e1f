import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import {
  GatewayListSchema,
  GatewayParamsSchema,
  GatewayToggleSchema,
  GatewayUpdateSchema,
  GatewayViewSchema,
} from '../payments.schema';
import { paymentOptionsCache } from './payment-options-cache';
import {
  gatewayView,
  loadGateways,
  setGatewayEnabled,
  sortedGateways,
  updateGateway,
} from './payments.service';

const TAGS = ['Admin: payments'];
const View = GatewayViewSchema.openapi('AdminPaymentGateway');
const lastOne = errorResponse('payment_last_gateway: at least one gateway stays enabled');

const listRoute = adminRoute('payments.manage', {
  method: 'get',
  path: '/payments/gateways',
  tags: TAGS,
  summary:
    'The three payment gateways in their order: what checkout offers (no online keys: nothing is charged online)',
  responses: { 200: jsonResponse('Gateways', GatewayListSchema.openapi('AdminPaymentGateways')) },
});

const updateRoute = adminRoute('payments.manage', {
  method: 'put',
  path: '/payments/gateways/{id}',
  tags: TAGS,
  summary: "Saves a gateway's settings (what checkout offers and how it is shown)",
  request: { params: GatewayParamsSchema, body: jsonBody(GatewayUpdateSchema) },
  responses: {
    200: jsonResponse('Saved', View),
    409: lastOne,
    422: errorResponse('Invalid fields, or an unknown gateway'),
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
  app.openapi(listRoute, async (c) => {
    const gateways = sortedGateways(await loadGateways(deps.db)).map((g) => gatewayView(g));
    return c.json({ gateways }, 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const saved = await updateGateway(deps.db, id, input);
    options.invalidate();
    return c.json(gatewayView(saved), 200);
  });
  app.openapi(toggleRoute, async (c) => {
    const saved = await setGatewayEnabled(deps.db, c.req.valid('param').id, c.req.valid('json').isEnabled);
    options.invalidate();
    return c.json(gatewayView(saved), 200);
  });
  return app;
}
