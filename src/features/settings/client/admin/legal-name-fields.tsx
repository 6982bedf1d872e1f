import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/client/components/ui/text-field';
import type { SettingsInput } from '../../settings.admin.schema';
import { useFieldError } from './use-field-error';

/** Settings → General: the shop's registered name in Arabic and English, printed on tax invoices and credit notes. */
export function LegalNameFields() {
  const { t } = useTranslation('admin-settings');
  const { register } = useFormContext<SettingsInput>();
  const err = useFieldError();
  return (
    <fieldset className="space-y-2" aria-describedby="legal-name-help">
      <legend className="text-sm font-bold text-stone-900">{t('general.legalName')}</legend>
      <p id="legal-name-help" className="text-sm text-stone-600">
        {t('general.legalNameHelp')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('general.legalNameAr')}
          dir="rtl"
          lang="ar"
          maxLength={200}
          error={err('general.legalNameAr')}
          {...register('general.legalNameAr')}
        />
        <TextField
          label={t('general.legalNameEn')}
          dir="ltr"
          lang="en"
          maxLength={200}
          error={err('general.legalNameEn')}
          {...register('general.legalNameEn')}
        />
      </div>
    </fieldset>
  );
}
