import { z } from 'zod';
import { STAFF_ROLES, type Permission, type StaffRole } from '@/common/permissions';

/** PATCH /api/admin/staff/{id}: approve (give a role), change a role, disable or enable. */
export const StaffAccessSchema = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { message: 'validation.required' });

/** GET /api/admin/me: who is signed in to the back office and what they may do. */
export interface StaffMe {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  permissions: Permission[];
  displayName: string | null;
  language: 'ar' | 'en' | null;
  image: string | null;
  /** The password no longer meets the rule: only the password change until it is changed. */
  mustChangePassword: boolean;
  /** Two-factor sign-in is required of this owner or admin and not set up yet: only its setup. */
  twoFactorSetupRequired: boolean;
}

/** PUT /api/admin/staff/{id}/employee: the employee record this account is (null unlinks). */
export const StaffEmployeeLinkSchema = z.object({ employeeId: z.uuid().nullable() }).strict();

/** Shown in the staff accounts list: pending (awaiting approval), active, or disabled. */
export const STAFF_ACCOUNT_STATUSES = ['pending', 'active', 'disabled'] as const;
export type StaffAccountStatus = (typeof STAFF_ACCOUNT_STATUSES)[number];

/** One back-office account (staff, or a sign-up awaiting approval). */
export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  role: StaffRole | 'pending';
  status: StaffAccountStatus;
  disabled: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** The last successful sign-in, if any. */
  lastSignInAt: string | null;
  /** The employee record orders credit when this account acts on them. */
  employee: { id: string; nameEn: string; nameAr: string } | null;
  createdAt: string;
}
