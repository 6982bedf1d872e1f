import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '@/client/lib/account-key';
import { apiClient, call } from '@/client/lib/api-client';
import type { AccountView } from '../account.schema';

export { ACCOUNT_KEY };

/** The signed-in customer, or null when nobody is signed in (asked without a 401 in the console). */
export const accountQuery = queryOptions({
  queryKey: ACCOUNT_KEY,
  queryFn: async (): Promise<AccountView | null> =>
    (await call(apiClient.GET('/api/account/session'))).account,
  staleTime: 5 * 60_000,
});

/** `data` is the AccountView, null when signed out, undefined while the first answer is pending. */
export function useAccount() {
  return useQuery(accountQuery);
}
