import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { PERMISSIONS, permissionsOf, STAFF_ROLES, type Permission } from '@/common/permissions';
import type { StaffUser } from '@/server/auth/staff-guard';
import type { Db } from '@/server/db/client';
import { staffProfiles, users } from '@/server/db/schema';
import type { StaffMe } from '../staff.schema';

/** The signed-in staff member as the back office reads it (GET /api/admin/me, GET /api/staff/session). */
export const StaffMeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    /** What the role may do (the permission map in common/permissions.ts). */
    permissions: z.array(z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]])),
    /** From the Account screen: shown in the top bar; null when never set. */
    displayName: z.string().nullable(),
    /** The staff member's own language, or null for the shop's default. */
    language: z.enum(['ar', 'en']).nullable(),
    /** Avatar (a /media/ path) or null. */
    image: z.string().nullable(),
    /** The password no longer meets the rule: the back office shows only the password change. */
    mustChangePassword: z.boolean(),
    /** Two-factor sign-in is required (Settings → Security) and not set up: only its setup is shown. */
    twoFactorSetupRequired: z.boolean(),
  })
  .openapi('StaffMe');

/** The staff member with their permissions and the profile bits the shell shows (one query). */
export async function staffMe(db: Db, staff: StaffUser): Promise<StaffMe> {
  const [row] = await db
    .select({ image: users.image, displayName: staffProfiles.displayName, language: staffProfiles.language })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(eq(users.id, staff.id))
    .limit(1);
  return {
    // Not the session id the guard added: the answer says who, not which session.
    id: staff.id,
    email: staff.email,
    name: staff.name,
    role: staff.role,
    permissions: permissionsOf(staff.role),
    displayName: row?.displayName ?? null,
    language: row?.language ?? null,
    image: row?.image ?? null,
    mustChangePassword: staff.mustChangePassword ?? false,
    twoFactorSetupRequired: staff.twoFactorSetupRequired ?? false,
  };
}
