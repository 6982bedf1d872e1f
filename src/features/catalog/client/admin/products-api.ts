import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { oneOf } from '@/client/components/admin/use-list-params';
import { apiClient, call } from '@/client/lib/api-client';
import { PRODUCT_STATUSES } from '@/common/domain';
import { LOCALES } from '@/common/locales';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import { PRODUCT_SORTS, type ProductInput, type StockPatch } from '../../catalog.admin.schema';

/** Everything of the back-office catalogue is cached under this key (products and categories). */
export const CATALOG_KEY = [...ADMIN_KEY, 'catalog'] as const;

interface ProductListParams {
  q: string;
  categoryId: string;
  status: string;
  sort: string;
  lang: string;
  page: number;
  pageSize: number;
}

/** GET /api/admin/products */
const productsQuery = (params: ProductListParams) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'products', params],
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/products', {
          params: {
            query: {
              ...params,
              status: oneOf(params.status, PRODUCT_STATUSES),
              sort: oneOf(params.sort, PRODUCT_SORTS),
              lang: oneOf(params.lang, LOCALES),
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useProducts = (params: ProductListParams) => useQuery(productsQuery(params));

export function useCatalogMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
  });
}

/** POST /api/admin/products */
export const useCreateProduct = () =>
  useCatalogMutation((input: ProductInput) => call(apiClient.POST('/api/admin/products', { body: input })));

/** PUT /api/admin/products/{id} */
export const useUpdateProduct = () =>
  useCatalogMutation(({ id, input }: { id: string; input: ProductInput }) =>
    call(apiClient.PUT('/api/admin/products/{id}', { params: { path: { id } }, body: input })),
  );

/** PATCH /api/admin/products/{id}/stock */
export const useSetStock = () =>
  useCatalogMutation(({ id, patch }: { id: string; patch: StockPatch }) =>
    call(apiClient.PATCH('/api/admin/products/{id}/stock', { params: { path: { id } }, body: patch })),
  );

/** DELETE /api/admin/products/{id}: `archived` when orders refer to it. */
export const useDeleteProduct = () =>
  useCatalogMutation((id: string) =>
    call(apiClient.DELETE('/api/admin/products/{id}', { params: { path: { id } } })),
  );
