import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toQuery } from '@/client/components/admin/use-list-params';
import { api } from '@/client/lib/api';
import { ADMIN_KEY } from '@/features/staff/client/staff-api';
import type { AdminCustomerDetail, AdminCustomerPage, CustomerUpdateInput } from '../../customers.schema';

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
    queryFn: () => api<AdminCustomerPage>(`/admin/customers${toQuery({ ...params })}`),
    placeholderData: keepPreviousData,
  });
export const useCustomers = (params: CustomerListParams) => useQuery(customersQuery(params));

/** GET /api/admin/customers/{id}: the customer and their order history. */
export const useCustomer = (id: string | null) =>
  useQuery({
    queryKey: [...CUSTOMERS_KEY, 'customer', id],
    queryFn: () => api<AdminCustomerDetail>(`/admin/customers/${id}`),
    enabled: id !== null,
  });

/** GET /api/admin/customers/export.csv with the list's search and sort: a link's address, not a query. */
export const customersCsvHref = (params: { q: string; sort: string }) => `/api/admin/customers/export.csv${toQuery(params)}`;

/** PATCH /api/admin/customers/{id} */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CustomerUpdateInput }) =>
      api<AdminCustomerDetail>(`/admin/customers/${id}`, { method: 'PATCH', json: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}

/** DELETE /api/admin/customers/{id} */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ accountDeleted: boolean }>(`/admin/customers/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOMERS_KEY }),
  });
}
