import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { errorBody } from '@/common/errors';
import { catalogRoutes, createMenuCache } from '@/features/catalog/server';
import { accountRoutes } from '@/features/accounts/server';
import { contactRoutes } from '@/features/contact/server';
import { employeeRoutes } from '@/features/employees/server';
import {
  createKitchenQueue,
  orderRoutes,
  orderSlotsRoutes,
  startDueOrders,
  type ScheduledContext,
  reconcileOnlinePayments,
  type OnlinePaymentContext,
} from '@/features/orders/server';
import { createRetentionJob } from '@/features/orders/server';
import { reviewsRoutes } from '@/features/reviews/server';
import { createStoreInfoCache, serveWebManifest, settingsRoutes } from '@/features/settings/server';
import { MAINTENANCE_OPEN_DOORS, maintenanceGate } from '@/features/settings/server';
import { staffRoutes } from '@/features/staff/server';
import { navigationRoutes } from '@/features/menus/server';
import { paymentsRoutes } from '@/features/payments/server';
import { baysRoutes } from '@/features/bays/server';
import { createPrintWorker, queueKitchenTicket } from '@/features/printing/server';
import { adminRoutes } from './admin-routes';
import { healthRoutes, type Lifecycle } from '../health/health.routes';
import { createMetrics } from '../metrics/metrics';
import { createRouter, type AppEnv, type Deps } from '../deps';
import { limitPerClient } from '../lib/rate-limit';
import { createMailWorker } from '../mail/outbox-worker';
import { sameSitePath } from '../security/same-site-path';
import { applyRequestPipeline } from '../request-pipeline';
import { AppError } from '../lib/errors';
import { isUnstorableText, unavailableReason } from '../lib/db-errors';
import { diskGate, diskGuard } from '../lib/disk-space';
import path from 'node:path';

