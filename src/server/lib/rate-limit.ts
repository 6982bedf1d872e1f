import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';
import { rateLimiter } from 'hono-rate-limiter';
import { errorBody } from '@/common/errors';
import type { Db } from '../db/client';
import { clientKeyOf } from './client-key';
import { databaseRateStore } from './rate-limit-store';

/**
 * The caller's address. Without a trusted proxy (`trustedHops` 0) it is the socket's, and
 * X-Forwarded-For is the caller's own claim, ignored. Behind `trustedHops` proxies, each of which
 * appends the address it saw, it is the entry the outermost one appended: the Nth from the right
 * (entries further left were written by the caller and prove nothing). When there are fewer
 * entries than hops, every entry came from our proxies, so the leftmost is the furthest address
 * any of them saw: it is taken (as Express does), not the socket's, which would be a proxy's own
 * address shared by every customer. An entry that is not an IP address (a misconfigured chain)
 * falls back to the socket.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const chosen = entries[Math.max(0, entries.length - trustedHops)];
    if (chosen && isIP(chosen)) return chosen;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // requests made in-process (tests) have no socket
  }
}

/**
 * Limits a route per client address; answers 429 in the one error shape. The hits are counted in
 * the database under `name` (one name per limited route), so several server processes on one
 * PostgreSQL share one count per client (decision 053).
 */
export function limitPerClient(
  deps: { db: Db; env: { TRUST_PROXY: number } },
  name: string,
  limit: number,
  windowMs: number,
) {
  const trustedHops = deps.env.TRUST_PROXY;
  return rateLimiter({
    windowMs,
    limit,
    store: databaseRateStore(deps.db, name, windowMs),
    standardHeaders: 'draft-7',
    // An IPv6 client by its /64: one host holds the whole network's addresses.
    keyGenerator: (c) => clientKeyOf(clientIp(c, trustedHops)),
    handler: (c) => c.json(errorBody('rate_limited'), 429),
  });
}
