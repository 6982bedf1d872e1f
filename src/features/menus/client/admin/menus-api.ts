import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { AdminMenuDetail, MenuCreate, MenuItemFormValues } from '../../menus.schema';

/** Everything of Menu Setup is cached under this key (the list, each menu, the link choices). */
const MENUS_KEY = [...ADMIN_KEY, 'menus'] as const;

/** GET /api/admin/menus */
export const useMenus = () =>
  useQuery(
    queryOptions({
      queryKey: [...MENUS_KEY, 'list'],
      queryFn: () => call(apiClient.GET('/api/admin/menus')),
    }),
  );

const menuKey = (id: string | null) => [...MENUS_KEY, 'menu', id] as const;

/** GET /api/admin/menus/{id}: the menu and its items as a tree. */
export const useMenu = (id: string | null) =>
  useQuery({
    queryKey: menuKey(id),
    queryFn: () => call(apiClient.GET('/api/admin/menus/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: id !== null,
  });

/** GET /api/admin/menu-choices: pages, categories and products a link may point at. */
export const useMenuChoices = (enabled: boolean) =>
  useQuery({
    queryKey: [...MENUS_KEY, 'choices'],
    queryFn: () => call(apiClient.GET('/api/admin/menu-choices')),
    enabled,
    staleTime: 60_000,
  });

function useMenusMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      // Item changes answer the whole menu: show it at once, then refresh the counts.
      const detail = result as Partial<AdminMenuDetail> | null;
      if (detail?.menu && detail.items) queryClient.setQueryData(menuKey(detail.menu.id), detail);
      return queryClient.invalidateQueries({ queryKey: MENUS_KEY });
    },
  });
}

/** POST /api/admin/menus */
export const useCreateMenu = () =>
  useMenusMutation((input: MenuCreate) => call(apiClient.POST('/api/admin/menus', { body: input })));

/** PATCH /api/admin/menus/{id} */
export const useRenameMenu = () =>
  useMenusMutation(({ id, name }: { id: string; name: string }) =>
    call(apiClient.PATCH('/api/admin/menus/{id}', { params: { path: { id } }, body: { name } })),
  );

/** DELETE /api/admin/menus/{id} */
export const useDeleteMenu = () =>
  useMenusMutation((id: string) =>
    call(apiClient.DELETE('/api/admin/menus/{id}', { params: { path: { id } } })),
  );

/** POST /api/admin/menus/{id}/items, or PATCH …/items/{itemId} when `itemId` is given. */
export const useSaveMenuItem = () =>
  useMenusMutation(
    ({ menuId, itemId, input }: { menuId: string; itemId?: string; input: MenuItemFormValues }) =>
      call(
        itemId
          ? apiClient.PATCH('/api/admin/menus/{id}/items/{itemId}', {
              params: { path: { id: menuId, itemId } },
              body: input,
            })
          : apiClient.POST('/api/admin/menus/{id}/items', { params: { path: { id: menuId } }, body: input }),
      ),
  );

/** DELETE /api/admin/menus/{id}/items/{itemId} */
export const useDeleteMenuItem = () =>
  useMenusMutation(({ menuId, itemId }: { menuId: string; itemId: string }) =>
    call(
      apiClient.DELETE('/api/admin/menus/{id}/items/{itemId}', { params: { path: { id: menuId, itemId } } }),
    ),
  );

/** POST /api/admin/menus/{id}/items/{itemId}/move */
export const useMoveMenuItem = () =>
  useMenusMutation(
    ({ menuId, itemId, direction }: { menuId: string; itemId: string; direction: 'up' | 'down' }) =>
      call(
        apiClient.POST('/api/admin/menus/{id}/items/{itemId}/move', {
          params: { path: { id: menuId, itemId } },
          body: { direction },
        }),
      ),
  );
