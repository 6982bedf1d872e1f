import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { StoreInfo } from '../settings.schema';

export const storeInfoQuery = queryOptions({
  queryKey: ['store'],
  queryFn: () => api<StoreInfo>('/store'),
  // Settings (maintenance, contact, checkout rules) are seen within a minute, and on coming back
  // to the tab; the server answers 304 when nothing changed.
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export function useStoreInfo() {
  return useQuery(storeInfoQuery);
}
