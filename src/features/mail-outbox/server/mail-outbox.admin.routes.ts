import { adminRoute } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import { MailOutboxQuerySchema, OutboxMailPageSchema, OutboxMailSchema } from '../mail-outbox.schema';
import { listOutbox, retryMail } from './mail-outbox.service';

const TAGS = ['Admin: e-mail outbox'];

const listRoute = adminRoute('mail.manage', {
  method: 'get',
  path: '/mail-outbox',
  tags: TAGS,
  summary:
    'E-mails in the outbox, one page, newest first: `status=failed` (given up after the last attempt; the default), `pending` (waiting or retrying) or `sent`. Without their bodies',
  request: { query: MailOutboxQuerySchema },
  responses: {
    200: jsonResponse('One page', OutboxMailPageSchema.openapi('OutboxMailPage')),
    422: errorResponse('Invalid query'),
  },
});

const retryRoute = adminRoute('mail.manage', {
  method: 'post',
  path: '/mail-outbox/{id}/retry',
  tags: TAGS,
  summary:
    'Sends an e-mail again now: a failed one goes back to pending with a fresh round of attempts; a pending one is made due',
  request: { params: uuidParams },
  responses: {
    200: jsonResponse('Queued again', OutboxMailSchema.openapi('OutboxMail')),
    404: errorResponse('mail_not_found'),
    409: errorResponse('mail_already_sent'),
    422: errorResponse('Invalid id'),
  },
});

export function mailOutboxAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listOutbox(deps.db, c.req.valid('query')), 200));
  app.openapi(retryRoute, async (c) => c.json(await retryMail(deps.db, c.req.valid('param').id), 200));
  return app;
}
