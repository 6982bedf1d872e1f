import { createRoute } from '@hono/zod-openapi';
import { createRouter, type Deps } from '@/server/deps';
import { jsonResponse } from '@/server/lib/openapi-helpers';
import { PaymentOptionsSchema } from '../payments.schema';
import { paymentOptionsCache } from './payment-options-cache';

const optionsRoute = createRoute({
  method: 'get',
  path: '/payment-methods',
  tags: ['Payments'],
  summary:
    'The payment methods checkout offers now (from the enabled gateways), with their instructions in both languages',
  responses: {
    200: jsonResponse('Methods, in the shop’s order', PaymentOptionsSchema.openapi('PaymentOptions')),
    304: { description: 'Not modified' },
  },
});

export function paymentsRoutes(deps: Deps) {
  const app = createRouter();
  const cache = paymentOptionsCache(deps);
  app.openapi(optionsRoute, (c) => cache.respond(c) as never);
  return app;
}
