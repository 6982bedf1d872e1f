/**
 * Did a write lose to a unique index (PostgreSQL 23505)? Drizzle and the drivers wrap the
 * database's error, so its `cause` chain is followed.
 */
export function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    if ((x as { code?: string }).code === '23505') return true;
  }
  return false;
}
