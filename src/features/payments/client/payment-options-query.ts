import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { PaymentOption } from '../payment-gateways';

/** GET /api/payment-methods: what checkout offers (the enabled gateways), refreshed often. */
export const paymentOptionsQuery = queryOptions({
  queryKey: ['payment-methods'],
  queryFn: () => api<{ methods: PaymentOption[] }>('/payment-methods'),
  staleTime: 30_000,
});

export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery);
}
