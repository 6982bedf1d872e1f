import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, call } from '@/client/lib/api-client';
import { openLiveStream } from '@/client/lib/live-stream';

export const menuQuery = queryOptions({
  queryKey: ['catalog', 'menu'],
  // The server answers 304 to the browser's revalidation when nothing changed.
  queryFn: () => call(apiClient.GET('/api/catalog/menu')),
  staleTime: 5 * 60_000,
});

export function useMenu() {
  return useQuery(menuQuery);
}

/** Keeps the menu live: the server sends a `catalog` event whenever the catalogue changes. */
export function useCatalogLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: menuQuery.queryKey });
    // After a lost connection (or a refusal) the stream opens again; catch up on what was missed.
    let wasOpen = false;
    return openLiveStream('/api/catalog/events', {
      catalog: refresh,
      ready: () => {
        if (wasOpen) refresh();
        wasOpen = true;
      },
    });
  }, [queryClient]);
}
