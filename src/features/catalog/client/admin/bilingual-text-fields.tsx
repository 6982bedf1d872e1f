import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/client/lib/form-refusal';
import { TextField } from '@/client/components/ui/text-field';

type TextKey = 'nameEn' | 'nameAr' | 'descriptionEn' | 'descriptionAr';

/**
 * Name and description in English (left to right) and Arabic (right to left): the names
 * required, the descriptions three lines. Laid out by the caller's grid.
 */
export function BilingualTextFields({
  labels,
  register,
  errors,
}: {
  /** The admin-catalog group holding the four labels. */
  labels: 'form' | 'categoryForm';
  register: (name: TextKey) => UseFormRegisterReturn;
  errors: Partial<Record<TextKey, { message?: string }>>;
}) {
  const { t } = useTranslation('admin-catalog');
  const message = useFieldMessage('admin-catalog');
  return (
    <>
      <TextField
        label={t(`${labels}.nameEn`)}
        dir="ltr"
        lang="en"
        required
        error={message(errors.nameEn?.message)}
        {...register('nameEn')}
      />
      <TextField
        label={t(`${labels}.nameAr`)}
        dir="rtl"
        lang="ar"
        required
        error={message(errors.nameAr?.message)}
        {...register('nameAr')}
      />
      <TextField
        multiline
        rows={3}
        label={t(`${labels}.descriptionEn`)}
        dir="ltr"
        lang="en"
        error={message(errors.descriptionEn?.message)}
        {...register('descriptionEn')}
      />
      <TextField
        multiline
        rows={3}
        label={t(`${labels}.descriptionAr`)}
        dir="rtl"
        lang="ar"
        error={message(errors.descriptionAr?.message)}
        {...register('descriptionAr')}
      />
    </>
  );
}
