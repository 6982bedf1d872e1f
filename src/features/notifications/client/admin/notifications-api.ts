import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { NOTIFICATIONS_KEY } from '@/client/components/admin/shared-query-keys';

export interface NotificationListParams {
  filter: 'all' | 'unread';
  page: number;
  pageSize: number;
}

/** GET /api/admin/notifications */
const notificationsQuery = (params: NotificationListParams) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, params],
    queryFn: () => call(apiClient.GET('/api/admin/notifications', { params: { query: params } })),
    placeholderData: keepPreviousData,
  });
export const useNotifications = (params: NotificationListParams) => useQuery(notificationsQuery(params));

/** POST /api/admin/notifications/{id}/read */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(apiClient.POST('/api/admin/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** POST /api/admin/notifications/read-all */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(apiClient.POST('/api/admin/notifications/read-all')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
