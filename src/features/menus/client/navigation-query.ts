import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { MenuLocation } from '@/common/domain';
import { FALLBACK_NAVIGATION, type NavLink } from '../nav-pages';

export const navigationQuery = queryOptions({
  queryKey: ['navigation'],
  // The server answers 304 to the browser's revalidation when nothing changed.
  queryFn: () => call(apiClient.GET('/api/navigation')),
  staleTime: 5 * 60_000,
});

/**
 * The links of a location's menu. Until the stored menus arrive (or if they cannot be loaded)
 * today's links stand in: they are what the menus hold unless staff changed them, so the first
 * paint is final in the usual case and the header never waits for a request.
 */
export function useNavLinks(location: MenuLocation): NavLink[] {
  const { data } = useQuery(navigationQuery);
  return data?.[location] ?? FALLBACK_NAVIGATION[location];
}
