import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ACCOUNT_KEY } from '../account-query';
import type { ForgotPasswordInput, ResendConfirmationInput, ResetPasswordInput } from '../../recovery.schema';

/** POST /api/account/password/forgot: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      call(apiClient.POST('/api/account/password/forgot', { body: input })),
  });
}

/** POST /api/account/password/reset/check: whether the link in the address bar can still be used. */
export function useResetLinkUsable(token: string) {
  return useQuery({
    // Not under ['account']: a reset refetches the account, and must not refetch this (now used) link.
    queryKey: ['reset-link', token],
    queryFn: () => call(apiClient.POST('/api/account/password/reset/check', { body: { token } })),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/account/password/reset: answers where to sign in (storefront or back office). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      call(apiClient.POST('/api/account/password/reset', { body: input })),
    // Every session of the account has ended: this browser's too, if it was signed in to it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

/** POST /api/account/verification/resend: a new confirmation link, if the account still needs one. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (input: ResendConfirmationInput) =>
      call(apiClient.POST('/api/account/verification/resend', { body: input })),
  });
}
