import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '@/client/components/admin/image-upload-field';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import type { TextKey } from '@/client/lib/text-key';
import { TIMEZONES, type SettingsInput } from '../../settings.admin.schema';
import { useUploadImage } from '@/client/components/admin/use-upload-image';
import { Section, Toggle } from './settings-fields';
import { useFieldError } from './use-field-error';
import { LegalNameFields } from './legal-name-fields';

/** Each time zone's name (a zone added to TIMEZONES needs its words here: the compiler asks). */
const TIMEZONE_LABELS = {
  'Asia/Dubai': 'timezones.Dubai',
  'Asia/Riyadh': 'timezones.Riyadh',
  'Asia/Kuwait': 'timezones.Kuwait',
} as const satisfies Record<(typeof TIMEZONES)[number], TextKey<'admin-settings'>>;

/** Settings → General: the shop's name, legal name and description, admin e-mail, time zone, default language, logo and icon, maintenance mode. */
export function GeneralTab() {
  const { t } = useTranslation('admin-settings');
  const { register, control, watch } = useFormContext<SettingsInput>();
  const err = useFieldError();
  // The logo and icon are stored like gallery images (the catalogue's upload).
  const upload = useUploadImage('gallery');
  const maintenance = watch('maintenance.enabled');
  return (
    <div className="space-y-5">
      <Section title={t('general.title')} description={t('general.description')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('general.siteTitleAr')}
            dir="rtl"
            lang="ar"
            required
            maxLength={100}
            error={err('general.siteTitleAr')}
            {...register('general.siteTitleAr')}
          />
          <TextField
            label={t('general.siteTitle')}
            dir="ltr"
            lang="en"
            required
            maxLength={100}
            error={err('general.siteTitle')}
            {...register('general.siteTitle')}
          />
          <TextField
            label={t('general.adminEmail')}
            type="email"
            dir="ltr"
            required
            maxLength={254}
            error={err('general.adminEmail')}
            {...register('general.adminEmail')}
          />
        </div>
        <p className="text-sm text-stone-600">{t('general.adminEmailHelp')}</p>
        <TextField
          label={t('general.siteDescription')}
          multiline
          rows={2}
          dir="auto"
          maxLength={500}
          error={err('general.siteDescription')}
          {...register('general.siteDescription')}
        />
        <p className="text-sm text-stone-600">{t('general.siteHelp')}</p>
        <LegalNameFields />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('general.timezone')}
            options={TIMEZONES.map((z) => ({ value: z, label: t(TIMEZONE_LABELS[z]) }))}
            error={err('general.timezone')}
            {...register('general.timezone')}
          />
          <SelectField
            label={t('general.defaultLanguage')}
            options={[
              { value: 'ar', label: 'العربية' },
              { value: 'en', label: 'English' },
            ]}
            error={err('general.defaultLanguage')}
            {...register('general.defaultLanguage')}
          />
        </div>
        <p className="text-sm text-stone-600">{t('general.languageHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['siteLogo', 'siteFavicon'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={`general.${name}`}
              render={({ field }) => (
                <ImageUploadField
                  label={t(`general.${name}`)}
                  value={field.value || null}
                  onChange={(url) => field.onChange(url ?? '')}
                  upload={upload}
                  preview="avatar"
                  error={err(`general.${name}`)}
                />
              )}
            />
          ))}
        </div>
      </Section>
      <Section title={t('maintenance.title')} description={t('maintenance.description')}>
        <Toggle
          label={t('maintenance.enabled')}
          hint={t('maintenance.hint')}
          {...register('maintenance.enabled')}
        />
        {maintenance && (
          <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
            {t('maintenance.onNotice')}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('maintenance.messageAr')}
            multiline
            rows={3}
            dir="rtl"
            lang="ar"
            maxLength={500}
            error={err('maintenance.messageAr')}
            {...register('maintenance.messageAr')}
          />
          <TextField
            label={t('maintenance.messageEn')}
            multiline
            rows={3}
            dir="ltr"
            lang="en"
            maxLength={500}
            error={err('maintenance.messageEn')}
            {...register('maintenance.messageEn')}
          />
        </div>
      </Section>
    </div>
  );
}
