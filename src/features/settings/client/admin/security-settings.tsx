import '@/client/locales/bundles/admin-door';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { apiClient, call } from '@/client/lib/api-client';
import { useLocale } from '@/client/lib/use-locale';
import { ADMIN_KEY, STAFF_ME_KEY } from '@/client/components/admin/staff-session';
import type { SecuritySettings } from '../../security-settings.schema';
import { Section, Toggle } from './settings-fields';

const SECURITY_KEY = [...ADMIN_KEY, 'settings', 'security'] as const;

/** GET /api/admin/settings/security (owners only) */
const useSecuritySettings = () =>
  useQuery({ queryKey: SECURITY_KEY, queryFn: () => call(apiClient.GET('/api/admin/settings/security')) });

/** PUT /api/admin/settings/security; GET /me again (it says whether two-factor sign-in is now required of this account). */
function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecuritySettings) =>
      call(apiClient.PUT('/api/admin/settings/security', { body: input })),
    onSuccess: (saved) => {
      queryClient.setQueryData(SECURITY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY });
    },
  });
}

/** Settings → Security (owners only): "Require two-factor sign-in for owners and admins", saved when switched. */
export function SecuritySettingsSection() {
  const { t } = useTranslation('admin-door');
  const locale = useLocale();
  const security = useSecuritySettings();
  const save = useSaveSecuritySettings();
  const checked = save.isPending
    ? (save.variables?.requireTwoFactor ?? false)
    : (security.data?.requireTwoFactor ?? false);
  return (
    <div className="mt-5">
      <Section title={t('security.title')} description={t('security.description')}>
        {security.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('security.loadFailed')}
          </p>
        ) : (
          <Toggle
            label={t('security.requireTwoFactor')}
            hint={t('security.requireTwoFactorHint')}
            checked={checked}
            disabled={!security.data || save.isPending}
            onChange={(e) =>
              save.mutate(
                { requireTwoFactor: e.currentTarget.checked },
                {
                  onSuccess: () => toast.success(t('security.saved')),
                  onError: (err) => toastFailure(t('security.failed'), err, locale),
                },
              )
            }
          />
        )}
      </Section>
    </div>
  );
}
