import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { StaffRole } from '@/common/permissions';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import { STAFF_ACCOUNTS_KEY } from './staff-api';

const byId = (id: string) => ({ params: { path: { id } } });

/** A change to an account: the list is fetched again (and the security log, which records it). */
function useAccountMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
        queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'security-events'] }),
      ]),
  });
}

/** PATCH /api/admin/staff/{id}: a new role, or disabled / enabled. */
export const useSetStaffAccess = () =>
  useAccountMutation(({ id, ...change }: { id: string; role?: StaffRole; disabled?: boolean }) =>
    call(apiClient.PATCH('/api/admin/staff/{id}', { ...byId(id), body: change })),
  );

/** DELETE /api/admin/staff/{id}/sessions: signed out everywhere. */
export const useEndStaffSessions = () =>
  useAccountMutation((id: string) => call(apiClient.DELETE('/api/admin/staff/{id}/sessions', byId(id))));

/** POST /api/admin/staff/{id}/password-reset: a single-use reset link by e-mail. */
export const useSendStaffPasswordReset = () =>
  useAccountMutation((id: string) => call(apiClient.POST('/api/admin/staff/{id}/password-reset', byId(id))));

/** PUT /api/admin/staff/{id}/employee: the employee record orders credit (null unlinks). */
export function useLinkStaffEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, employeeId }: { id: string; employeeId: string | null }) =>
      call(apiClient.PUT('/api/admin/staff/{id}/employee', { ...byId(id), body: { employeeId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}

/** GET /api/admin/employees/options (the orders screen's choices, same cache): every employee record. */
export const useEmployeeRecords = (enabled: boolean) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'employee-options'],
    queryFn: () => call(apiClient.GET('/api/admin/employees/options')),
    staleTime: 5 * 60_000,
    enabled,
  });
