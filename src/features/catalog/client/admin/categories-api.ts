import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { CategoryInput, SubcategoryInput } from '../../catalog.admin.schema';
import { CATALOG_KEY, useCatalogMutation } from './products-api';

/** GET /api/admin/categories (the whole tree; `includeInactive` shows inactive ones too). */
const categoriesQuery = (params: { q?: string; includeInactive?: boolean } = {}) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'categories', params],
    queryFn: () =>
      call(
        apiClient.GET('/api/admin/categories', {
          params: { query: { q: params.q, includeInactive: params.includeInactive ? '1' : undefined } },
        }),
      ),
  });
export const useCategories = (params: { q?: string; includeInactive?: boolean } = {}) =>
  useQuery(categoriesQuery(params));

/** POST /api/admin/categories, or PUT /api/admin/categories/{id} with an id. */
export const useSaveCategory = () =>
  useCatalogMutation(({ id, input }: { id?: string; input: CategoryInput }) =>
    call(
      id
        ? apiClient.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body: input })
        : apiClient.POST('/api/admin/categories', { body: input }),
    ),
  );

/** POST /api/admin/subcategories, or PUT /api/admin/subcategories/{id} with an id. */
export const useSaveSubcategory = () =>
  useCatalogMutation(({ id, input }: { id?: string; input: SubcategoryInput }) =>
    call(
      id
        ? apiClient.PUT('/api/admin/subcategories/{id}', { params: { path: { id } }, body: input })
        : apiClient.POST('/api/admin/subcategories', { body: input }),
    ),
  );

/** DELETE /api/admin/categories/{id} or /api/admin/subcategories/{id} (409 while in use). */
export const useDeleteCategory = () =>
  useCatalogMutation(({ id, sub }: { id: string; sub: boolean }) =>
    call(
      sub
        ? apiClient.DELETE('/api/admin/subcategories/{id}', { params: { path: { id } } })
        : apiClient.DELETE('/api/admin/categories/{id}', { params: { path: { id } } }),
    ),
  );
