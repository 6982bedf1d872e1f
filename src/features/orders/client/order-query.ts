import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient, asVisitor, call } from '@/client/lib/api-client';
import { openLiveStream } from '@/client/lib/live-stream';

const keyParam = (key: string | null) => (key ? `?key=${encodeURIComponent(key)}` : '');

/**
 * One order, by its secret key (a guest's link) or as the signed-in customer's own. `cookie`: the
 * visitor's, when the server asks while drawing the order's page.
 */
export const orderQuery = (id: string, key: string | null, cookie?: string) =>
  queryOptions({
    queryKey: ['orders', id, key],
    queryFn: () =>
      call(
        apiClient.GET('/api/orders/{id}', {
          params: { path: { id }, query: { key: key ?? undefined } },
          headers: asVisitor(cookie),
        }),
      ),
    retry: (count, e) => count < 2 && !(e && 'status' in e && e.status === 404),
  });

/** While the order is open its estimate also moves with the clock (preparation under way): re-read each minute. */
export function useOrder(id: string, key: string | null) {
  return useQuery({
    ...orderQuery(id, key),
    refetchInterval: (q) => (q.state.data && q.state.data.readyInMinutes !== null ? 60_000 : false),
  });
}

/** A busy kitchen moves the queue often: the estimate is re-read at most this often. */
const QUEUE_REFRESH_MS = 2_000;

/** Follows the order live: the server sends an `order` event on every status change. */
export function useOrderLiveUpdates(id: string, key: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['orders', id] });
    // Another order moved the queue: re-read the estimate, at most every few seconds.
    let nudged: ReturnType<typeof setTimeout> | null = null;
    const close = openLiveStream(`/api/orders/${encodeURIComponent(id)}/events${keyParam(key)}`, {
      order: refresh,
      queue: () => {
        nudged ??= setTimeout(() => {
          nudged = null;
          refresh();
        }, QUEUE_REFRESH_MS);
      },
      // Connected (or reconnected after a drop): catch up on anything that changed before the
      // stream was listening, e.g. between loading the page and opening the stream.
      ready: refresh,
    });
    return () => {
      close();
      if (nudged) clearTimeout(nudged);
    };
  }, [id, key, enabled, queryClient]);
}
