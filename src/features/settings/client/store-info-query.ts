import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { StoreInfo } from '../settings.schema';

export const storeInfoQuery = queryOptions({
  queryKey: ['store'],
  queryFn: () => api<StoreInfo>('/store'),
  staleTime: 10 * 60_000,
});

export function useStoreInfo() {
  return useQuery(storeInfoQuery);
}
