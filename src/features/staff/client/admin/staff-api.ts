import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { SignInCodeInput, SignInInput, SignUpInput } from '@/features/accounts';
import { ADMIN_KEY, staffMeQuery } from '@/client/components/admin/staff-session';
import type { StaffRole } from '@/common/permissions';
import type { StaffMe } from '../../staff.schema';

/**
 * Staff sign in through the same door as customers (POST /api/account/login, with its limits on
 * failed attempts); the back office then asks who they are. An account with two-factor sign-in
 * answers `null`: no session yet, the code step (useStaffSignInCode) comes next.
 */
export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<StaffMe | null> => {
      const answer = await call(apiClient.POST('/api/account/login', { body: input }));
      if ('twoFactorRequired' in answer) return null;
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      return queryClient.fetchQuery(staffMeQuery);
    },
  });
}

/** POST /api/account/login/two-factor: the authenticator code (or a backup code) finishes the sign-in. */
export function useStaffSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInCodeInput) => {
      await call(apiClient.POST('/api/account/login/two-factor', { body: input }));
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      return queryClient.fetchQuery(staffMeQuery);
    },
  });
}

/** POST /api/staff/signup: a pending staff account and its confirmation e-mail. */
export function useStaffSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => call(apiClient.POST('/api/staff/signup', { body: input })),
  });
}

/** POST /api/account/logout, then forget everything the back office had cached. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(apiClient.POST('/api/account/logout')),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      queryClient.removeQueries({ queryKey: ['account'] });
    },
  });
}

/** Back-office accounts (staff and sign-ups awaiting approval), cached under this key. */
export const STAFF_ACCOUNTS_KEY = [...ADMIN_KEY, 'staff'] as const;

/** GET /api/admin/staff (owners and admins only: `enabled` false for anyone else). */
export const useStaffAccounts = (enabled: boolean) =>
  useQuery({ queryKey: STAFF_ACCOUNTS_KEY, queryFn: () => call(apiClient.GET('/api/admin/staff')), enabled });

/** PATCH /api/admin/staff/{id}: approve a sign-up with a role (or change a role). */
export function useApproveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) =>
      call(apiClient.PATCH('/api/admin/staff/{id}', { params: { path: { id } }, body: { role } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}

/** DELETE /api/admin/staff/{id}: refuse a sign-up (the pending account is removed). */
export function useRefuseStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(apiClient.DELETE('/api/admin/staff/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}
