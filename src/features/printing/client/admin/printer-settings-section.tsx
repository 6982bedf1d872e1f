import '@/client/locales/bundles/admin-printing';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { SaveButton } from '@/client/components/admin/save-cancel-buttons';
import { SelectField } from '@/client/components/admin/select-field';
import { Button } from '@/client/components/ui/button';
import { TextField } from '@/client/components/ui/text-field';
import { useFieldMessage, useShowRefusal } from '@/client/lib/form-refusal';
import { useLocale } from '@/client/lib/use-locale';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { can } from '@/common/permissions';
import {
  ARABIC_MODES,
  PrinterSettingsSchema,
  TICKET_LANGUAGES,
  type PrinterSettings,
} from '../../printing.schema';
import { previewUrl, usePrinterSettings, usePrintTestPage, useSavePrinterSettings } from './printer-api';
import { Section, Toggle } from './printer-settings-parts';

/** Settings → Printer: the form, once the saved settings are in. */
export function PrinterSettingsSection() {
  const { t } = useTranslation('admin-printing');
  const settings = usePrinterSettings();
  return (
    <div className="mt-5" data-printer-settings="true">
      <Section title={t('settings.title')} description={t('settings.description')}>
        {settings.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('settings.loadFailed')}
          </p>
        ) : settings.data ? (
          <PrinterForm initial={settings.data} />
        ) : null}
      </Section>
    </div>
  );
}

function PrinterForm({ initial }: { initial: PrinterSettings }) {
  const { t } = useTranslation('admin-printing');
  const locale = useLocale();
  const save = useSavePrinterSettings();
  const test = usePrintTestPage();
  const form = useForm<PrinterSettings>({
    resolver: zodResolver(PrinterSettingsSchema),
    defaultValues: initial,
  });
  const showRefusal = useShowRefusal(form, { ns: 'admin-printing' });
  const fieldMessage = useFieldMessage('admin-printing');
  const { register, formState } = form;
  const err = (path: keyof PrinterSettings) => {
    const message = (get(formState.errors as FieldErrors, path) as { message?: string } | undefined)?.message;
    return fieldMessage(message);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toast.success(t('settings.saved'));
    } catch (e) {
      toastFailure(t('settings.saveFailed'), showRefusal(e), locale);
    }
  });
  const saved = save.data ?? initial;
  // Where the printer is, is the owner's call (decision 067): others see the settings, unchangeable.
  const owner = can(useStaffMe().data?.role, 'settings.printer');
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      {!owner && (
        <p className="text-sm text-stone-600" data-printer-owner-only>
          {t('settings.ownerOnly')}
        </p>
      )}
      <fieldset disabled={!owner} className="space-y-4">
        <Toggle label={t('settings.enabled')} hint={t('settings.enabledHint')} {...register('enabled')} />
        {/* The address's hint runs to two lines: the port goes under it, not beside it. */}
        <div className="grid gap-4">
          <TextField
            label={t('settings.host')}
            hint={t('settings.hostHint')}
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            maxLength={253}
            error={err('host')}
            {...register('host')}
          />
          <div className="sm:w-32">
            <TextField
              label={t('settings.port')}
              type="number"
              dir="ltr"
              min={1}
              max={65535}
              error={err('port')}
              {...register('port', { valueAsNumber: true })}
            />
          </div>
        </div>
        <SelectField
          label={t('settings.paperWidth')}
          options={[
            { value: '80', label: t('settings.paper80') },
            { value: '58', label: t('settings.paper58') },
          ]}
          {...register('paperWidth', { setValueAs: (v: string | number) => Number(v) })}
        />
        <Toggle
          label={t('settings.autoKitchen')}
          hint={t('settings.autoKitchenHint')}
          {...register('autoKitchen')}
        />
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-stone-800">{t('settings.arabic')}</legend>
          <p className="mb-2 text-sm text-stone-600">{t('settings.arabicHint')}</p>
          {ARABIC_MODES.map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-3">
              <input type="radio" value={mode} className="h-5 w-5" {...register('arabic')} />
              <span>{t(mode === 'image' ? 'settings.arabicImage' : 'settings.arabicText')}</span>
            </label>
          ))}
        </fieldset>
        <fieldset data-kitchen-language>
          <legend className="mb-1 text-sm font-semibold text-stone-800">
            {t('settings.kitchenLanguage')}
          </legend>
          <p className="mb-2 text-sm text-stone-600">{t('settings.kitchenLanguageHint')}</p>
          {TICKET_LANGUAGES.map((l) => (
            <label key={l} className="flex min-h-11 items-center gap-3">
              <input type="radio" value={l} className="h-5 w-5" {...register('kitchenLanguage')} />
              <span>{t(`settings.kitchenLanguages.${l}`)}</span>
            </label>
          ))}
        </fieldset>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        {owner && <SaveButton label={t('settings.save')} pending={formState.isSubmitting} />}
        <Button
          type="button"
          variant="outline"
          disabled={!saved.enabled || formState.isDirty || test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: () => toast.success(t('settings.testQueued')),
              onError: (e) => toastFailure(t('settings.testFailed'), e, locale),
            })
          }
        >
          {t('settings.test')}
        </Button>
      </div>
      <figure className="mt-2">
        <figcaption className="mb-2 text-sm font-semibold text-stone-800">{t('settings.preview')}</figcaption>
        <img
          src={previewUrl(saved.kitchenLanguage, JSON.stringify(saved))}
          alt={t('settings.previewAlt')}
          data-printer-preview="true"
          className="max-w-full rounded-lg border border-stone-200 bg-white p-2 shadow-sm"
          style={{ width: saved.paperWidth === 58 ? 384 : 576 }}
        />
      </figure>
    </form>
  );
}
