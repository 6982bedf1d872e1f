import { z } from '@hono/zod-openapi';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import { NotificationListQuerySchema, NotificationPageSchema } from '../notifications.schema';
import { listNotifications, markAllRead, markRead } from './notifications.service';
import { streamRefusals } from '@/server/realtime/hub';

const TAGS = ['Admin: notifications'];

const listRoute = adminRoute('account.self', {
  method: 'get',
  path: '/notifications',
  tags: TAGS,
  summary:
    "The signed-in staff member's notifications, newest first, with their own read flag and unread count; only the kinds their role is told about (new orders and sold-out items: everyone; reviews: reviews.moderate; messages: messages.view; staff sign-ups: staff.manage)",
  request: { query: NotificationListQuerySchema },
  responses: {
    200: jsonResponse('One page', NotificationPageSchema.openapi('NotificationPage')),
    422: errorResponse('Invalid query'),
  },
});

const eventsRoute = adminRoute('account.self', {
  method: 'get',
  path: '/notifications/events',
  tags: TAGS,
  summary:
    'Server-Sent Events: `notification` with the new notification id whenever one is written (in any server process); refetch the list',
  responses: {
    200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...streamRefusals,
  },
});

const readAllRoute = adminRoute('account.self', {
  method: 'post',
  path: '/notifications/read-all',
  tags: TAGS,
  summary: 'Mark all as read, for the signed-in staff member only',
  responses: { 200: jsonResponse('How many were marked', z.object({ marked: z.number().int() })) },
});

const readRoute = adminRoute('account.self', {
  method: 'post',
  path: '/notifications/{id}/read',
  tags: TAGS,
  summary: 'Marks one notification read for the signed-in staff member',
  request: { params: uuidParams },
  responses: {
    204: { description: 'Read' },
    404: errorResponse('notification_not_found (or not one this role is told about)'),
    422: errorResponse('Invalid id'),
  },
});

export function notificationsAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) =>
    c.json(await listNotifications(deps.db, staffOf(c), c.req.valid('query')), 200),
  );
  app.openapi(eventsRoute, (c) => deps.hub.stream(c, 'notification') as never);
  app.openapi(readAllRoute, async (c) => c.json(await markAllRead(deps.db, staffOf(c)), 200));
  app.openapi(readRoute, async (c) => {
    await markRead(deps.db, staffOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
