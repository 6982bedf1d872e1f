import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/client/lib/api';
import type { AccountView } from '../account.schema';

export const ACCOUNT_KEY = ['account'] as const;

/** The signed-in customer, or null when nobody is signed in (the API answered 401). */
export const accountQuery = queryOptions({
  queryKey: ACCOUNT_KEY,
  queryFn: async (): Promise<AccountView | null> => {
    try {
      return await api<AccountView>('/account');
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return null;
      throw e;
    }
  },
  staleTime: 5 * 60_000,
});

/** `data` is the AccountView, null when signed out, undefined while the first answer is pending. */
export function useAccount() {
  return useQuery(accountQuery);
}
