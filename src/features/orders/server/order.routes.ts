import { createRoute, z } from '@hono/zod-openapi';
import { sessionOptional, sessionRequired } from '@/server/lib/openapi-helpers';
import { currentUser, requireUser } from '@/server/auth/session';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { clientIp, limitPerClient } from '@/server/lib/rate-limit';
import { createCustomerAccount, signUpOrTellHolder } from '@/features/accounts/server';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '@/common/locales';
import {
  ApproachSchema,
  ArrivalSchema,
  EstimateRequestSchema,
  PlaceOrderSchema,
  type PlaceOrder,
} from '../orders.schema';
import { recordApproach } from './order-approach.service';
import { arriveAndStart, receiveNow, type ScheduledContext } from './scheduled-orders.service';
import { APPROACH_LIMIT } from '../approach';
import { loadShopPosition } from '@/features/settings/server';
import { orderForViewer, ordersOfUser } from './order-access';
import { OrderKeySchema, OrderParamsSchema, OrderViewSchema, PlacedOrderSchema } from './order-openapi';
import { toOrderViews } from './order-views';
import { estimateNewOrder, withReadyTimes } from './ready-estimate.service';
import { activeBusy } from '@/common/busy-mode';
import { closedNow } from '@/features/settings';
import { formatShopTime } from '@/common/dates';
import { placeOrder, type OrderPlacedHook, type ReceiptBuilder } from './place-order.service';
import { createKitchenQueue, type KitchenQueue } from './kitchen-queue';
import { createCatalogueCache } from './order-catalogue';
import { receiptEmail } from './receipt-email';
import { receiptOptionsOf } from './tax-invoice-mail';
import { loadStripeConfig, paymentOptionsCache } from '@/features/payments/server';
import { shopNameIn } from '@/common/shop-name';
import { AppError } from '@/server/lib/errors';
import { createCheckoutSession, type OnlinePaymentContext } from './online-payment.service';
import { onlinePaymentRoutes } from './online-payment.routes';
import { paymentInstructions } from '@/features/payments/server';
import type { CachedJson } from '@/server/lib/cached-json';
import type { StoreInfo } from '@/features/settings';
import { streamRefusals } from '@/server/realtime/hub';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { isStaffRole } from '@/common/permissions';
import { href } from '@/common/paths';
import { serverNow } from '@/server/lib/clock';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const placeRoute = createRoute({
  method: 'post',
  path: '/orders',
  security: sessionOptional,
  tags: ['Orders'],
  summary:
    'Places an order: priced by the server; its receipt e-mail is queued with it. A repeated submission (same idempotency key and body) returns the same order; the key with another body is refused',
  request: { body: { required: true, content: { 'application/json': { schema: PlaceOrderSchema } } } },
  responses: {
    201: json(PlacedOrderSchema, 'Placed'),
    200: json(
      PlacedOrderSchema,
      'Already placed: the same idempotency key with the same submission (no second order, no second receipt)',
    ),
    409: errorResponse(
      'store_closed (with details.opensAt); orders_paused: busy mode paused new orders (details.reopensAt); idempotency_key_reused: this idempotency key was already used with another submission (cart, name, e-mail, phone, car plate, employee, payment, language, account choice or the ready e-mail box), nothing written; idempotency_conflict: the key of an older order placed under another e-mail',
    ),
    422: errorResponse(
      'Invalid fields; item_unavailable: unavailable items (details per line); size_unavailable: a size key the product does not have (details per line, code unknown_size); invalid_options; inactive employee; e-mail taken; or order_too_large: more drinks or a larger total than Settings → Store → Large orders allows for an order paid at the car (details maxDrinks, maxFils, phone; the texts ask the customer to call the shop; a staff account order is exempt). Nothing is written',
    ),
    429: errorResponse('Too many orders from this address'),
  },
});

const readRoute = createRoute({
  method: 'get',
  path: '/orders/{id}',
  security: sessionOptional,
  tags: ['Orders'],
  summary: "One order: for its signed-in owner, or with the order's secret key (guest link)",
  request: { params: OrderParamsSchema, query: OrderKeySchema },
  responses: { 200: json(OrderViewSchema, 'The order'), 404: errorResponse('No such order for this viewer') },
});

