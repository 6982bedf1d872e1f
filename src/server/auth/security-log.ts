import type { SecurityEventKind } from '@/common/domain';
import type { Db } from '../db/client';
import { securityEvents } from '../db/schema';

/** One line of the security log. Never a password, a code or a token: `details` holds ids and names only. */
export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The account it concerns (null when the address matches no account). */
  userId?: string | null;
  email?: string | null;
  /** Who did it, when not the account itself. */
  actor?: { id: string; email: string } | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends to the security log (`security_events`, kept 180 days). Pass the transaction of the
 * change it records where there is one, so the log and the change are kept together.
 */
export async function recordSecurityEvent(db: Pick<Db, 'insert'>, e: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    kind: e.kind,
    userId: e.userId ?? null,
    email: e.email?.toLowerCase() ?? null,
    actorId: e.actor?.id ?? null,
    actorEmail: e.actor?.email.toLowerCase() ?? null,
    ip: e.ip ?? null,
    userAgent: e.userAgent?.slice(0, 300) ?? null,
    details: e.details ?? {},
  });
}
