import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';

/** GET /api/payment-methods: what checkout offers (the enabled gateways), refreshed often. */
export const paymentOptionsQuery = queryOptions({
  queryKey: ['payment-methods'],
  queryFn: () => call(apiClient.GET('/api/payment-methods')),
  staleTime: 30_000,
});

export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery);
}
