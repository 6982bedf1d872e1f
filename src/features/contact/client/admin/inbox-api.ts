import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneOf } from '@/client/components/admin/use-list-params';
import { apiClient, call } from '@/client/lib/api-client';
import { MESSAGES_KEY, NOTIFICATIONS_KEY } from '@/client/components/admin/shared-query-keys';

/** Everything of the inbox is cached under this key (list, one message, the unread count). */

export interface InboxListParams {
  q: string;
  filter: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/messages */
const inboxQuery = (params: InboxListParams) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'list', params],
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/messages', {
          params: { query: { ...params, filter: oneOf(params.filter, ['all', 'unread']) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useInbox = (params: InboxListParams) => useQuery(inboxQuery(params));

/** GET /api/admin/messages/{id} (a message opened from a link, e.g. a notification). */
export const useInboxMessage = (id: string | null) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'message', id],
    queryFn: () => call(apiClient.GET('/api/admin/messages/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: id !== null,
  });

/** GET /api/admin/messages/unread-count: the sidebar badge. */
export const useInboxUnread = (enabled: boolean) =>
  useQuery({
    queryKey: [...MESSAGES_KEY, 'unread'],
    queryFn: () => call(apiClient.GET('/api/admin/messages/unread-count')),
    enabled,
    select: (d) => d.unread,
  });

/** PATCH /api/admin/messages/{id}: read or unread. */
export function useSetMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      call(apiClient.PATCH('/api/admin/messages/{id}', { params: { path: { id } }, body: { read } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      // Opening a message also marks the reader's notification about it read.
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });
}

/** DELETE /api/admin/messages/{id} */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(apiClient.DELETE('/api/admin/messages/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
