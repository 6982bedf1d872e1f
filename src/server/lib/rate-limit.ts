import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { errorBody } from '@/common/errors';

/** The caller's address: the socket's, or the first X-Forwarded-For hop behind a proxy. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // requests made in-process (tests) have no socket
  }
}

/** Limits a route per client address; answers 429 in the one error shape. */
export function limitPerClient(limit: number, windowMs: number) {
  return rateLimiter({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientIp,
    handler: (c) => c.json(errorBody('rate_limited'), 429),
  });
}
