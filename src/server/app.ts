import { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { errorBody } from '@/common/errors';
import { catalogRoutes, createMenuCache } from '@/features/catalog/server';
import { accountRoutes } from '@/features/accounts/server';
import { contactRoutes } from '@/features/contact/server';
import { employeeRoutes } from '@/features/employees/server';
import { createKitchenQueue, orderRoutes } from '@/features/orders/server';
import { createRetentionJob } from '@/features/orders/server';
import { reviewsRoutes } from '@/features/reviews/server';
import { createStoreInfoCache, serveWebManifest, settingsRoutes } from '@/features/settings/server';
import { maintenanceGate } from '@/features/settings/server';
import { staffRoutes } from '@/features/staff/server';
import { navigationRoutes } from '@/features/menus/server';
import { paymentsRoutes } from '@/features/payments/server';
import { createPrintWorker, queueKitchenTicket } from '@/features/printing/server';
import { adminRoutes } from './admin-routes';
import { createRouter, type AppEnv, type Deps } from './deps';
import { limitPerClient } from './lib/rate-limit';
import { createMailWorker } from './mail/outbox-worker';
import { originCheck } from './security/origin-check';
import { apiBodyLimit } from './security/body-limit';
import { sameSitePath } from './security/same-site-path';
import { personalNoStore } from './security/personal-no-store';
import { securityHeaders } from './security/headers';
import { AppError } from './lib/errors';
import { plainPatterns } from './lib/openapi-helpers';
import { UPLOADS_FOLDER } from './storage/image-upload';
import { testHookRoutes } from './testing/test-hook.routes';

/** PostgreSQL's 22021 (character_not_in_repertoire: a NUL in text), however the driver wraps it. */
function isUnstorableText(err: unknown): boolean {
  for (
    let e = err, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '22021') return true;
  }
  return false;
}

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
  const printWorker = createPrintWorker({ db: deps.db, listen: deps.listen, logger: deps.logger });
  await printWorker.start();
  // Guest data past the retention period, daily (tests run it themselves: see retention.test.ts).
  const retentionJob = createRetentionJob({ db: deps.db, logger: deps.logger });
  if (deps.env.NODE_ENV !== 'test') retentionJob.start();

  app.use('*', requestId());
  // On every answer (pages, assets, API, media), errors included.
  app.use('*', ...securityHeaders({ https: deps.publicUrl.startsWith('https:') }));
  // Personal answers (an account's, an order's, staff's) are never stored by any cache.
  app.use('*', personalNoStore());
  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    await next();
    deps.logger.debug({
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  // A body over the size limit is refused (413) before anything reads it. The rest of that body
  // is never read, so the connection cannot carry another request: the answer says so
  // (Connection: close) and the server closes it after the answer, instead of cutting it off
  // later under a client that was told it could go on (keep-alive), which saw ECONNRESET.
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 413) c.res.headers.set('Connection', 'close');
  });
  app.use('/api/*', apiBodyLimit());
  // Cross-site requests that change something are refused before anything else runs.
  app.use('/api/*', originCheck(deps.trustedOrigins));

  // better-auth serves only the e-mail verification link; everything else it offers (sign-in,
  // sign-up, password, e-mail routes) is not served: our /api/account routes do those, behind
  // our limits and schemas.
  // Where it sends the browser afterwards (callbackURL) is checked first: only a path of this
  // site, or the link is refused (our e-mails only ever carry /login or /admin/login).
  app.get('/api/auth/verify-email', limitPerClient(30, 10 * 60_000, deps.env.TRUST_PROXY), (c) => {
    const callbacks = c.req.queries('callbackURL') ?? [];
    if (callbacks.length === 0) return deps.auth.handler(c.req.raw);
    const safe = callbacks.length === 1 ? sameSitePath(callbacks[0]!) : null;
    if (safe === null) return c.json(errorBody('bad_request'), 400);
    const url = new URL(c.req.url);
    url.searchParams.set('callbackURL', safe);
    return deps.auth.handler(new Request(url, { method: 'GET', headers: c.req.raw.headers }));
  });

  const api = createRouter();
  // Maintenance mode: customers' writes are refused (503) before any route runs; staff pass.
  api.use('*', maintenanceGate(deps, store));
  api.get('/health', (c) => c.json({ status: 'ok' }));
  api.route('/', catalogRoutes(deps, menu));
  api.route('/', settingsRoutes(store));
  api.route('/', reviewsRoutes(deps));
  api.route('/', contactRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', employeeRoutes(deps));
  // A kitchen ticket is queued in each new order's transaction (orders do not import printing).
  api.route('/', orderRoutes(deps, store, { orderPlaced: queueKitchenTicket, kitchenQueue }));
  api.route('/', staffRoutes(deps));
  api.route('/', navigationRoutes(deps));
  api.route('/', paymentsRoutes(deps));
  api.route('/admin', adminRoutes(deps));
  if (deps.env.TEST_HOOKS) api.route('/', testHookRoutes(deps));
  app.route('/api', api);

  // Built once, on the first request: every route is registered by then.
  let openApiDoc: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.get('/api/openapi.json', (c) =>
    c.json(
      (openApiDoc ??= plainPatterns(
        app.getOpenAPI31Document({
          openapi: '3.1.0',
          info: {
            title: 'Aseer API',
            version: '0.1.0',
            description:
              'Bilingual ordering for a juice shop. Errors: { error: { code, message_en, message_ar, details } }.',
          },
        }),
      )),
    ),
  );

  app.all('/api/*', (c) => c.json(errorBody('not_found'), 404));

  // Set on the way out: serveStatic's onFound runs after its response is built, too late for headers.
  // Uploads have random names that never change: cached for a year.
  app.use('/media/*', async (c, next) => {
    await next();
    if (c.res.ok) {
      const upload = c.req.path.startsWith(`/media/${UPLOADS_FOLDER}/`);
      c.res.headers.set(
        'Cache-Control',
        upload ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    }
  });
  app.use(
    '/media/*',
    serveStatic({ root: deps.media.root, rewriteRequestPath: (p) => p.replace(/^\/media/, '') }),
  );
  app.all('/media/*', (c) => c.json(errorBody('not_found'), 404));
  // From Settings → General (before the built file of the same name).
  app.get('/manifest.webmanifest', serveWebManifest(store));

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
    deps.logger.error({ err, reqId, path: c.req.path }, 'unhandled error');
    return c.json(errorBody('internal', undefined, reqId), 500);
  });

  return {
    app,
    caches: { menu, store },
    mailWorker,
    printWorker,
    retentionJob,
    async close() {
      // Before the database closes: the sends under way are recorded.
      await mailWorker.stop();
      await printWorker.stop();
      await retentionJob.stop();
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
