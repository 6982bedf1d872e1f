import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, asVisitor, call } from '@/client/lib/api-client';
import type { DeleteAccountInput } from '../my-data.schema';
import { ACCOUNT_KEY } from './account-query';

/** Where the JSON file downloads from (a plain link: the browser saves the attachment). */
export const MY_DATA_URL = '/api/account/data';

/**
 * GET /api/account/data: what the shop holds about the signed-in customer. Each call is logged
 * as a data export, so it is asked once per visit of the page (no refetch on focus; drawn by the
 * server, the browser starts from the server's answer). Under the account's key: signing out
 * drops it. `cookie`: the visitor's, when the server asks while drawing the page.
 */
export const myDataQueryOf = (cookie?: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'data'] as const,
    queryFn: () => call(apiClient.GET('/api/account/data', { headers: asVisitor(cookie) })),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

const myDataQuery = myDataQueryOf();

/** Asked only once the visitor is known to be signed in. */
export function useMyData(enabled = true) {
  return useQuery({ ...myDataQuery, enabled });
}

/**
 * POST /api/account/delete: deletes the account (the password confirms it). The server clears the
 * session cookie; the page then shows the confirmation and forgets the account (useForgetAccount).
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => call(apiClient.POST('/api/account/delete', { body: input })),
  });
}

/** Drops everything cached about the account, as signing out does (the header shows "Sign in"). */
export function useForgetAccount() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(ACCOUNT_KEY, null);
    queryClient.removeQueries({
      queryKey: ACCOUNT_KEY,
      predicate: (q) => q.queryKey.length > ACCOUNT_KEY.length,
    });
  };
}
