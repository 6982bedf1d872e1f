import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { StoreInfo } from '@/features/settings/settings.schema';
import type { SupportTicketCreated, SupportTicketInput } from '../../help.schema';

/** GET /api/store: the support e-mail and phone (store.contact), shared with the storefront's cache key. */
const storeQuery = queryOptions({ queryKey: ['store'], queryFn: () => api<StoreInfo>('/store'), staleTime: 60_000 });
export const useSupportContact = () => useQuery({ ...storeQuery, select: (s) => s.contact });

/** POST /api/admin/help/tickets */
export const useSubmitTicket = () =>
  useMutation({ mutationFn: (ticket: SupportTicketInput) => api<SupportTicketCreated>('/admin/help/tickets', { method: 'POST', json: ticket }) });
