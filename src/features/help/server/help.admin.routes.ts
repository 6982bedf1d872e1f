import { rateLimiter } from 'hono-rate-limiter';
import { errorBody } from '@/common/errors';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type AppEnv, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import { SupportTicketCreatedSchema, SupportTicketSchema } from '../help.schema';
import { submitTicket } from './help.service';

/** Support tickets a staff member may send: enough for a bad day, not a flood of e-mail. */
export const TICKET_LIMIT = { perStaff: 5, windowMs: 10 * 60_000 };

const ticketRoute = adminRoute('account.self', {
  method: 'post',
  path: '/help/tickets',
  tags: ['Admin: help'],
  summary: `Contact Support: stores the ticket and e-mails it to the support address (store.contact.email); ${TICKET_LIMIT.perStaff} per staff member per 10 minutes`,
  request: { body: jsonBody(SupportTicketSchema) },
  responses: {
    201: jsonResponse(
      'Stored, its e-mail queued in the same transaction (`emailed` is always true)',
      SupportTicketCreatedSchema.openapi('SupportTicketCreated'),
    ),
    422: errorResponse('Invalid fields'),
    429: errorResponse('rate_limited: too many tickets'),
  },
});

export function helpAdminRoutes(deps: Deps) {
  const app = createRouter();
  // Per staff member (the guard has named them), not per address: a shop shares one connection.
  app.use(
    '/help/tickets',
    rateLimiter<AppEnv>({
      windowMs: TICKET_LIMIT.windowMs,
      limit: TICKET_LIMIT.perStaff,
      standardHeaders: 'draft-7',
      // Only tickets that were stored count: a form with a mistake is not a ticket.
      skipFailedRequests: true,
      keyGenerator: (c) => `ticket:${c.get('staff')?.id ?? 'anonymous'}`,
      handler: (c) => c.json(errorBody('rate_limited'), 429),
    }),
  );
  app.openapi(ticketRoute, async (c) =>
    c.json(await submitTicket(deps, staffOf(c), c.req.valid('json')), 201),
  );
  return app;
}
