import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { UpdateProfileInput } from '../account.schema';
import { ACCOUNT_KEY } from './account-query';

/** PATCH /api/account: name, phone and car plate; answers the updated account. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => call(apiClient.PATCH('/api/account', { body: input })),
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_KEY, account);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY, exact: true });
    },
  });
}
