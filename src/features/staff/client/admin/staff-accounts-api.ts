import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { StaffRole } from '@/common/permissions';
import type { EmployeeChoice } from '@/features/orders/orders.admin.schema';
import type { StaffAccount } from '../../staff.schema';
import { ADMIN_KEY, STAFF_ACCOUNTS_KEY } from '../staff-api';

const path = (id: string, rest = '') => `/admin/staff/${encodeURIComponent(id)}${rest}`;

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
    api<StaffAccount>(path(id), { method: 'PATCH', json: change }),
  );

/** DELETE /api/admin/staff/{id}/sessions: signed out everywhere. */
export const useEndStaffSessions = () => useAccountMutation((id: string) => api<{ ended: number }>(path(id, '/sessions'), { method: 'DELETE' }));

/** POST /api/admin/staff/{id}/password-reset: a single-use reset link by e-mail. */
export const useSendStaffPasswordReset = () =>
  useAccountMutation((id: string) => api<{ sent: true }>(path(id, '/password-reset'), { method: 'POST' }));

/** PUT /api/admin/staff/{id}/employee: the employee record orders credit (null unlinks). */
export function useLinkStaffEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, employeeId }: { id: string; employeeId: string | null }) =>
      api<StaffAccount>(path(id, '/employee'), { method: 'PUT', json: { employeeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ACCOUNTS_KEY }),
  });
}

/** GET /api/admin/employees/options (the orders screen's choices, same cache): every employee record. */
export const useEmployeeRecords = (enabled: boolean) =>
  useQuery({ queryKey: [...ADMIN_KEY, 'employee-options'], queryFn: () => api<EmployeeChoice[]>('/admin/employees/options'), staleTime: 5 * 60_000, enabled });
