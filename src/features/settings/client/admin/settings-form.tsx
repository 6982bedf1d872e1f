import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { PaymentSettingsTab } from '@/features/payments/client/admin';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { SettingsSchema, type Settings, type SettingsInput } from '../../settings.admin.schema';
import { GeneralTab } from './general-tab';
import { NotificationsTab } from './notifications-tab';
import { useSaveSettings } from './settings-api';
import { Tabs } from './settings-tabs';
import { StoreTab } from './store-tab';
import { markDefaultLanguage } from './use-admin-language';
import { SaveButton } from '@/client/components/admin/save-cancel-buttons';

const TABS = ['general', 'store', 'payment', 'notifications'] as const;
type Tab = (typeof TABS)[number];
/** Which tab holds each part of the record (to show the first field in error). */
const TAB_OF: Record<keyof Settings, Tab> = {
  general: 'general',
  maintenance: 'general',
  contact: 'store',
  hours: 'store',
  money: 'store',
  tax: 'store',
  checkout: 'store',
  notifications: 'notifications',
  kitchen: 'store',
  arrival: 'store',
  slots: 'store',
  privacy: 'store',
};

/** `<input type="time">` cannot show 24:00; 00:00 as a closing time means the same (midnight). */
const toForm = (s: Settings): SettingsInput => ({
  ...s,
  hours: s.hours.map((d) => ({ ...d, close: d.close === '24:00' ? '00:00' : d.close })),
});

export function SettingsForm({ initial }: { initial: Settings }) {
  const { t, i18n } = useTranslation(['admin-settings', 'admin']);
  const locale = useLocale();
  const ownLanguage = useStaffMe().data?.language ?? null;
  const [tab, setTab] = useState<Tab>('general');
  const save = useSaveSettings();
  const form = useForm<SettingsInput>({
    resolver: zodResolver(SettingsSchema),
    defaultValues: toForm(initial),
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-settings' });

  const onInvalid = (errors: FieldErrors<SettingsInput>) => {
    const first = TABS.find((k) => Object.keys(errors).some((part) => TAB_OF[part as keyof Settings] === k));
    if (first) setTab(first);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toForm(saved));
      toast.success(t('saved'));
      // The default language takes effect at once when it differs (a staff member's own language wins).
      const lang = saved.general.defaultLanguage;
      if (markDefaultLanguage(lang) && !ownLanguage && lang !== i18n.language)
        await i18n.changeLanguage(lang);
    } catch (e) {
      toastFailure(t('saveFailed'), showRefusal(e), locale);
      onInvalid(form.formState.errors);
    }
  }, onInvalid);

  const panels: Record<Exclude<Tab, 'payment'>, ReactNode> = {
    general: <GeneralTab />,
    store: <StoreTab />,
    notifications: <NotificationsTab />,
  };
  const panel = (k: Tab, children: ReactNode) => (
    // Every panel stays mounted: the form keeps what was typed on another tab.
    <div key={k} role="tabpanel" id={`panel-${k}`} aria-labelledby={`tab-${k}`} hidden={k !== tab}>
      {children}
    </div>
  );
  return (
    <FormProvider {...form}>
      <Tabs
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        active={tab}
        onChange={setTab}
        label={t('tabs.label')}
      />
      {/* The payment methods are saved by their own switches (the gateways), outside this form. */}
      {panel('payment', <PaymentSettingsTab />)}
      <form onSubmit={(e) => void onSubmit(e)} noValidate hidden={tab === 'payment'}>
        {(['general', 'store', 'notifications'] as const).map((k) => panel(k, panels[k]))}
        <div className="sticky bottom-0 z-10 -mx-4 mt-5 flex items-center justify-end gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          {form.formState.isDirty && <span className="me-auto text-sm text-stone-600">{t('unsaved')}</span>}
          <SaveButton label={t('admin:actions.saveChanges')} pending={form.formState.isSubmitting} />
        </div>
      </form>
    </FormProvider>
  );
}
