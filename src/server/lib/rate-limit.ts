import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { errorBody } from '@/common/errors';

/**
 * The caller's address: the socket's, or, when the shop runs behind a trusted proxy
 * (TRUST_PROXY=1), the first X-Forwarded-For hop. Without a proxy the header is the caller's
 * own claim and is ignored.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // requests made in-process (tests) have no socket
  }
}

/** Limits a route per client address; answers 429 in the one error shape. */
export function limitPerClient(limit: number, windowMs: number, trustProxy: boolean) {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => clientIp(c, trustProxy),
    handler: (c) => c.json(errorBody('rate_limited'), 429),
  });
}
