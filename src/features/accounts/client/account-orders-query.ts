import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ACCOUNT_KEY } from './account-query';

/** GET /api/account/orders: the signed-in customer's orders, newest first. */
export const accountOrdersQuery = queryOptions({
  queryKey: [...ACCOUNT_KEY, 'orders'],
  queryFn: () => call(apiClient.GET('/api/account/orders')),
  staleTime: 30_000,
});

export function useAccountOrders(enabled = true) {
  return useQuery({ ...accountOrdersQuery, enabled });
}
