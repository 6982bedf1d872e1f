import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toQuery } from '@/client/components/admin/use-list-params';
import { api } from '@/client/lib/api';
import type { Page } from '@/common/pagination';
import { ADMIN_KEY } from '@/features/staff/client/staff-api';
import type { ProductInput, StockPatch, UploadKind } from '../../catalog.admin.schema';
import type { AdminProduct, ProductDeleted, UploadedImage } from '../../catalog.admin.views';

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
    queryFn: () => api<Page<AdminProduct>>(`/admin/products${toQuery({ ...params })}`),
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
  useCatalogMutation((input: ProductInput) =>
    api<AdminProduct>('/admin/products', { method: 'POST', json: input }),
  );

/** PUT /api/admin/products/{id} */
export const useUpdateProduct = () =>
  useCatalogMutation(({ id, input }: { id: string; input: ProductInput }) =>
    api<AdminProduct>(`/admin/products/${id}`, { method: 'PUT', json: input }),
  );

/** PATCH /api/admin/products/{id}/stock */
export const useSetStock = () =>
  useCatalogMutation(({ id, patch }: { id: string; patch: StockPatch }) =>
    api<AdminProduct>(`/admin/products/${id}/stock`, { method: 'PATCH', json: patch }),
  );

/** DELETE /api/admin/products/{id}: `archived` when orders refer to it. */
export const useDeleteProduct = () =>
  useCatalogMutation((id: string) => api<ProductDeleted>(`/admin/products/${id}`, { method: 'DELETE' }));

/** POST /api/admin/uploads: the stored image's URL. */
export function useUploadImage(kind: UploadKind) {
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      form.append('kind', kind);
      return api<UploadedImage>('/admin/uploads', { method: 'POST', body: form });
    },
  });
  return async (file: File) => (await mutation.mutateAsync(file)).url;
}
