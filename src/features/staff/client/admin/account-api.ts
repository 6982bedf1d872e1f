import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, asForm, call } from '@/client/lib/api-client';
import type {
  PasswordConfirmInput,
  StaffPasswordInput,
  StaffProfileInput,
  TotpCodeInput,
} from '../../account.schema';
import { ADMIN_KEY, STAFF_ME_KEY } from '@/client/components/admin/staff-session';

/** The Account screen's cache: the profile and the sessions. */
export const ACCOUNT_KEY = [...ADMIN_KEY, 'account'] as const;
const SESSIONS_KEY = [...ACCOUNT_KEY, 'sessions'] as const;

/** GET /api/admin/account */
const accountQuery = queryOptions({
  queryKey: [...ACCOUNT_KEY, 'profile'],
  queryFn: () => call(apiClient.GET('/api/admin/account')),
});
export const useStaffAccount = () => useQuery(accountQuery);

/** PUT /api/admin/account: the top bar (GET /me) shows the new name and avatar too. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffProfileInput) => call(apiClient.PUT('/api/admin/account', { body: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY });
    },
  });
}

/** POST /api/admin/account/avatar: answers the stored image's address. */
export async function uploadAvatar(file: File): Promise<string> {
  return (await call(apiClient.POST('/api/admin/account/avatar', { body: { file }, bodySerializer: asForm })))
    .url;
}

/** POST /api/account/password (the customers' route: same rules and limits); other devices are signed out. */
export function useChangeStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffPasswordInput) => call(apiClient.POST('/api/account/password', { body: input })),
    // GET /me too: a password that had to be changed no longer holds the back office back.
    onSuccess: () =>
      Promise.all(
        [SESSIONS_KEY, STAFF_ME_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/** POST /api/admin/account/two-factor: the secret, QR address and backup codes (shown once). */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (input: PasswordConfirmInput) =>
      call(apiClient.POST('/api/admin/account/two-factor', { body: input })),
  });

function useTwoFactorChange<I>(change: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // GET /me too: it says whether two-factor sign-in is still required of this account.
    onSuccess: () =>
      Promise.all([ACCOUNT_KEY, STAFF_ME_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
/** POST /api/admin/account/two-factor/confirm */
export const useConfirmTwoFactor = () =>
  useTwoFactorChange((input: TotpCodeInput) =>
    call(apiClient.POST('/api/admin/account/two-factor/confirm', { body: input })),
  );
/** POST /api/admin/account/two-factor/disable */
export const useDisableTwoFactor = () =>
  useTwoFactorChange((input: PasswordConfirmInput) =>
    call(apiClient.POST('/api/admin/account/two-factor/disable', { body: input })),
  );

/** GET /api/admin/account/sessions */
export const useAccountSessions = () =>
  useQuery({ queryKey: SESSIONS_KEY, queryFn: () => call(apiClient.GET('/api/admin/account/sessions')) });

/** DELETE /api/admin/account/sessions/{id} */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(apiClient.DELETE('/api/admin/account/sessions/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** POST /api/admin/account/sessions/revoke-others */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(apiClient.POST('/api/admin/account/sessions/revoke-others')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** GET /api/admin/account/export: a link's address (the browser downloads the JSON file). */
export const ACCOUNT_EXPORT_HREF = '/api/admin/account/export';

/** POST /api/admin/account/delete; then the back office forgets everything it had. */
export function useDeleteMyAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordConfirmInput) =>
      call(apiClient.POST('/api/admin/account/delete', { body: input })),
    onSuccess: () => queryClient.removeQueries({ queryKey: ADMIN_KEY }),
  });
}
