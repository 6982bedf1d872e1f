import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/client/lib/api';
import type { OrderView } from '../orders.schema';

const keyParam = (key: string | null) => (key ? `?key=${encodeURIComponent(key)}` : '');

export const orderQuery = (id: string, key: string | null) =>
  queryOptions({
    queryKey: ['orders', id, key],
    queryFn: () => api<OrderView>(`/orders/${encodeURIComponent(id)}${keyParam(key)}`),
    retry: (count, e) => count < 2 && !(e && 'status' in e && e.status === 404),
  });

export function useOrder(id: string, key: string | null) {
  return useQuery(orderQuery(id, key));
}

/** Follows the order live: the server sends an `order` event on every status change. */
export function useOrderLiveUpdates(id: string, key: string | null, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/orders/${encodeURIComponent(id)}/events${keyParam(key)}`);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['orders', id] });
    source.addEventListener('order', refresh);
    // Connected (or reconnected after a drop): catch up on anything that changed before the
    // stream was listening, e.g. between loading the page and opening the stream.
    source.addEventListener('ready', refresh);
    return () => source.close();
  }, [id, key, enabled, queryClient]);
}
