import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { AdjustmentCreate, CloseShift, OpenShift } from '../../shifts.schema';

/** Every shift query is cached under this key (a close or an adjustment refreshes them all). */
const SHIFTS_KEY = [...ADMIN_KEY, 'shifts'] as const;

/**
 * GET /api/admin/shifts/current (refreshed every minute: the live figures move with payments).
 * Never taken from the cache as it is: another tablet may have opened or closed the shift since,
 * and the till must not offer to close a shift that is already closed (or open a second one).
 */
export const currentShiftQuery = queryOptions({
  queryKey: [...SHIFTS_KEY, 'current'],
  queryFn: () => call(apiClient.GET('/api/admin/shifts/current')),
  staleTime: 0,
  refetchInterval: 60_000,
});
export const useCurrentShift = (enabled = true) => useQuery({ ...currentShiftQuery, enabled });

/** GET /api/admin/shifts */
export const useShiftList = (query: { page: number; pageSize: number }, enabled = true) =>
  useQuery({
    queryKey: [...SHIFTS_KEY, 'list', query],
    queryFn: () => call(apiClient.GET('/api/admin/shifts', { params: { query } })),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/admin/shifts/{id} */
export const useShiftReport = (id: string) =>
  useQuery({
    queryKey: [...SHIFTS_KEY, 'report', id],
    queryFn: () => call(apiClient.GET('/api/admin/shifts/{id}', { params: { path: { id } } })),
  });

/** GET /api/admin/shifts/days/{day} */
export const useDayClose = (day: string) =>
  useQuery({
    queryKey: [...SHIFTS_KEY, 'day', day],
    queryFn: () => call(apiClient.GET('/api/admin/shifts/days/{day}', { params: { path: { day } } })),
  });

function useShiftMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIFTS_KEY }),
  });
}

/** POST /api/admin/shifts */
export const useOpenShift = () =>
  useShiftMutation((body: OpenShift) => call(apiClient.POST('/api/admin/shifts', { body })));

/** POST /api/admin/shifts/{id}/close */
export const useCloseShift = () =>
  useShiftMutation(({ id, ...body }: CloseShift & { id: string }) =>
    call(apiClient.POST('/api/admin/shifts/{id}/close', { params: { path: { id } }, body })),
  );

/** POST /api/admin/shifts/{id}/adjustments */
export const useAddAdjustment = () =>
  useShiftMutation(({ id, ...body }: AdjustmentCreate & { id: string }) =>
    call(apiClient.POST('/api/admin/shifts/{id}/adjustments', { params: { path: { id } }, body })),
  );
