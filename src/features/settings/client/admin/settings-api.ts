import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import { ADMIN_KEY } from '@/client/components/admin/staff-session';
import type { SettingsInput } from '../../settings.admin.schema';
import { storeInfoQuery } from '@/client/lib/store-info-query';

const SETTINGS_KEY = [...ADMIN_KEY, 'settings'] as const;

/** GET /api/admin/settings */
export const settingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: () => call(apiClient.GET('/api/admin/settings')),
  staleTime: 0,
});
export const useSettings = () => useQuery(settingsQuery);

/** PUT /api/admin/settings: the saved record replaces the cached one; the shop's public details are read again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SettingsInput) => call(apiClient.PUT('/api/admin/settings', { body: settings })),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // Orders for later: the slots follow the new length and places (Settings → Store).
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'order-slots'] });
      void queryClient.invalidateQueries({ queryKey: storeInfoQuery.queryKey });
    },
  });
}
