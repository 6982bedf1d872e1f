import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isStaffRole, STAFF_ROLES, type Role } from '@/common/permissions';
import type { RequestFacts } from '@/server/auth/security-facts';
import { recordSecurityEvent } from '@/server/auth/security-log';
import type { StaffUser } from '@/server/auth/staff-guard';
import type { Db, Tx } from '@/server/db/client';
import { employees, sessions, users } from '@/server/db/schema';
import type { Deps } from '@/server/deps';
import { isUniqueViolation } from '@/server/lib/db-errors';
import { AppError } from '@/server/lib/errors';
import type { StaffAccount } from '../staff.schema';
import { adminHref } from '@/common/admin-paths';

/** Where a password-reset link sent from the back office leads (the staff reset page). */
export const STAFF_RESET_REDIRECT = adminHref('resetPassword');

const COLUMNS = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  disabled: users.disabled,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  employeeId: employees.id,
  employeeNameEn: employees.nameEn,
  employeeNameAr: employees.nameAr,
};

const staffAccounts = (db: Db | Tx) =>
  db.select(COLUMNS).from(users).leftJoin(employees, eq(employees.userId, users.id));
type Row = Awaited<ReturnType<typeof staffAccounts>>[number];

function toStaffAccount(r: Row): StaffAccount {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role as StaffAccount['role'],
    status: r.role === 'pending' ? 'pending' : r.disabled ? 'disabled' : 'active',
    disabled: r.disabled,
    emailVerified: r.emailVerified,
    twoFactorEnabled: r.twoFactorEnabled,
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    employee: r.employeeId
      ? { id: r.employeeId, nameEn: r.employeeNameEn!, nameAr: r.employeeNameAr! }
      : null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Back-office accounts (staff and pending sign-ups), in the order they were made, with their employee record. */
export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await staffAccounts(db)
    .where(ne(users.role, 'customer'))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(toStaffAccount);
}

/** One back-office account (404 for a customer or an unknown id). */
export async function getStaffAccount(db: Db | Tx, userId: string): Promise<StaffAccount> {
  const [row] = await staffAccounts(db).where(and(eq(users.id, userId), ne(users.role, 'customer')));
  if (!row) throw new AppError('not_found', 404);
  return toStaffAccount(row);
}

export const rank = (role: Role) => (isStaffRole(role) ? STAFF_ROLES.indexOf(role) : -1);

/**
 * The account an actor may act on: never themselves (their own account screen does that), never
 * a customer (404), and only below their own role unless they are an owner.
 */
export async function manageableAccount(db: Db | Tx, actor: StaffUser, userId: string) {
  if (userId === actor.id) throw new AppError('forbidden', 403);
  const [target] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!target || target.role === 'customer') throw new AppError('not_found', 404);
  if (actor.role !== 'owner' && rank(target.role) >= rank(actor.role)) throw new AppError('forbidden', 403);
  return target;
}

const actorOf = (actor: StaffUser) => ({ id: actor.id, email: actor.email });

/** Ends every session of an account (signed out everywhere at once), logged as `sessions_revoked`. */
export async function endStaffSessions(
  db: Db,
  actor: StaffUser,
  userId: string,
  facts: RequestFacts,
): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const target = await manageableAccount(tx, actor, userId);
    const gone = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await recordSecurityEvent(tx, {
      kind: 'sessions_revoked',
      userId,
      email: target.email,
      actor: actorOf(actor),
      ...facts,
      details: { sessions: gone.length },
    });
    return { ended: gone.length };
  });
}

/**
 * E-mails the account a password-reset link (better-auth's own reset flow: a single-use token,
 * its e-mail sent by `emailAndPassword.sendResetPassword`), logged as `password_reset_requested`
 * with the staff member who sent it. 503 `password_reset_unavailable` while the server has no
 * reset e-mail configured. The account keeps its password and sessions until the link is used.
 */
export async function sendStaffPasswordReset(
  deps: Pick<Deps, 'auth' | 'db'>,
  actor: StaffUser,
  userId: string,
  facts: RequestFacts,
): Promise<void> {
  const target = await manageableAccount(deps.db, actor, userId);
  const ctx = await deps.auth.$context;
  // Read loosely: the option is typed away while this server's auth config has none.
  const options = ctx.options.emailAndPassword as { sendResetPassword?: unknown } | undefined;
  if (!options?.sendResetPassword) throw new AppError('password_reset_unavailable', 503);
  await deps.auth.api.requestPasswordReset({
    body: { email: target.email, redirectTo: STAFF_RESET_REDIRECT },
  });
  await recordSecurityEvent(deps.db, {
    kind: 'password_reset_requested',
    userId,
    email: target.email,
    actor: actorOf(actor),
    ...facts,
    details: { by: 'staff' },
  });
}

/**
 * Links an account to its employee record (null unlinks), so orders it acts on credit that
 * employee. One record per account and one account per record: a record linked to another
 * account is refused (409 `employee_linked_elsewhere`) rather than taken from it silently.
 * Linking grants no access, so any account an actor can see may be linked, their own included.
 */
export async function linkStaffEmployee(
  db: Db,
  userId: string,
  employeeId: string | null,
): Promise<StaffAccount> {
  try {
    return await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!target || target.role === 'customer') throw new AppError('not_found', 404);
      if (employeeId) {
        const [record] = await tx
          .select({ userId: employees.userId })
          .from(employees)
          .where(eq(employees.id, employeeId))
          .for('update');
        if (!record) throw new AppError('employee_not_found', 404);
        if (record.userId && record.userId !== userId) throw new AppError('employee_linked_elsewhere', 409);
      }
      await tx
        .update(employees)
        .set({ userId: null })
        .where(and(eq(employees.userId, userId), employeeId ? ne(employees.id, employeeId) : sql`true`));
      if (employeeId) await tx.update(employees).set({ userId }).where(eq(employees.id, employeeId));
      return getStaffAccount(tx, userId);
    });
  } catch (e) {
    // Two links of one record at once: the unique index keeps one, the other hears why.
    if (isUniqueViolation(e)) throw new AppError('employee_linked_elsewhere', 409);
    throw e;
  }
}
