import { useMutation } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { SignUpInput } from '../account.schema';

/** POST /api/account/signup: creates an unverified account; the server e-mails the link. */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => call(apiClient.POST('/api/account/signup', { body: input })),
  });
}
