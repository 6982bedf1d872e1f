import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import { ACCOUNT_KEY } from '../account-query';
import type { ForgotPasswordInput, ResendConfirmationInput, ResetPasswordInput } from '../../recovery.schema';

/** POST /api/account/password/forgot: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api<{ ok: true }>('/account/password/forgot', { method: 'POST', json: input }),
  });
}

/** POST /api/account/password/reset/check: whether the link in the address bar can still be used. */
export function useResetLinkUsable(token: string) {
  return useQuery({
    // Not under ['account']: a reset refetches the account, and must not refetch this (now used) link.
    queryKey: ['reset-link', token],
    queryFn: () => api<{ usable: boolean }>('/account/password/reset/check', { method: 'POST', json: { token } }),
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/account/password/reset: answers where to sign in (storefront or back office). */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api<{ signIn: '/login' | '/admin/login' }>('/account/password/reset', { method: 'POST', json: input }),
    // Every session of the account has ended: this browser's too, if it was signed in to it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}

/** POST /api/account/verification/resend: a new confirmation link, if the account still needs one. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (input: ResendConfirmationInput) => api<{ ok: true }>('/account/verification/resend', { method: 'POST', json: input }),
  });
}
