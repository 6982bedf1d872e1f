import { z } from '@hono/zod-openapi';
import { permissionsOf, STAFF_ROLES } from '@/common/permissions';
import type { StaffUser } from '@/server/auth/staff-guard';
import type { StaffMe } from '../staff.schema';

/** The signed-in staff member as the back office reads it (GET /api/admin/me, GET /api/staff/session). */
export const StaffMeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    permissions: z.array(z.string()),
  })
  .openapi('StaffMe');

export const staffMe = (staff: StaffUser): StaffMe => ({ ...staff, permissions: permissionsOf(staff.role) });
