import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { AccountView, SignInInput } from '../account.schema';
import { ACCOUNT_KEY } from './account-query';

/** POST /api/account/login: the server sets the HttpOnly session cookie and answers the account. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api<AccountView>('/account/login', { method: 'POST', json: input }),
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_KEY, account);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
  });
}
