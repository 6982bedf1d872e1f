import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toQuery } from '@/client/components/admin/use-list-params';
import { api } from '@/client/lib/api';
import { ADMIN_KEY } from '@/features/staff/client/staff-api';
import type { MailStatus, OutboxMail, OutboxMailPage } from '../../mail-outbox.schema';

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
    queryFn: () => api<OutboxMailPage>(`/admin/mail-outbox${toQuery({ ...params })}`),
    placeholderData: keepPreviousData,
  });
export const useMailOutbox = (params: MailOutboxParams) => useQuery(mailOutboxQuery(params));

/** POST /api/admin/mail-outbox/{id}/retry */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<OutboxMail>(`/admin/mail-outbox/${id}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MAIL_OUTBOX_KEY }),
  });
}
