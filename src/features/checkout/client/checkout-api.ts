import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { EmployeeOption, PlacedOrder, PlaceOrderInput } from '@/features/orders/orders.schema';

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
