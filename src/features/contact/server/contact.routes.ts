import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { limitPerClient } from '@/server/lib/rate-limit';
import { ContactMessageSchema } from '../contact.schema';
import { saveContactMessage } from './contact.service';

const sendRoute = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['Contact'],
  summary: 'Sends a message to the shop (stored for the back-office inbox); 5 per 10 minutes',
  request: {
    body: { required: true, content: { 'application/json': { schema: ContactMessageSchema } } },
  },
  responses: {
    201: {
      description: 'Stored',
      content: { 'application/json': { schema: z.object({ id: z.uuid() }) } },
    },
    422: errorResponse('Invalid fields'),
    429: errorResponse('Too many messages from this address'),
  },
});

export function contactRoutes(deps: Deps) {
  const app = createRouter();
  app.use('/contact', limitPerClient(deps, 'contact', 5, 10 * 60_000));
  app.openapi(sendRoute, async (c) => {
    const saved = await saveContactMessage(deps.db, c.req.valid('json'));
    return c.json(saved, 201);
  });
  return app;
}
