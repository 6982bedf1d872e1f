import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { oneOf, toQuery } from '@/client/components/admin/use-list-params';
import { apiClient, call } from '@/client/lib/api-client';
import { daysInOrder } from '@/common/day-schema';
import { SECURITY_EVENT_KINDS } from '@/common/domain';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';

/** The log's filters as the screen keeps them in its address. */
export interface SecurityFilterParams {
  q: string;
  kind: string;
  from: string;
  to: string;
}

/** GET /api/admin/security-events (account changes invalidate this key too). */
const securityEventsQuery = (params: SecurityFilterParams & { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'security-events', params],
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/security-events', {
          params: { query: { ...params, kind: oneOf(params.kind, SECURITY_EVENT_KINDS) } },
        }),
      ),
    placeholderData: keepPreviousData,
    // Days out of order are said under the filter (DateRangeFields): nothing is asked that the server refuses.
    enabled: daysInOrder(params),
  });
export const useSecurityEvents = (params: SecurityFilterParams & { page: number; pageSize: number }) =>
  useQuery(securityEventsQuery(params));

/** GET /api/admin/security-events/export.csv with the screen's filters, headers and kinds in `lang`. */
export const securityCsvHref = (params: SecurityFilterParams & { lang: string }) =>
  `/api/admin/security-events/export.csv${toQuery({ ...params })}`;
