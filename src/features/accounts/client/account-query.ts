import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEY } from '@/client/lib/account-key';
import { apiClient, asVisitor, call } from '@/client/lib/api-client';
import type { AccountView } from '../account.schema';

export { ACCOUNT_KEY };

/**
 * The signed-in customer, or null when nobody is signed in (asked without a 401 in the console).
 * `cookie`: the visitor's, when the server asks for them while drawing their page.
 */
export const accountQueryOf = (cookie?: string) =>
  queryOptions({
    queryKey: ACCOUNT_KEY,
    queryFn: async (): Promise<AccountView | null> =>
      (await call(apiClient.GET('/api/account/session', { headers: asVisitor(cookie) }))).account,
    staleTime: 5 * 60_000,
  });

export const accountQuery = accountQueryOf();

/** `data` is the AccountView, null when signed out, undefined while the first answer is pending. */
export function useAccount() {
  return useQuery(accountQuery);
}
