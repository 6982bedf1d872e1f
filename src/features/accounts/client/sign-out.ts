import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ACCOUNT_KEY } from './account-query';

/** POST /api/account/logout: ends the session; everything cached about the account is dropped. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(apiClient.POST('/api/account/logout')),
    onSuccess: () => {
      queryClient.setQueryData(ACCOUNT_KEY, null);
      // The account's orders and anything else under its key belong to the person who left.
      queryClient.removeQueries({
        queryKey: ACCOUNT_KEY,
        predicate: (q) => q.queryKey.length > ACCOUNT_KEY.length,
      });
    },
  });
}
