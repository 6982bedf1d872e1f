import { and, eq, sql } from 'drizzle-orm';
import type { SecurityEventKind } from '@/common/domain';
import { assignableRoles, type Role, type StaffRole } from '@/common/permissions';
import type { RequestFacts } from '@/server/auth/security-facts';
import { recordSecurityEvent } from '@/server/auth/security-log';
import type { StaffUser } from '@/server/auth/staff-guard';
import type { Db } from '@/server/db/client';
import type { Deps } from '@/server/deps';
import { sessions, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { assertPasswordRule } from '@/server/auth/password-check';
import {
  emailHasAccount,
  emailTakenError,
  signUpOrTellHolder,
  STAFF_VERIFIED_CALLBACK,
  startSignUpOver,
} from '@/features/accounts/server';
import type { RequestClient } from '@/server/auth/password-reset-hooks';
import type { Locale } from '@/common/locales';
import type { StaffAccount } from '../staff.schema';
import { getStaffAccount, rank } from './staff-accounts.service';

/** ADMIN_EMAIL names an account that is a shop customer's: it is never promoted silently. */
export class OwnerConflictError extends Error {}

/**
 * Creates a user with a password through better-auth's own adapter and hashing (no hand-written
 * crypto), with a role set by the server. Staff accounts get no customer record.
 */
export async function createUserWithRole(
  auth: Deps['auth'],
  input: { email: string; name: string; password: string; role: Role; emailVerified: boolean },
): Promise<string> {
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(input.password);
  const user = await ctx.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: input.name,
      emailVerified: input.emailVerified,
      role: input.role,
    },
    { method: 'admin' } as never,
  );
  await ctx.internalAdapter.linkAccount({
    providerId: 'credential',
    accountId: user.id,
    password: hash,
    userId: user.id,
  });
  return user.id;
}

/**
 * `/admin/signup`: a staff account that can use nothing until an owner or admin approves it.
 * The e-mail must be confirmed too (the link leads back to the staff sign-in). An address that
 * has an account answers the same and its owner is told by e-mail (signUpOrTellHolder).
 */
export async function signUpStaff(
  deps: Pick<Deps, 'auth' | 'db' | 'publicUrl'>,
  input: { name: string; email: string; password: string; locale?: Locale },
  client: RequestClient,
): Promise<void> {
  const email = input.email.toLowerCase();
  assertPasswordRule(input.password, 'staff', { email, name: input.name });
  await signUpOrTellHolder(deps, input, client, async () => {
    // An unconfirmed sign-up with the address (customer or staff) is replaced.
    await startSignUpOver(deps.db, email);
    try {
      await createUserWithRole(deps.auth, {
        name: input.name,
        email,
        password: input.password,
        role: 'pending',
        emailVerified: false,
      });
    } catch (e) {
      // A concurrent sign-up with the same address loses on the unique index.
      if (await emailHasAccount(deps.db, email)) throw emailTakenError();
      throw e;
    }
    await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: STAFF_VERIFIED_CALLBACK } });
  });
}

/**
 * The owner account from ADMIN_EMAIL / ADMIN_PASSWORD (or `npm run admin -- create-owner`):
 * created verified when missing; an existing staff account becomes owner; a customer's account
 * is refused (OwnerConflictError). The password of an existing account is left as it is.
 */
export async function ensureOwner(
  deps: Pick<Deps, 'auth' | 'db'>,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const address = email.toLowerCase();
  const [existing] = await deps.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, address))
    .limit(1);
  if (!existing) {
    // env.ts and `npm run admin` check ADMIN_PASSWORD first, with their own clear message.
    assertPasswordRule(password, 'staff', { email: address });
    await createUserWithRole(deps.auth, {
      email: address,
      name: address.split('@')[0]!,
      password,
      role: 'owner',
      emailVerified: true,
    });
    return 'created';
  }
  if (existing.role === 'customer') {
    throw new OwnerConflictError(
      `${address} already belongs to a customer account; it is not made the shop's owner. ` +
        'Use another e-mail address for the owner (ADMIN_EMAIL).',
    );
  }
  if (existing.role === 'owner') return 'unchanged';
  await deps.db
    .update(users)
    .set({ role: 'owner', disabled: false, emailVerified: true })
    .where(eq(users.id, existing.id));
  await deps.db.delete(sessions).where(eq(sessions.userId, existing.id));
  return 'promoted';
}

/**
 * Approves a sign-up (gives it a role), changes a role, or disables / enables an account. An
 * actor changes only accounts below their own role (owners change anyone but themselves), hands
 * out only roles below their own (owners any), and the last enabled owner stays. Every change
 * ends the account's sessions, so it takes effect at once.
 */
export async function setStaffAccess(
  db: Db,
  actor: StaffUser,
  userId: string,
  change: { role?: StaffRole; disabled?: boolean },
  facts: RequestFacts = { ip: null, userAgent: null },
): Promise<StaffAccount> {
  if (userId === actor.id) throw new AppError('forbidden', 403);
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update').limit(1);
    if (!target || target.role === 'customer') throw new AppError('not_found', 404);
    if (actor.role !== 'owner' && rank(target.role) >= rank(actor.role)) throw new AppError('forbidden', 403);
    if (change.role && !assignableRoles(actor.role).includes(change.role))
      throw new AppError('forbidden', 403);
    const losesOwner =
      target.role === 'owner' && ((change.role && change.role !== 'owner') || change.disabled);
    if (losesOwner) {
      // Locked, so two owners demoting each other at once cannot leave the shop with none.
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'owner'), eq(users.disabled, false)))
        .for('update');
      if (owners.length <= 1) throw new AppError('forbidden', 403);
    }
    const [updated] = await tx
      .update(users)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
      })
      .where(eq(users.id, userId))
      .returning();
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    const log = (kind: SecurityEventKind, details: Record<string, unknown>) =>
      recordSecurityEvent(tx, {
        kind,
        userId,
        email: target.email,
        actor: { id: actor.id, email: actor.email },
        ...facts,
        details,
      });
    if (change.role && target.role === 'pending') await log('staff_approved', { role: change.role });
    else if (change.role && change.role !== target.role)
      await log('role_changed', { from: target.role, to: change.role, sessionsEnded: ended.length });
    if (change.disabled !== undefined && change.disabled !== target.disabled) {
      await log(change.disabled ? 'account_disabled' : 'account_enabled', { sessionsEnded: ended.length });
    }
    return getStaffAccount(tx, updated!.id);
  });
}

/**
 * Refuses a sign-up: the pending account is removed (its sessions and password go with it), so
 * the address can sign up again later. Only pending accounts: staff are disabled,
 * never deleted, from here. 404 `staff_signup_not_found` when there is no such pending account
 * (already approved, refused by someone else, or never there).
 */
export async function refuseSignUp(
  db: Db,
  actor: StaffUser,
  userId: string,
  facts: RequestFacts = { ip: null, userAgent: null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(users)
      .where(and(eq(users.id, userId), eq(users.role, 'pending')))
      .returning({ id: users.id, email: users.email });
    if (gone.length === 0) throw new AppError('staff_signup_not_found', 404);
    // The account is gone: the entry keeps its address (and the id, which now names nothing).
    await recordSecurityEvent(tx, {
      kind: 'staff_refused',
      userId,
      email: gone[0]!.email,
      actor: { id: actor.id, email: actor.email },
      ...facts,
    });
  });
}
