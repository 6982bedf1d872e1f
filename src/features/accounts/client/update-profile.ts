import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { AccountView, UpdateProfileInput } from '../account.schema';
import { ACCOUNT_KEY } from './account-query';

/** PATCH /api/account: name, phone and car plate; answers the updated account. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api<AccountView>('/account', { method: 'PATCH', json: input }),
    onSuccess: async (account) => {
      queryClient.setQueryData(ACCOUNT_KEY, account);
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY, exact: true });
    },
  });
}
