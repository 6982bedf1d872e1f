import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MESSAGES_KEY, NOTIFICATIONS_KEY } from '@/client/components/admin/shared-query-keys';
import { openLiveStream } from '@/client/lib/live-stream';

/**
 * Follows GET /api/admin/notifications/events: each notification written (in any server
 * process) refetches the bell, the View all page and the inbox count. A burst refetches once;
 * after a reconnection, anything missed meanwhile is fetched too.
 */
export function useNotificationEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      }, 150);
    };
    let connections = 0;
    const close = openLiveStream('/api/admin/notifications/events', {
      ready: () => {
        if (connections++ > 0) refresh();
      },
      notification: refresh,
    });
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [queryClient]);
}
