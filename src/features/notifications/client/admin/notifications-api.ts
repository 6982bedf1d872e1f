import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toQuery } from '@/client/components/admin/use-list-params';
import { api } from '@/client/lib/api';
import { ADMIN_KEY } from '@/features/staff/client/staff-api';
import type { NotificationPage } from '../../notifications.schema';

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
    queryFn: () => api<NotificationPage>(`/admin/notifications${toQuery({ ...params })}`),
    placeholderData: keepPreviousData,
  });
export const useNotifications = (params: NotificationListParams) => useQuery(notificationsQuery(params));

/** POST /api/admin/notifications/{id}/read */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/admin/notifications/${id}/read`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** POST /api/admin/notifications/read-all */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ marked: number }>('/admin/notifications/read-all', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