const eventsRoute = createRoute({
  method: 'get',
  path: '/orders/{id}/events',
  security: sessionOptional,
  tags: ['Orders'],
  summary:
    'Server-Sent Events: an `order` event each time this order changes; while it is open, a `queue` event (no data) when any other order or a setting (busy mode) changes (its estimate may have moved)',
  request: { params: OrderParamsSchema, query: OrderKeySchema },
  responses: {
    200: { description: 'text/event-stream' },
    404: errorResponse('No such order for this viewer'),
    ...streamRefusals,
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/account/orders',
  security: sessionRequired,
  tags: ['Orders'],
  summary: "The signed-in customer's orders, newest first",
  responses: { 200: json(z.array(OrderViewSchema), 'Orders'), 401: errorResponse('Not signed in') },
});

const estimateRoute = createRoute({
  method: 'post',
  path: '/orders/estimate',
  tags: ['Orders'],
  summary:
    'When this cart would be ready if ordered now ("ready in about N minutes"): from the open orders ahead, the items\' preparation minutes, the kitchen\'s capacity and busy mode; with the time orders are taken again while paused, and when the shop opens again while it is closed. Writes nothing',
  request: { body: { required: true, content: { 'application/json': { schema: EstimateRequestSchema } } } },
  responses: {
    200: json(
      z
        .object({
          readyInMinutes: z.number().int(),
          readyAround: z.object({ en: z.string(), ar: z.string() }).openapi({
            description:
              "The time of day it would be ready, in the shop's time zone, written in each language",
          }),
          pausedUntil: z.iso.datetime().nullable(),
          closed: z
            .object({ opensAt: z.iso.datetime(), message: z.object({ en: z.string(), ar: z.string() }) })
            .nullable()
            .openapi({
              description:
                'Outside opening hours: when the shop opens again, said in both languages; null while open',
            }),
        })
        .openapi('Estimate'),
      'The estimate',
    ),
    422: errorResponse('Invalid lines'),
  },
});

const arrivalRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/arrival',
  security: sessionOptional,
  tags: ['Orders'],
  summary:
    '"I\'m here": the customer is at the car (owner, or the order\'s secret key). The first call records the time and note and tells the board; a second changes nothing',
  request: {
    params: OrderParamsSchema,
    query: OrderKeySchema,
    body: { required: false, content: { 'application/json': { schema: ArrivalSchema } } },
  },
  responses: {
    200: json(OrderViewSchema, 'The order, with arrivedAt'),
    404: errorResponse('No such order for this viewer'),
    409: errorResponse('order_closed: the order is completed or cancelled, nothing written'),
    422: errorResponse('The note is too long or holds control characters'),
  },
});

const approachRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/approach',
  security: sessionOptional,
  tags: ['Orders'],
  summary:
    '"On my way": the customer\'s phone says where it is (or how many minutes away, chosen by hand); the server keeps only the latest distance and minutes, and forgets them at the hand-over (owner, or the order\'s secret key)',
  request: {
    params: OrderParamsSchema,
    query: OrderKeySchema,
    body: { required: true, content: { 'application/json': { schema: ApproachSchema } } },
  },
  responses: {
    200: json(OrderViewSchema, 'The order, with its approach'),
    404: errorResponse('No such order for this viewer'),
    409: errorResponse(
      'order_closed: the order is completed or cancelled; shop_position_unset: a position, but the shop has none (send minutes). Nothing written',
    ),
    422: errorResponse('Not a position on the earth, or minutes other than 10 or 5'),
    429: errorResponse('rate_limited: more reports from this address than phones on their way send'),
  },
});

/**
 * The order's language (its receipt comes in it first): the `locale` the storefront sends, else the
 * visitor's `lang` cookie (a client that sends none), else Arabic.
 */
async function withCookieLocale(c: Context, input: PlaceOrder): Promise<PlaceOrder> {
  const raw: unknown = await c.req.json().catch(() => null);
  if (raw && typeof raw === 'object' && 'locale' in raw) return input;
  const cookie = getCookie(c, LOCALE_COOKIE);
  return { ...input, locale: isLocale(cookie) ? cookie : DEFAULT_LOCALE };
}

/**
 * A back-office account (staff, manager, admin, owner; not pending): its storefront orders are not
 * held to the large-order size (decision 067). One read, only for a signed-in customer.
 */
