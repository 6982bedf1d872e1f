import type { Context } from 'hono';
import type { AppEnv, Deps } from '../deps';
import { clientIp } from '../lib/rate-limit';
import { recordSecurityEvent } from './security-log';
import { staffOf } from './staff-guard';

/** Where a security-log entry came from: the client address and browser of the request. */
export interface RequestFacts {
  ip: string | null;
  userAgent: string | null;
}

/** The client address (through the trusted proxies only) and the User-Agent of a request. */
export function requestFacts(c: Context, env: Pick<Deps['env'], 'TRUST_PROXY'>): RequestFacts {
  const ip = clientIp(c, env.TRUST_PROXY);
  return { ip: ip === 'unknown' ? null : ip, userAgent: c.req.header('user-agent') ?? null };
}

/**
 * Logs a back-office export (a `data_export` entry): what was exported and how many rows, by the
 * signed-in staff member. Never the rows themselves, nor the search typed.
 */
export async function recordDataExport(
  deps: Pick<Deps, 'db' | 'env'>,
  c: Context<AppEnv>,
  what: string,
  rows: number,
): Promise<void> {
  const staff = staffOf(c);
  await recordSecurityEvent(deps.db, {
    kind: 'data_export',
    userId: staff.id,
    email: staff.email,
    actor: { id: staff.id, email: staff.email },
    ...requestFacts(c, deps.env),
    details: { export: what, rows },
  });
}
