import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { BayInput } from '../../bays.schema';

const BAYS_KEY = [...ADMIN_KEY, 'bays'] as const;

/** GET /api/admin/bays */
export const baysQuery = queryOptions({
  queryKey: BAYS_KEY,
  queryFn: () => call(apiClient.GET('/api/admin/bays')),
  staleTime: 0,
});
export const useBays = () => useQuery(baysQuery);

function useBaysMutation<V>(run: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BAYS_KEY }),
  });
}

/** POST /api/admin/bays */
export const useAddBay = () =>
  useBaysMutation((body: BayInput) => call(apiClient.POST('/api/admin/bays', { body })));

/** PUT /api/admin/bays/{id} */
export const useRenameBay = () =>
  useBaysMutation(({ id, ...body }: BayInput & { id: string }) =>
    call(apiClient.PUT('/api/admin/bays/{id}', { params: { path: { id } }, body })),
  );

/** DELETE /api/admin/bays/{id} */
export const useRemoveBay = () =>
  useBaysMutation((id: string) =>
    call(apiClient.DELETE('/api/admin/bays/{id}', { params: { path: { id } } })),
  );
