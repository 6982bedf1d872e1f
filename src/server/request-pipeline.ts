import type { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './deps';
import type { Logger } from './lib/logger';
import { apiBodyLimit } from './security/body-limit';
import { isSecured, securityHeaders } from './security/headers';
import { originCheck } from './security/origin-check';
import { personalNoStore } from './security/personal-no-store';

/** What every request passes through before a route, in this order (bench/middleware-cost.ts measures each). */
export const PIPELINE = [
  'requestId',
  'securityHeaders',
  'personalNoStore',
  'requestLog',
  'closeOn413',
  'bodyLimit',
  'originCheck',
] as const;
export type PipelineStep = (typeof PIPELINE)[number];

export interface PipelineOptions {
  https: boolean;
  logger: Logger;
  trustedOrigins: string[];
  /** For the benchmark only: steps left out. The app never passes it. */
  without?: ReadonlySet<PipelineStep>;
}

/**
 * Names each request: the proxy's X-Request-Id when it sends a sane one, a new UUID otherwise. In
 * the error body of a 500, the log lines, and the X-Request-Id header of every answer.
 */
function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let id = c.req.header('x-request-id');
    if (!id || id.length > 255 || /[^\w\-=]/.test(id)) id = crypto.randomUUID();
    c.set('requestId', id);
    await next();
    if (!isSecured(c.res)) c.res.headers.set('X-Request-Id', id);
  };
}

/** The API's debug line: method, path (never the query), status, time. Nothing is built when debug is off. */
function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!logger.isLevelEnabled('debug')) return next();
    const started = performance.now();
    await next();
    logger.debug({
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  };
}

/**
 * A body over the size limit is refused (413) before anything reads it. The rest of that body is
 * never read, so the connection cannot carry another request: the answer says so
 * (Connection: close) and the server closes it after the answer, instead of cutting it off later
 * under a client that was told it could go on (keep-alive), which saw ECONNRESET.
 */
const closeOn413: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 413) c.res.headers.set('Connection', 'close');
};

/** Registers the steps every request passes through (src/server/shell/app.ts, before any route). */
export function applyRequestPipeline(app: OpenAPIHono<AppEnv>, opts: PipelineOptions) {
  const on = (step: PipelineStep) => !opts.without?.has(step);
  if (on('requestId')) app.use('*', requestId());
  // On every answer (pages, assets, API, media), errors included.
  if (on('securityHeaders')) app.use('*', ...securityHeaders({ https: opts.https }));
  // Personal answers (an account's, an order's, staff's) are never stored by any cache.
  if (on('personalNoStore')) app.use('*', personalNoStore());
  if (on('requestLog')) app.use('/api/*', requestLog(opts.logger));
  if (on('closeOn413')) app.use('*', closeOn413);
  if (on('bodyLimit')) app.use('/api/*', apiBodyLimit());
  // Cross-site requests that change something are refused before anything else runs.
  if (on('originCheck')) app.use('/api/*', originCheck(opts.trustedOrigins));
}
