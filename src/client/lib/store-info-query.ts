import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';

export const storeInfoQuery = queryOptions({
  queryKey: ['store'],
  queryFn: () => call(apiClient.GET('/api/store')),
  // Settings (maintenance, contact, checkout rules) are seen within a minute, and on coming back
  // to the tab; the server answers 304 when nothing changed.
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export function useStoreInfo() {
  return useQuery(storeInfoQuery);
}
