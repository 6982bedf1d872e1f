import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { MailStatus } from '../../mail-outbox.schema';

/** Every outbox query is cached under this key. */
const MAIL_OUTBOX_KEY = [...ADMIN_KEY, 'mail-outbox'] as const;

export interface MailOutboxParams {
  status: MailStatus;
  page: number;
  pageSize: number;
}

/** GET /api/admin/mail-outbox */
const mailOutboxQuery = (params: MailOutboxParams) =>
  queryOptions({
    queryKey: [...MAIL_OUTBOX_KEY, params],
    queryFn: () => call(apiClient.GET('/api/admin/mail-outbox', { params: { query: params } })),
    placeholderData: keepPreviousData,
  });
export const useMailOutbox = (params: MailOutboxParams) => useQuery(mailOutboxQuery(params));

/** POST /api/admin/mail-outbox/{id}/retry */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(apiClient.POST('/api/admin/mail-outbox/{id}/retry', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAIL_OUTBOX_KEY }),
  });
}
