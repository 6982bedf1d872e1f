import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { Locale } from '@/common/locales';
import type { CartLine } from '@/features/cart';
import type { EstimateRequest, PlaceOrderInput } from '@/features/orders';

/** GET /api/employees: who may be named as serving the customer (public names only), in the language's alphabetical order. */
export const employeesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['employees', locale],
    queryFn: () => call(apiClient.GET('/api/employees', { params: { query: { lang: locale } } })),
    staleTime: 10 * 60_000,
  });

export function useEmployees(locale: Locale) {
  return useQuery(employeesQuery(locale));
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceOrderInput) => call(apiClient.POST('/api/orders', { body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}

/** A cart line as the order (and the estimate) sends it: the options by id, the note when there is one. */
export const orderLine = (l: CartLine) => ({
  productId: l.id,
  size: l.size,
  quantity: l.quantity,
  options: l.options.map((o) => o.id),
  ...(l.note ? { note: l.note } : {}),
});

/** "Ready in about N minutes" for this cart if ordered now (the server's estimate), kept fresh while checking out. */
export function useEstimate(lines: CartLine[]) {
  const body: EstimateRequest = {
    lines: lines.map(orderLine),
  };
  return useQuery({
    queryKey: ['estimate', body],
    queryFn: () => call(apiClient.POST('/api/orders/estimate', { body })),
    enabled: lines.length > 0,
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/order-slots: the slots of today and tomorrow (decision 079), kept fresh while checking out. */
export const useOrderSlots = () =>
  useQuery({
    queryKey: ['order-slots'],
    queryFn: () => call(apiClient.GET('/api/order-slots')),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
