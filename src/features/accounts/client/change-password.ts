import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { ChangePasswordInput } from '../account.schema';
import { ACCOUNT_KEY } from './account-query';

/** POST /api/account/password: checks the current password; other sessions are signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      call(apiClient.POST('/api/account/password', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY, exact: true }),
  });
}
