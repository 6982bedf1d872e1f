import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { OrderView } from '@/features/orders/orders.schema';
import { ACCOUNT_KEY } from './account-query';

/** GET /api/account/orders: the signed-in customer's orders, newest first. */
export const accountOrdersQuery = queryOptions({
  queryKey: [...ACCOUNT_KEY, 'orders'],
  queryFn: () => api<OrderView[]>('/account/orders'),
  staleTime: 30_000,
});

export function useAccountOrders(enabled = true) {
  return useQuery({ ...accountOrdersQuery, enabled });
}
