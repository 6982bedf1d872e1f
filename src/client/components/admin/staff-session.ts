import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiErrorOf } from '@/client/lib/api';
import { apiClient, call } from '@/client/lib/api-client';

// The staff session every back-office screen reads (who is signed in, with which permissions);
// the staff feature signs in and out, the other features only ask.

/** Everything the back office caches lives under this key (dropped at sign-out). */
export const ADMIN_KEY = ['admin'] as const;
export const STAFF_ME_KEY = [...ADMIN_KEY, 'me'] as const;

/**
 * The signed-in staff member, from GET /api/staff/session (always 200, so a signed-out visit
 * logs no error): fails with the ApiError /api/admin would answer (401 signed out, 403
 * `staff_pending`, 403 `forbidden` for customers and disabled accounts).
 */
export const staffMeQuery = queryOptions({
  queryKey: STAFF_ME_KEY,
  queryFn: async () => {
    const { me, refusal } = await call(apiClient.GET('/api/staff/session'));
    if (me) return me;
    throw apiErrorOf(refusal?.status ?? 500, refusal);
  },
  staleTime: 60_000,
  retry: (count, e) => !(e instanceof ApiError && e.status > 0 && e.status < 500) && count < 2,
});

export const useStaffMe = () => useQuery(staffMeQuery);
