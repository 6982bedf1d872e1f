import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ORDERS_KEY } from './orders-api';
import { openLiveStream } from '@/client/lib/live-stream';

/** `connecting` only at first: a connection lost later, or never made in 4 s, reads `reconnecting`. */
export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

/**
 * Follows GET /api/admin/orders/events: each order placed, changed, seen or deleted (in any
 * server process, through PostgreSQL NOTIFY) refetches the orders on screen. A burst of events
 * (one edit can touch a row twice) refetches once; after a reconnection the board is fetched
 * again whole, so whatever happened meanwhile appears once. One stream per tab: the back office's
 * OrderAlerts opens it (while `enabled`), and every screen reads the result.
 */
export function useOrderEvents(enabled = true): LiveConnection {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveConnection>('connecting');
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ORDERS_KEY }), 100);
    };
    const slow = setTimeout(() => setState((s) => (s === 'connecting' ? 'reconnecting' : s)), 4_000);
    // `ready` arrives on every (re)connection: after the first, catch up on anything missed.
    let connections = 0;
    const close = openLiveStream(
      '/api/admin/orders/events',
      {
        ready: () => {
          setState('live');
          if (connections++ > 0) refresh();
        },
        orders: refresh,
      },
      () => setState((s) => (s === 'connecting' ? s : 'reconnecting')),
    );
    return () => {
      clearTimeout(timer);
      clearTimeout(slow);
      close();
      setState('connecting');
    };
  }, [queryClient, enabled]);
  return state;
}
