import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { Locale } from '@/common/locales';
import { ACCOUNT_KEY } from './account-query';

/** POST /api/account/guest-orders/code: e-mails a 6-digit code to the account's address. */
export function useSendGuestOrdersCode() {
  return useMutation({
    mutationFn: (locale: Locale) =>
      call(apiClient.POST('/api/account/guest-orders/code', { body: { locale } })),
  });
}

/** POST /api/account/guest-orders/claim: the code adds the guest orders (and the profile's phone and plate). */
export function useClaimGuestOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(apiClient.POST('/api/account/guest-orders/claim', { body: { code } })),
    // The orders list and the profile (its phone and plate) both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY }),
  });
}
