import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { SupportTicketInput } from '../../help.schema';

/** GET /api/store: the support e-mail and phone (store.contact), shared with the storefront's cache key. */
const storeQuery = queryOptions({
  queryKey: ['store'],
  queryFn: () => call(apiClient.GET('/api/store')),
  staleTime: 60_000,
});
export const useSupportContact = () => useQuery({ ...storeQuery, select: (s) => s.contact });

/** POST /api/admin/help/tickets */
export const useSubmitTicket = () =>
  useMutation({
    mutationFn: (ticket: SupportTicketInput) =>
      call(apiClient.POST('/api/admin/help/tickets', { body: ticket })),
  });
