import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ORDERS_KEY } from './orders-api';
import { openLiveStream } from '@/client/lib/live-stream';

/**
 * Follows GET /api/admin/orders/events: each order placed, changed or deleted (in any server
 * process, through PostgreSQL NOTIFY) refetches the orders on screen. A burst of events (one
 * edit can touch a row twice) refetches once. Says whether the stream is connected.
 */
export function useOrderEvents(): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), 100);
    };
    // `ready` arrives on every (re)connection: after the first, catch up on anything missed.
    let connections = 0;
    const close = openLiveStream(
      '/api/admin/orders/events',
      {
        ready: () => {
          setConnected(true);
          if (connections++ > 0) refresh();
        },
        orders: refresh,
      },
      () => setConnected(false),
    );
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [queryClient]);
  return connected;
}
