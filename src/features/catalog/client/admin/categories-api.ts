import { queryOptions, useQuery } from '@tanstack/react-query';
import { toQuery } from '@/client/components/admin/use-list-params';
import { api } from '@/client/lib/api';
import type { CategoryInput, SubcategoryInput } from '../../catalog.admin.schema';
import type { AdminCategory, AdminCategoryTree, AdminSubcategory } from '../../catalog.admin.views';
import { CATALOG_KEY, useCatalogMutation } from './products-api';

/** GET /api/admin/categories (the whole tree; `includeInactive` shows inactive ones too). */
const categoriesQuery = (params: { q?: string; includeInactive?: boolean } = {}) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'categories', params],
    queryFn: () =>
      api<AdminCategoryTree>(
        `/admin/categories${toQuery({ q: params.q, includeInactive: params.includeInactive ? '1' : undefined })}`,
      ),
  });
export const useCategories = (params: { q?: string; includeInactive?: boolean } = {}) =>
  useQuery(categoriesQuery(params));

/** POST /api/admin/categories, or PUT /api/admin/categories/{id} with an id. */
export const useSaveCategory = () =>
  useCatalogMutation(({ id, input }: { id?: string; input: CategoryInput }) =>
    api<AdminCategory>(id ? `/admin/categories/${id}` : '/admin/categories', {
      method: id ? 'PUT' : 'POST',
      json: input,
    }),
  );

/** POST /api/admin/subcategories, or PUT /api/admin/subcategories/{id} with an id. */
export const useSaveSubcategory = () =>
  useCatalogMutation(({ id, input }: { id?: string; input: SubcategoryInput }) =>
    api<AdminSubcategory>(id ? `/admin/subcategories/${id}` : '/admin/subcategories', {
      method: id ? 'PUT' : 'POST',
      json: input,
    }),
  );

/** DELETE /api/admin/categories/{id} or /api/admin/subcategories/{id} (409 while in use). */
export const useDeleteCategory = () =>
  useCatalogMutation(({ id, sub }: { id: string; sub: boolean }) =>
    api<void>(`/admin/${sub ? 'subcategories' : 'categories'}/${id}`, { method: 'DELETE' }),
  );
