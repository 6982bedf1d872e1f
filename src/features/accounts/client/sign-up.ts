import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { SignUpInput } from '../account.schema';

/** POST /api/account/signup: creates an unverified account; the server e-mails the link. */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api<{ ok: true }>('/account/signup', { method: 'POST', json: input }),
  });
}
