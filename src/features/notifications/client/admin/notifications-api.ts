import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';

/** Every notification query (bell and View all) is cached under this key. */
export const NOTIFICATIONS_KEY = [...ADMIN_KEY, 'notifications'] as const;

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
