import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsInput } from '../../settings.admin.schema';
import { Section, Toggle } from './settings-fields';

/** Settings → Notifications: which events reach the back office's notifications. */
export function NotificationsTab() {
  const { t } = useTranslation('admin-settings');
  const { register } = useFormContext<SettingsInput>();
  return (
    <Section title={t('notifications.title')} description={t('notifications.description')}>
      <Toggle
        label={t('notifications.newOrder')}
        hint={t('notifications.newOrderHint')}
        {...register('notifications.newOrder')}
      />
      <Toggle
        label={t('notifications.lowStock')}
        hint={t('notifications.lowStockHint')}
        {...register('notifications.lowStock')}
      />
    </Section>
  );
}
