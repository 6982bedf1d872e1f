import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneOf, toQuery } from '@/client/components/admin/use-list-params';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import { CUSTOMER_SORTS, type CustomerUpdateInput } from '../../customers.schema';

/** Everything of the back-office customers is cached under this key (list and views). */
export const CUSTOMERS_KEY = [...ADMIN_KEY, 'customers'] as const;

export interface CustomerListParams {
  q: string;
  sort: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/customers */
const customersQuery = (params: CustomerListParams) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'list', params],
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/customers', {
          params: { query: { ...params, sort: oneOf(params.sort, CUSTOMER_SORTS) } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useCustomers = (params: CustomerListParams) => useQuery(customersQuery(params));

/** GET /api/admin/customers/{id}: the customer and their order history. */
export const useCustomer = (id: string | null) =>
  useQuery({
    queryKey: [...CUSTOMERS_KEY, 'customer', id],
    queryFn: () => call(apiClient.GET('/api/admin/customers/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: id !== null,
  });

/** GET /api/admin/customers/export.csv with the list's search and sort: a link's address, not a query. */
export const customersCsvHref = (params: { q: string; sort: string }) =>
  `/api/admin/customers/export.csv${toQuery(params)}`;

/** PATCH /api/admin/customers/{id} */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CustomerUpdateInput }) =>
      call(apiClient.PATCH('/api/admin/customers/{id}', { params: { path: { id } }, body: change })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}

/** DELETE /api/admin/customers/{id} */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(apiClient.DELETE('/api/admin/customers/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}
