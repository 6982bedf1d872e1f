import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { OptionStatus } from '@/common/domain';
import type { OptionGroupInput } from '../../option-group.admin.schema';
import { CATALOG_KEY, useCatalogMutation } from './products-api';

/** GET /api/admin/option-groups (archived ones too unless `status` says otherwise). */
const optionGroupsQuery = (status?: OptionStatus) =>
  queryOptions({
    queryKey: [...CATALOG_KEY, 'option-groups', status ?? 'all'],
    queryFn: () => call(apiClient.GET('/api/admin/option-groups', { params: { query: { status } } })),
    placeholderData: keepPreviousData,
  });
export const useOptionGroups = (status?: OptionStatus) => useQuery(optionGroupsQuery(status));

/** POST /api/admin/option-groups, or PUT /api/admin/option-groups/{id} with an id. */
export const useSaveOptionGroup = () =>
  useCatalogMutation(({ id, input }: { id?: string; input: OptionGroupInput }) =>
    call(
      id
        ? apiClient.PUT('/api/admin/option-groups/{id}', { params: { path: { id } }, body: input })
        : apiClient.POST('/api/admin/option-groups', { body: input }),
    ),
  );

/** DELETE /api/admin/option-groups/{id}: `archived` when an order used it. */
export const useDeleteOptionGroup = () =>
  useCatalogMutation((id: string) =>
    call(apiClient.DELETE('/api/admin/option-groups/{id}', { params: { path: { id } } })),
  );

/** POST /api/admin/option-groups/{id}/restore */
export const useRestoreOptionGroup = () =>
  useCatalogMutation((id: string) =>
    call(apiClient.POST('/api/admin/option-groups/{id}/restore', { params: { path: { id } } })),
  );

/** POST /api/admin/options/{id}/restore */
export const useRestoreOption = () =>
  useCatalogMutation((id: string) =>
    call(apiClient.POST('/api/admin/options/{id}/restore', { params: { path: { id } } })),
  );

/** PATCH /api/admin/options/{id}/stock */
export const useSetOptionStock = () =>
  useCatalogMutation(({ id, soldOut }: { id: string; soldOut: boolean }) =>
    call(apiClient.PATCH('/api/admin/options/{id}/stock', { params: { path: { id } }, body: { soldOut } })),
  );
