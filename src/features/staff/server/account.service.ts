import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { normalizePhone } from '@/common/text';
import type { Db } from '@/server/db/client';
import type { Deps } from '@/server/deps';
import { sessions, staffProfiles, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { NotificationPrefs, StaffAccountView, StaffProfileSchema } from '../account.schema';

export const DEFAULT_NOTIFICATIONS: NotificationPrefs = {
  orderUpdates: true,
  productAlerts: true,
  systemNotices: true,
  marketing: false,
};

/** The staff member's account and profile (defaults when they never saved one), in one query. */
export async function getStaffAccount(db: Db, userId: string): Promise<StaffAccountView> {
  const [row] = await db
    .select({ user: users, profile: staffProfiles })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('not_found', 404);
  const { user, profile } = row;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    name: user.name,
    image: user.image,
    displayName: profile?.displayName ?? '',
    phone: profile?.phone ?? '',
    jobTitle: profile?.jobTitle ?? '',
    language: profile?.language ?? null,
    timezone: (profile?.timezone ?? 'Asia/Dubai') as StaffAccountView['timezone'],
    emailNotifications: { ...DEFAULT_NOTIFICATIONS, ...profile?.emailNotifications },
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Saves the profile: name and avatar on the account, the rest in staff_profiles. */
export async function updateStaffProfile(
  db: Db,
  userId: string,
  input: z.output<typeof StaffProfileSchema>,
): Promise<StaffAccountView> {
  const profile = {
    displayName: input.displayName || null,
    phone: input.phone ? normalizePhone(input.phone) : null,
    jobTitle: input.jobTitle || null,
    language: input.language,
    timezone: input.timezone,
    emailNotifications: input.emailNotifications,
  };
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: input.name, image: input.image }).where(eq(users.id, userId));
    await tx
      .insert(staffProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: staffProfiles.userId, set: profile });
  });
  return getStaffAccount(db, userId);
}

/**
 * "Export my data": the account, profile and sessions as the staff member may see them. Never a
 * password hash, session token, two-factor secret or backup code.
 */
export async function exportStaffData(db: Db, userId: string) {
  const account = await getStaffAccount(db, userId);
  const [user] = await db
    .select({ emailVerified: users.emailVerified, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select({
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt));
  const { displayName, phone, jobTitle, language, timezone, emailNotifications, ...rest } = account;
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...rest,
      emailVerified: user?.emailVerified ?? false,
      updatedAt: user?.updatedAt.toISOString() ?? null,
    },
    profile: { displayName, phone, jobTitle, language, timezone, emailNotifications },
    sessions: rows.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      lastActiveAt: s.lastActiveAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
  };
}

/**
 * Deletes the staff member's own account after their password is confirmed (by the caller).
 * The last enabled owner cannot leave: the owners are locked while counted, so two owners
 * deleting themselves at once leave one. Sessions, profile and two-factor rows go with the user
 * (ON DELETE CASCADE); orders and tickets keep their history (SET NULL).
 */
export async function deleteStaffAccount(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [me] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!me) throw new AppError('not_found', 404);
    if (me.role === 'owner') {
      const owners = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'owner'), eq(users.disabled, false)))
        .for('update');
      if (owners.length <= 1) throw new AppError('last_owner', 409);
    }
    await tx.delete(users).where(eq(users.id, userId));
  });
}
