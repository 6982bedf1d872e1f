import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { CartLine } from '@/features/cart/cart-lines';
import type { EmployeeOption, Estimate, EstimateRequest, PlacedOrder, PlaceOrderInput } from '@/features/orders/orders.schema';

export function useEmployees() {
  return useQuery({
    queryKey: ['employees'],
    queryFn: () => api<EmployeeOption[]>('/employees'),
    staleTime: 10 * 60_000,
  });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => api<PlacedOrder>('/orders', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}

/** "Ready in about N minutes" for this cart if ordered now (the server's estimate), kept fresh while checking out. */
export function useEstimate(lines: CartLine[]) {
  const body: EstimateRequest = { lines: lines.map((l) => ({ productId: l.id, size: l.size, quantity: l.quantity })) };
  return useQuery({
    queryKey: ['estimate', body],
    queryFn: () => api<Estimate>('/orders/estimate', { method: 'POST', json: body }),
    enabled: lines.length > 0,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
