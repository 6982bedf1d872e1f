/**
 * An error and the errors it wraps (`cause`), outermost first: Drizzle and the drivers wrap the
 * database's own error, which carries the code. At most six deep.
 */
function* causes(e: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let x = e, depth = 0; x && typeof x === 'object' && depth < 6; depth++) {
    yield x as { code?: unknown; message?: unknown };
    x = (x as { cause?: unknown }).cause;
  }
}

/** Did a write lose to a unique index (PostgreSQL 23505)? */
export function isUniqueViolation(e: unknown): boolean {
  for (const x of causes(e)) if (x.code === '23505') return true;
  return false;
}

/** Text PostgreSQL cannot store (22021, character_not_in_repertoire: a NUL character)? */
export function isUnstorableText(e: unknown): boolean {
  for (const x of causes(e)) if (x.code === '22021') return true;
  return false;
}

/** Connection-level failures: the database restarted, stopped or cannot be reached. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** Out of room: the disk (ours or the database server's) is full. */
const FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

export type Unavailable = 'database_unreachable' | 'disk_full';

/**
 * Why a request failed for want of the database rather than by its own fault, or null: the
 * connection dropped (a restart or a stop of PostgreSQL: 57P01–57P03, the 08 class, a socket
 * error), the server is out of connections (53300), or the disk is full (53100, ENOSPC). The
 * caller answers 503 with Retry-After; a write may have been committed just before, so a client
 * retries with the same idempotency key.
 */
export function unavailableReason(e: unknown): Unavailable | null {
  for (const { code, message } of causes(e)) {
    if (typeof code === 'string') {
      if (FULL_CODES.has(code)) return 'disk_full';
      if (UNREACHABLE_CODES.has(code) || /^(57P0[1-3]|08...|53300)$/.test(code))
        return 'database_unreachable';
    }
    if (typeof message === 'string') {
      if (/ENOSPC|No space left on device|could not extend file/i.test(message)) return 'disk_full';
      if (UNREACHABLE_MESSAGES.some((m) => message.includes(m))) return 'database_unreachable';
    }
  }
  return null;
}
