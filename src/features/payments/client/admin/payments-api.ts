import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { GatewayId } from '../../payment-gateways';
import type { GatewayList, GatewayUpdateInput, GatewayView } from '../../payments.schema';
import { paymentOptionsQuery } from '../payment-options-query';

export const GATEWAYS_KEY = [...ADMIN_KEY, 'payments', 'gateways'] as const;

/** GET /api/admin/payments/gateways: the three gateways; the card provider's keys masked, never sent. */
const gatewaysQuery = queryOptions({
  queryKey: GATEWAYS_KEY,
  queryFn: () => call(apiClient.GET('/api/admin/payments/gateways')),
});
export const useGateways = (enabled = true) => useQuery({ ...gatewaysQuery, enabled });

/** A saved gateway replaces its row; what checkout offers is read again. */
function useOnSaved() {
  const queryClient = useQueryClient();
  return (saved: GatewayView) => {
    queryClient.setQueryData<GatewayList>(
      GATEWAYS_KEY,
      (list) => list && { gateways: list.gateways.map((g) => (g.id === saved.id ? saved : g)) },
    );
    void queryClient.invalidateQueries({ queryKey: paymentOptionsQuery.queryKey });
  };
}

/** PUT /api/admin/payments/gateways/{id} */
export function useUpdateGateway() {
  const onSaved = useOnSaved();
  return useMutation({
    mutationFn: ({ id, change }: { id: GatewayId; change: GatewayUpdateInput }) =>
      call(apiClient.PUT('/api/admin/payments/gateways/{id}', { params: { path: { id } }, body: change })),
    onSuccess: onSaved,
  });
}

/** PATCH /api/admin/payments/gateways/{id}: on or off. */
export function useToggleGateway() {
  const onSaved = useOnSaved();
  return useMutation({
    mutationFn: ({ id, isEnabled }: { id: GatewayId; isEnabled: boolean }) =>
      call(
        apiClient.PATCH('/api/admin/payments/gateways/{id}', {
          params: { path: { id } },
          body: { isEnabled },
        }),
      ),
    onSuccess: onSaved,
  });
}

/** POST /api/admin/payments/stripe/check: "Check connection" with the saved keys of `mode`. */
export function useCheckStripe() {
  return useMutation({
    mutationFn: (mode: 'test' | 'live') =>
      call(apiClient.POST('/api/admin/payments/stripe/check', { body: { mode } })),
  });
}
