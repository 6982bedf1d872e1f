import { createRoute, z } from '@hono/zod-openapi';
import { SizeKeySchema } from '@/common/product-size-schema';
import { updateProduct, updateProductSize } from '@/features/catalog/server';
import { ORDER_STATUSES, PRODUCT_STATUSES } from '@/common/domain';
import { setOrderStatus, startDueOrders, type ScheduledContext } from '@/features/orders/server';
import { serverNow, setTestClock } from '../lib/clock';
import { createUserWithRole } from '@/features/staff/server';
import { ROLES } from '@/common/permissions';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, options, orders, sessions, users } from '../db/schema';
import { createRouter, errorResponse, type Deps } from '../deps';

const ProductPatchSchema = z.object({
  nameEn: z.string().min(1).optional(),
  nameAr: z.string().min(1).optional(),
  soldOut: z.boolean().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
});

const productRoute = createRoute({
  method: 'patch',
  path: '/test/products/{id}',
  tags: ['Test helpers'],
  summary: 'TEST_HOOKS=1 only: changes a product through the catalogue service',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: { 'application/json': { schema: ProductPatchSchema } } },
  },
  responses: { 204: { description: 'Changed' }, 404: errorResponse('No such product') },
});

const sizeRoute = createRoute({
  method: 'patch',
  path: '/test/products/{id}/sizes/{size}',
  tags: ['Test helpers'],
  summary: "TEST_HOOKS=1 only: changes a size's price or sold-out flag",
  request: {
    params: z.object({ id: z.uuid(), size: SizeKeySchema }),
    body: {
      content: {
        'application/json': {
          schema: z.object({
            priceFils: z.number().int().positive().optional(),
            soldOut: z.boolean().optional(),
          }),
        },
      },
    },
  },
  responses: { 204: { description: 'Changed' }, 404: errorResponse('No such product or size') },
});

const optionRoute = createRoute({
  method: 'patch',
  path: '/test/options/{id}',
  tags: ['Test helpers'],
  summary:
    "TEST_HOOKS=1 only: marks a drink option sold out or back (the menu refreshes by the table's NOTIFY)",
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: { 'application/json': { schema: z.object({ soldOut: z.boolean() }) } } },
  },
  responses: { 204: { description: 'Changed' } },
});

const orderStatusRoute = createRoute({
  method: 'patch',
  path: '/test/orders/{id}/status',
  tags: ['Test helpers'],
  summary: 'TEST_HOOKS=1 only: moves an order to another status through the order service (as staff would)',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: { 'application/json': { schema: z.object({ status: z.enum(ORDER_STATUSES) }) } } },
  },
  responses: { 204: { description: 'Changed' }, 404: errorResponse('No such order') },
});

const promisedRoute = createRoute({
  method: 'patch',
  path: '/test/orders/{id}/promised',
  tags: ['Test helpers'],
  summary:
    'TEST_HOOKS=1 only: moves the time an order was promised to `minutesAgo` minutes ago (a late order)',
  request: {
    params: z.object({ id: z.uuid() }),
    body: { content: { 'application/json': { schema: z.object({ minutesAgo: z.number().int() }) } } },
  },
  responses: { 204: { description: 'Changed' } },
});

const staffRoute = createRoute({
  method: 'post',
  path: '/test/staff',
  tags: ['Test helpers'],
  summary: 'TEST_HOOKS=1 only: creates a verified account with a role (staff, manager, pending, …)',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            email: z.email(),
            name: z.string().min(1),
            password: z.string().min(8),
            role: z.enum(ROLES),
          }),
        },
      },
    },
  },
  responses: { 201: { description: 'Created' } },
});

const idleSessionsRoute = createRoute({
  method: 'post',
  path: '/test/sessions/idle',
  tags: ['Test helpers'],
  summary:
    "TEST_HOOKS=1 only: makes an account's sessions look unused for that many hours (the staff session limits)",
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ email: z.email(), hours: z.number().positive() }) },
      },
    },
  },
  responses: { 204: { description: 'Changed' } },
});

const failedMailRoute = createRoute({
  method: 'post',
  path: '/test/mail-outbox/failed',
  tags: ['Test helpers'],
  summary: 'TEST_HOOKS=1 only: puts an e-mail in the outbox as one that failed every attempt',
  request: {
    body: {
      content: {
        'application/json': {
          schema: z.object({
            to: z.email(),
            subject: z.string().min(1).max(200),
            error: z.string().min(1).max(200),
          }),
        },
      },
    },
  },
  responses: { 201: { description: 'Queued as failed' } },
});

const clockRoute = createRoute({
  method: 'post',
  path: '/test/clock',
  tags: ['Test helpers'],
  summary:
    "TEST_HOOKS=1 only: sets the server's clock (null: the real time again), then runs the minute's start of orders for later at once",
  request: {
    body: {
      content: {
        'application/json': { schema: z.object({ at: z.iso.datetime({ offset: true }).nullable() }) },
      },
    },
  },
  responses: {
    200: {
      description: 'The orders started',
      content: { 'application/json': { schema: z.object({ started: z.array(z.uuid()) }) } },
    },
  },
});

/**
 * Helpers for the end-to-end tests, which run the server in another process and cannot call
 * services directly. Mounted only when TEST_HOOKS=1.
 */
export function testHookRoutes(deps: Deps, scheduled: ScheduledContext) {
  const app = createRouter();
  app.openapi(clockRoute, async (c) => {
    const { at } = c.req.valid('json');
    setTestClock(at ? new Date(at) : null);
    return c.json({ started: await startDueOrders(scheduled, serverNow()) }, 200);
  });
  app.openapi(productRoute, async (c) => {
    await updateProduct(deps.db, c.req.valid('param').id, c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(sizeRoute, async (c) => {
    const { id, size } = c.req.valid('param');
    await updateProductSize(deps.db, id, size, c.req.valid('json'));
    return c.body(null, 204);
  });
  app.openapi(optionRoute, async (c) => {
    await deps.db
      .update(options)
      .set({ soldOut: c.req.valid('json').soldOut })
      .where(eq(options.id, c.req.valid('param').id));
    return c.body(null, 204);
  });
  app.openapi(orderStatusRoute, async (c) => {
    await setOrderStatus(deps.db, c.req.valid('param').id, c.req.valid('json').status, null, {
      publicUrl: deps.publicUrl,
    });
    return c.body(null, 204);
  });
  app.openapi(promisedRoute, async (c) => {
    const promisedAt = new Date(Date.now() - c.req.valid('json').minutesAgo * 60_000);
    await deps.db
      .update(orders)
      .set({ promisedAt })
      .where(eq(orders.id, c.req.valid('param').id));
    return c.body(null, 204);
  });
  app.openapi(staffRoute, async (c) => {
    const body = c.req.valid('json');
    await createUserWithRole(deps.auth, { ...body, emailVerified: true });
    return c.body(null, 201);
  });
  app.openapi(idleSessionsRoute, async (c) => {
    const { email, hours } = c.req.valid('json');
    const [user] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (user)
      await deps.db
        .update(sessions)
        .set({ lastUsedAt: new Date(Date.now() - hours * 3600_000) })
        .where(eq(sessions.userId, user.id));
    return c.body(null, 204);
  });
  app.openapi(failedMailRoute, async (c) => {
    const { to, subject, error } = c.req.valid('json');
    await deps.db.insert(mailOutbox).values({
      kind: 'support',
      toAddress: to,
      subject,
      textBody: `${subject}\n\nSent again from the e-mail outbox.`,
      status: 'failed',
      attempts: 10,
      lastError: error,
    });
    return c.body(null, 201);
  });
  return app;
}