async function isStaffAccount(db: Deps['db'], userId: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return isStaffRole(row?.role);
}

/** `store`: the cached store details (dropped on every settings change), read once per order. */
export function orderRoutes(
  deps: Deps,
  store: CachedJson<StoreInfo>,
  /**
   * `orderPlaced`: run in each new order's transaction (the kitchen ticket). `kitchenQueue`: the
   * app's copy of the open orders for the ready-time estimates (told of NOTIFY order_changed).
   * `online`: how an order paid online is settled (shared with the app's reconciliation run).
   */
  hooks: {
    orderPlaced?: OrderPlacedHook;
    kitchenQueue?: KitchenQueue;
    online?: OnlinePaymentContext;
    /** How a scheduled order is started (its ticket): when its car comes within the line. */
    scheduled?: ScheduledContext;
  } = {},
) {
  const app = createRouter();
  const queue = hooks.kitchenQueue ?? createKitchenQueue(deps.db);
  const online: OnlinePaymentContext = hooks.online ?? {
    db: deps.db,
    env: deps.env,
    logger: deps.logger,
    publicUrl: deps.publicUrl,
    ...(hooks.orderPlaced ? { received: hooks.orderPlaced } : {}),
    afterReceived: (id) => queue.heard(id),
  };
  app.route('/', onlinePaymentRoutes(deps, online));
  const catalogue = createCatalogueCache(deps.db);
  // Generous for a car park full of phones behind one address; the e2e suite places many.
  if (!deps.env.TEST_HOOKS) app.use('/orders', limitPerClient(deps, 'orders', 30, 10 * 60_000));

  app.openapi(placeRoute, async (c) => {
    const input = await withCookieLocale(c, c.req.valid('json'));
    const user = await currentUser(deps, c);
    const info = (await store.get()).value;
    const payments = (await paymentOptionsCache(deps).get()).value.methods;
    const trackingPathOf = (order: { id: string; accessKey: string }) =>
      href('order', { id: order.id }, { search: { key: order.accessKey } });
    // Built inside the order's transaction: the receipt is queued with the order or not at all.
    const receipt: ReceiptBuilder = (order, view) =>
      receiptEmail(order.customerEmail, view, `${deps.publicUrl}${trackingPathOf(order)}`, {
        ...receiptOptionsOf(info, deps.publicUrl),
        locale: order.locale,
        instructions: paymentInstructions(payments, order.paymentMethod),
      });
    const placed = await placeOrder(
      deps.db,
      input,
      user,
      { ...info, payments },
      {
        receipt,
        now: serverNow(),
        placed: hooks.orderPlaced,
        queue,
        catalogue,
        staff: user ? await isStaffAccount(deps.db, user.id) : false,
        openPaymentPage: async (o) => {
          const stripe = await loadStripeConfig(deps.db, deps.env);
          if (!stripe)
            throw new AppError('payment_method_unavailable', 422, [
              { path: 'paymentMethod', code: 'payment_method_unavailable' },
            ]);
          const page = await createCheckoutSession(stripe, {
            ...o,
            returnUrl: `${deps.publicUrl}${trackingPathOf(o)}`,
            shopName: shopNameIn(info.general, o.locale),
          });
          return { ...page, mode: stripe.mode };
        },
      },
    );
    const { order, created } = placed;
    // The address is not logged (logs never name one): the order is enough to look it up.
    if (placed.receiptHeld)
      deps.logger.warn(
        { orderId: order.id },
        'receipt not mailed: its address had 5 receipts in the last hour',
      );
    const view = (
      await withReadyTimes(queue, placed.view ? [placed.view] : await toOrderViews(deps.db, [order]), info)
    )[0]!;
    const trackingPath = trackingPathOf(order);
    // "Create an account": as the sign-up page, the answer never tells whether the address has an
    // account (its owner is e-mailed instead); the password rule was checked before the order.
    let accountCreated = false;
    if (created && input.createAccount && !user) {
      try {
        await signUpOrTellHolder(
          deps,
          { email: input.email, password: input.password!, locale: order.locale },
          {
            ip: clientIp(c, deps.env.TRUST_PROXY),
            userAgent: c.req.header('user-agent') ?? null,
            at: new Date(),
          },
          () =>
            createCustomerAccount(deps, { name: input.name, email: input.email, password: input.password! }),
        );
        accountCreated = true;
      } catch (err) {
        deps.logger.warn({ err, orderId: order.id }, 'order placed, but the account could not be created');
      }
    }
    // Paid online: Stripe's page next (a repeated submission goes back to the same open page).
    const paymentUrl = placed.paymentUrl ?? view.online?.payUrl ?? null;
    return c.json({ order: view, trackingPath, accountCreated, paymentUrl }, created ? 201 : 200);
  });

  app.openapi(estimateRoute, async (c) => {
    const info = (await store.get()).value;
    const now = serverNow();
    const busy = activeBusy(info.busy, now);
    const readyInMinutes = await estimateNewOrder(
      deps.db,
      c.req.valid('json').lines,
      {
        parallel: info.kitchen.parallelOrders,
        extraMinutes: busy.extraMinutes,
        now,
        waitingDrinksCap: info.checkout.maxUnpaidDrinks,
      },
      queue,
    );
    const closed = closedNow(now, info.hours);
    const readyAt = new Date(now.getTime() + readyInMinutes * 60_000);
    const readyAround = { en: formatShopTime(readyAt, 'en'), ar: formatShopTime(readyAt, 'ar') };
    return c.json(
      {
        readyInMinutes,
        readyAround,
        pausedUntil: busy.pausedUntil,
        closed: closed && { opensAt: closed.opensAt.toISOString(), message: closed.message },
      },
      200,
    );
  });

  app.openapi(mineRoute, async (c) => {
    const user = await requireUser(deps, c);
    return c.json(await toOrderViews(deps.db, await ordersOfUser(deps.db, user.id)), 200);
  });

  app.openapi(readRoute, async (c) => {
    const order = await orderForViewer(deps.db, c.req.valid('param').id, {
      user: await currentUser(deps, c),
      key: c.req.valid('query').key,
    });
    return c.json(
      (await withReadyTimes(queue, await toOrderViews(deps.db, [order]), (await store.get()).value))[0]!,
      200,
    );
  });

  app.openapi(arrivalRoute, async (c) => {
    const user = await currentUser(deps, c);
    const order = await orderForViewer(deps.db, c.req.valid('param').id, {
      user,
      key: c.req.valid('query').key,
    });
    const note = c.req.valid('json')?.note || null;
    const arrived = await arriveAndStart(
      hooks.scheduled ?? { db: deps.db },
      order.id,
      note,
      user?.id ?? null,
    );
    return c.json(
      (await withReadyTimes(queue, await toOrderViews(deps.db, [arrived]), (await store.get()).value))[0]!,
      200,
    );
  });

  app.use(
    '/orders/:id/approach',
    limitPerClient(deps, 'approach', APPROACH_LIMIT.perClient, APPROACH_LIMIT.windowMs),
  );
  app.openapi(approachRoute, async (c) => {
    const user = await currentUser(deps, c);
    const order = await orderForViewer(deps.db, c.req.valid('param').id, {
      user,
      key: c.req.valid('query').key,
    });
    const input = c.req.valid('json');
    const shop = input.position ? await loadShopPosition(deps.db) : null;
    const info = (await store.get()).value;
    const recorded = await recordApproach(deps.db, order.id, input, shop, info.arrival.startMinutes);
    // An order for later starts when its car comes within the owner's line (its chime and ticket).
    const updated = recorded.approachNearAt
      ? await receiveNow(hooks.scheduled ?? { db: deps.db }, recorded)
      : recorded;
    return c.json((await withReadyTimes(queue, await toOrderViews(deps.db, [updated]), info))[0]!, 200);
  });

  app.openapi(eventsRoute, async (c) => {
    // A client at its cap of streams is refused before the order is looked up.
    const refused = deps.hub.refusal(c);
    if (refused) return refused as never;
    const order = await orderForViewer(deps.db, c.req.valid('param').id, {
      user: await currentUser(deps, c),
      key: c.req.valid('query').key,
    });
    // Any other order changing moves the queue: a `queue` nudge (no data) to re-read the estimate.
    const open = order.status === 'pending' || order.status === 'processing';
    return deps.hub.stream(c, `order:${order.id}`, {
      nudges: open
        ? [
            { topic: 'orders', event: 'queue' },
            { topic: 'settings', event: 'queue' },
          ]
        : [],
    }) as never;
  });
  return app;
}
