import { z } from '@hono/zod-openapi';
import { markReadAbout } from '@/features/notifications/server';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse, uuidParams } from '@/server/lib/openapi-helpers';
import {
  InboxMessageSchema,
  InboxPageSchema,
  MessageListQuerySchema,
  MessageReadSchema,
} from '../contact.admin.schema';
import {
  deleteMessage,
  getMessage,
  listMessages,
  setMessageRead,
  unreadCount,
} from './contact.admin.service';

const TAGS = ['Admin: inbox'];
const notFound = errorResponse('message_not_found');
const Message = InboxMessageSchema.openapi('InboxMessage');

const listRoute = adminRoute('messages.view', {
  method: 'get',
  path: '/messages',
  tags: TAGS,
  summary:
    'Contact-form messages, one page: unread first, then newest; search over name, e-mail and text; the inbox unread count',
  request: { query: MessageListQuerySchema },
  responses: {
    200: jsonResponse('One page', InboxPageSchema.openapi('InboxPage')),
    422: errorResponse('Invalid query'),
  },
});

const unreadRoute = adminRoute('messages.view', {
  method: 'get',
  path: '/messages/unread-count',
  tags: TAGS,
  summary: 'Unread contact-form messages (the sidebar badge)',
  responses: { 200: jsonResponse('The count', z.object({ unread: z.number().int() })) },
});

const getRoute = adminRoute('messages.view', {
  method: 'get',
  path: '/messages/{id}',
  tags: TAGS,
  summary: 'One message (reading it does not mark it read: PATCH does)',
  request: { params: uuidParams },
  responses: { 200: jsonResponse('The message', Message), 404: notFound, 422: errorResponse('Invalid id') },
});

// Opening a message marks it read: part of viewing the inbox, so messages.view suffices.
const readRoute = adminRoute('messages.view', {
  method: 'patch',
  path: '/messages/{id}',
  tags: TAGS,
  summary:
    "Marks a message read (the first time is kept; the reader's notification about it reads as read too) or unread",
  request: { params: uuidParams, body: jsonBody(MessageReadSchema) },
  responses: { 200: jsonResponse('Saved', Message), 404: notFound, 422: errorResponse('Invalid fields') },
});

const deleteRoute = adminRoute('messages.manage', {
  method: 'delete',
  path: '/messages/{id}',
  tags: TAGS,
  summary: 'Deletes a message',
  request: { params: uuidParams },
  responses: { 204: { description: 'Deleted' }, 404: notFound, 422: errorResponse('Invalid id') },
});

export function contactAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(listRoute, async (c) => c.json(await listMessages(deps.db, c.req.valid('query')), 200));
  // Before /messages/{id}, which would otherwise take "unread-count" for an id (and answer 422).
  app.openapi(unreadRoute, async (c) => c.json({ unread: await unreadCount(deps.db) }, 200));
  app.openapi(getRoute, async (c) => c.json(await getMessage(deps.db, c.req.valid('param').id), 200));
  app.openapi(readRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { read } = c.req.valid('json');
    const message = await setMessageRead(deps.db, id, read);
    if (read) await markReadAbout(deps.db, staffOf(c).id, 'new_message', id);
    return c.json(message, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await deleteMessage(deps.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
  return app;
}
