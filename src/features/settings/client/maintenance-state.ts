import { useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { useStoreInfo } from '@/client/lib/store-info-query';

/** Is a staff member signed in? Asked only while maintenance mode is on (staff pass). */
const staffSessionQuery = {
  queryKey: ['staff-session-maintenance'],
  queryFn: () => call(apiClient.GET('/api/staff/session')),
  staleTime: 60_000,
};

/** 'closed': a customer meets the maintenance page; 'staff': the shop works, with a notice; null: open. */
export function useMaintenance(): 'closed' | 'staff' | null {
  const on = useStoreInfo().data?.maintenance.enabled ?? false;
  const session = useQuery({ ...staffSessionQuery, enabled: on });
  if (!on) return null;
  if (session.isPending) return null;
  return session.data?.me ? 'staff' : 'closed';
}
