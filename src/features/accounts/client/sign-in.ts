import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { SignInCodeInput, SignInInput } from '../account.schema';
import { ACCOUNT_KEY } from './account-query';

/**
 * POST /api/account/login: the server sets the HttpOnly session cookie and answers the account;
 * an account with two-factor sign-in answers `{ twoFactorRequired: true }` (no session yet).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => call(apiClient.POST('/api/account/login', { body: input })),
    onSuccess: async (answer) => {
      if ('twoFactorRequired' in answer) return;
      queryClient.setQueryData(ACCOUNT_KEY, answer);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
  });
}

/** POST /api/account/login/two-factor: the second step (authenticator code or backup code). */
export function useSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInCodeInput) =>
      call(apiClient.POST('/api/account/login/two-factor', { body: input })),
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_KEY, account);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
  });
}
