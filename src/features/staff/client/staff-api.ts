import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/client/lib/api';
import type { ErrorCode } from '@/common/errors';
import type { SignInCodeInput, SignInInput, SignUpInput } from '@/features/accounts/account.schema';
import type { StaffRole } from '@/common/permissions';
import type { StaffAccount, StaffMe } from '../staff.schema';

/** Everything the back office caches lives under this key (dropped at sign-out). */
export const ADMIN_KEY = ['admin'] as const;
export const STAFF_ME_KEY = [...ADMIN_KEY, 'me'] as const;

interface StaffSession {
  me: StaffMe | null;
  refusal: { status: number; error: { code: ErrorCode; message_en: string; message_ar: string } } | null;
}

/**
 * The signed-in staff member, from GET /api/staff/session (always 200, so a signed-out visit
 * logs no error): fails with the ApiError /api/admin would answer (401 signed out, 403
 * `staff_pending`, 403 `forbidden` for customers and disabled accounts).
 */
export const staffMeQuery = queryOptions({
  queryKey: STAFF_ME_KEY,
  queryFn: async () => {
    const { me, refusal } = await api<StaffSession>('/staff/session');
    if (me) return me;
    const e = refusal!.error;
    throw new ApiError(refusal!.status, e.code, { en: e.message_en, ar: e.message_ar });
  },
  staleTime: 60_000,
  retry: (count, e) => !(e instanceof ApiError && e.status > 0 && e.status < 500) && count < 2,
});

export const useStaffMe = () => useQuery(staffMeQuery);

/**
 * Staff sign in through the same door as customers (POST /api/account/login, with its limits on
 * failed attempts); the back office then asks who they are. An account with two-factor sign-in
 * answers `null`: no session yet, the code step (useStaffSignInCode) comes next.
 */
export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<StaffMe | null> => {
      const answer = await api<{ twoFactorRequired?: true }>('/account/login', { method: 'POST', json: input });
      if (answer.twoFactorRequired) return null;
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
      await api('/account/login/two-factor', { method: 'POST', json: input });
      queryClient.removeQueries({ queryKey: ADMIN_KEY });
      return queryClient.fetchQuery(staffMeQuery);
    },
  });
}

/** POST /api/staff/signup: a pending staff account and its confirmation e-mail. */
export function useStaffSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api<{ ok: true }>('/staff/signup', { method: 'POST', json: input }),
  });
}

/** POST /api/account/logout, then forget everything the back office had cached. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/account/logout', { method: 'POST' }),
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
  useQuery({ queryKey: STAFF_ACCOUNTS_KEY, queryFn: () => api<StaffAccount[]>('/admin/staff'), enabled });

/** PATCH /api/admin/staff/{id}: approve a sign-up with a role (or change a role). */
export function useApproveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) =>
      api<StaffAccount>(`/admin/staff/${encodeURIComponent(id)}`, { method: 'PATCH', json: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}

/** DELETE /api/admin/staff/{id}: refuse a sign-up (the pending account is removed). */
export function useRefuseStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ refused: true }>(`/admin/staff/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}