/** Seconds a client is told to wait after the database failed it (Retry-After). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
import { createMediaCleanup } from '../storage/media-cleanup';
import { serveMedia } from '../storage/serve-media';
import { finishDocument } from '../lib/openapi-document';
import { robotsTxt } from '@/common/paths';
import { cacheControlFor } from '../static-files';
import { testHookRoutes } from './test-hook.routes';
import { serverNow } from '../lib/clock';

/** Calls `fn` once after a burst of calls has settled for `ms`. */
function debounce(fn: () => void, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

export async function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>();
  const menu = createMenuCache(deps);
  const store = createStoreInfoCache(deps);

  // One statement can touch several catalogue tables: settle, then invalidate and tell clients.
  const onCatalogChange = debounce(() => {
    menu.invalidate();
    deps.hub.publish('catalog', String(Date.now()));
  }, 40);
  const unlistenCatalog = await deps.listen('catalog_changed', () => {
    menu.invalidate();
    onCatalogChange();
  });
  // Orders change from any server process: the trigger's payload is the order id (empty after a
  // lost connection: the board reloads; see Database.listen).
  const kitchenQueue = createKitchenQueue(deps.db);
  // An order paid online is settled from Stripe (webhook, the customer's return, the run every minute).
  const online: OnlinePaymentContext = {
    db: deps.db,
    env: deps.env,
    logger: deps.logger,
    publicUrl: deps.publicUrl,
    received: queueKitchenTicket,
    afterReceived: (id) => kitchenQueue.heard(id),
  };
  const unlistenOrders = await deps.listen('order_changed', (orderId) => {
    kitchenQueue.heard(orderId);
    if (orderId) deps.hub.publish(`order:${orderId}`, orderId);
    deps.hub.publish('orders', orderId);
  });
  const unlistenNotifications = await deps.listen('notification', (id) =>
    deps.hub.publish('notification', id),
  );
  // A session deleted or expired (its id), or an account's role, disabled flag or password
  // changed (its id): open staff streams of it re-check their session (empty: all of them).
  const unlistenSessions = await deps.listen('session_ended', (id) =>
    deps.hub.publish(`session-end:${id || '*'}`),
  );
  const unlistenReviews = await deps.listen('reviews_changed', () => deps.hub.publish('reviews'));
  const unlistenSettings = await deps.listen('settings_changed', (key) => {
    store.invalidate();
    deps.hub.publish('settings', key);
  });
  // E-mails queued in the outbox (in the transaction of what caused them) are sent from here.
  const mailWorker = createMailWorker({
    db: deps.db,
    listen: deps.listen,
    mailer: deps.mailer,
    logger: deps.logger,
  });
  await mailWorker.start();
  // Tickets queued for the network printer (Settings → Printer) are printed from here.
  const printWorker = createPrintWorker({
    db: deps.db,
    listen: deps.listen,
    logger: deps.logger,
    allowLoopback: deps.env.PRINTER_ALLOW_LOOPBACK,
  });
  await printWorker.start();
  // Guest data past the retention period, daily (tests run it themselves: see retention.test.ts).
  const retentionJob = createRetentionJob({
    db: deps.db,
    logger: deps.logger,
    checkMs: deps.env.JOB_CHECK_MS,
  });
  if (deps.env.NODE_ENV !== 'test') retentionJob.start();
  // Payments Stripe never told us about (a lost webhook, a closed tab), settled every minute.
  const reconcileEvery =
    deps.env.NODE_ENV === 'test'
      ? undefined
      : setInterval(() => {
          void reconcileOnlinePayments(online).catch((err: unknown) =>
            deps.logger.warn({ err }, 'online payments not reconciled this time'),
          );
        }, deps.env.JOB_CHECK_MS ?? 60_000).unref();
  // Orders for later whose preparation should start become received (decision 079), every minute.
  const scheduled: ScheduledContext = {
    db: deps.db,
    received: queueKitchenTicket,
    afterReceived: (id) => kitchenQueue.heard(id),
  };
  const startEvery =
    deps.env.NODE_ENV === 'test'
      ? undefined
      : setInterval(() => {
          void startDueOrders(scheduled, serverNow()).catch((err: unknown) =>
            deps.logger.warn({ err }, 'orders for later not started this time'),
          );
        }, 60_000).unref();
  // Images nothing refers to any more (replaced, or their owner deleted) are deleted.
  const mediaCleanup = createMediaCleanup(deps);
  await mediaCleanup.start({ sweepOrphans: deps.env.NODE_ENV !== 'test' });

  // Prometheus metrics (METRICS_TOKEN): every request counted first, so refusals count too.
  const metrics = deps.env.METRICS_TOKEN ? createMetrics(deps, deps.env.METRICS_TOKEN) : undefined;
  if (metrics) app.use('*', metrics.middleware);
  // Request id, security headers, no-store on personal answers, the request log, body limit,
  // origin check: src/server/request-pipeline.ts.
  applyRequestPipeline(app, {
    https: deps.publicUrl.startsWith('https:'),
    logger: deps.logger,
    trustedOrigins: deps.trustedOrigins,
  });
  app.use('/api/admin/*', mediaCleanup.afterWrites());

  // better-auth serves only the e-mail verification link; everything else it offers (sign-in,
  // sign-up, password, e-mail routes) is not served: our /api/account routes do those, behind
  // our limits and schemas.
  // Where it sends the browser afterwards (callbackURL) is checked first: only a path of this
  // site, or the link is refused (our e-mails only ever carry /login or /admin/login).
  app.get('/api/auth/verify-email', limitPerClient(deps, 'verify-email', 30, 10 * 60_000), (c) => {
    const callbacks = c.req.queries('callbackURL') ?? [];
    if (callbacks.length === 0) return deps.auth.handler(c.req.raw);
    const safe = callbacks.length === 1 ? sameSitePath(callbacks[0]!) : null;
    if (safe === null) return c.json(errorBody('bad_request'), 400);
    const url = new URL(c.req.url);
    url.searchParams.set('callbackURL', safe);
    return deps.auth.handler(new Request(url, { method: 'GET', headers: c.req.raw.headers }));
  });

  const api = createRouter();
  // Set when a graceful stop begins: /api/ready answers 503 from then on (index.ts).
  const lifecycle: Lifecycle = { stopping: false };
  // A full disk refuses writes before they reach the database (the embedded engine hangs there).
  const disk = diskGuard(path.resolve(deps.env.DATA_DIR), deps.env.DISK_FREE_MARGIN_MB * 1024 * 1024);
  api.use('*', diskGate(disk));
  // Maintenance mode: customers' writes are refused (503) before any route runs; staff pass.
  api.use('*', maintenanceGate(deps, store));
  api.route('/', healthRoutes(deps, lifecycle, disk));
  api.route('/', catalogRoutes(deps, menu));
  api.route('/', settingsRoutes(store));
  api.route('/', reviewsRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', employeeRoutes(deps));
  // A kitchen ticket is queued in each new order's transaction (orders do not import printing).
  api.route(
    '/',
    orderRoutes(deps, store, { orderPlaced: queueKitchenTicket, kitchenQueue, online, scheduled }),
  );
  const slots = orderSlotsRoutes(deps, store, scheduled);
  api.route('/', slots.api);
  api.route('/', staffRoutes(deps));
  api.route('/', navigationRoutes(deps));
  api.route('/', paymentsRoutes(deps));
  api.route('/', baysRoutes(deps, scheduled));
  api.route('/admin', adminRoutes(deps, [slots.admin]));
  if (deps.env.TEST_HOOKS) api.route('/', testHookRoutes(deps, scheduled));
  app.route('/api', api);

  // Built once, on the first request: every route is registered by then.
  let openApiDoc: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.get('/api/openapi.json', async (c) =>
    c.json(
      (openApiDoc ??= finishDocument(
        app.getOpenAPI31Document({
          openapi: '3.1.0',
          info: {
            title: 'Aseer API',
            version: '0.1.0',
            description:
              'Bilingual ordering for a juice shop. Errors: { error: { code, message_en, message_ar, details } }.',
          },
        }),
        {
          sessionCookie: (await deps.auth.$context).authCookies.sessionToken.name,
          maintenanceOpenDoors: MAINTENANCE_OPEN_DOORS,
        },
      )),
    ),
  );

  app.all('/api/*', (c) => c.json(errorBody('not_found'), 404));
  if (metrics) app.get('/metrics', metrics.endpoint);

  serveMedia(app, deps.media);
  // From Settings → General (before the built file of the same name).
  app.get('/manifest.webmanifest', serveWebManifest(store));
  // From the path table, not a file: the pages kept from crawlers are named there once.
  const robots = robotsTxt();
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', cacheControlFor('/robots.txt'));
    return c.text(robots);
  });

  app.onError((err, c) => {
    const reqId = c.get('requestId');
    if (err instanceof AppError)
      return c.json(errorBody(err.code, err.details, undefined, err.messages), err.status);
    if (err instanceof HTTPException && err.status < 500) {
      // Malformed JSON bodies and the like are the caller's mistake, not ours.
      const code = err.status === 404 ? 'not_found' : 'bad_request';
      return c.json(errorBody(code), err.status);
    }
    // Text PostgreSQL cannot store (a NUL character): the caller's input, refused, nothing written.
    if (isUnstorableText(err)) return c.json(errorBody('validation_failed'), 422);
    // The database restarted, stopped or the disk is full: not the caller's fault, and brief.
    const unavailable = unavailableReason(err);
    if (unavailable) {
      // One line, not a stack: a restart fails every request under way at once.
      deps.logger.warn(
        { reqId, path: c.req.path, reason: unavailable, cause: (err as Error).message },
        'database unavailable',
      );
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json(errorBody('unavailable', { reason: unavailable }), 503);
    }
    deps.logger.error({ err, reqId, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal', undefined, reqId), 500);
  });

  return {
    app,
    caches: { menu, store },
    mailWorker,
    printWorker,
    retentionJob,
    mediaCleanup,
    /** A graceful stop has begun: readiness fails, so a load balancer sends nothing new. */
    markStopping() {
      lifecycle.stopping = true;
    },
    async close() {
      // Before the database closes: the sends under way are recorded.
      await mailWorker.stop();
      await printWorker.stop();
      await retentionJob.stop();
      clearInterval(reconcileEvery);
      clearInterval(startEvery);
      await mediaCleanup.stop();
      await unlistenCatalog();
      await unlistenOrders();
      await unlistenNotifications();
      await unlistenReviews();
      await unlistenSessions();
      await unlistenSettings();
    },
  };
}

export type App = Awaited<ReturnType<typeof createApp>>['app'];
