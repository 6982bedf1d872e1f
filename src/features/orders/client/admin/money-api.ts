import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { AtCarMethod } from '@/common/domain';
import type { CancelOrderInput, PartRefundInput } from '../../orders.money.schema';
import { ORDERS_KEY } from './orders-api';

/** POST /api/admin/orders/{id}/cancel: a void, or (managers) a full refund with its credit note. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CancelOrderInput }) =>
      call(apiClient.POST('/api/admin/orders/{id}/cancel', { params: { path: { id } }, body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** POST /api/admin/orders/{id}/refunds: part of a paid order back, with a credit note. */
export function useRefundPart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PartRefundInput }) =>
      call(apiClient.POST('/api/admin/orders/{id}/refunds', { params: { path: { id } }, body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** POST /api/admin/orders/{id}/payment-method: "paid cash, not card" (managers), with the reason. */
export function useCorrectMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, method, reason }: { id: string; method: AtCarMethod; reason: string }) =>
      call(
        apiClient.POST('/api/admin/orders/{id}/payment-method', {
          params: { path: { id } },
          body: { method, reason },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** GET /api/admin/orders/{id}/credit-notes/{number} */
export const useCreditNote = (id: string, number: number) =>
  useQuery({
    queryKey: [...ORDERS_KEY, 'credit-note', id, number],
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/orders/{id}/credit-notes/{number}', { params: { path: { id, number } } }),
      ),
    enabled: Number.isInteger(number) && number > 0,
  });
