import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPlateInputs } from '@/client/components/form-plate-inputs';
import type { CheckoutFormInput } from '@/features/orders';
import { SavedCarChooser } from './saved-car-chooser';

/**
 * The car's plate at checkout (the inputs are the shared PlateInputs). A signed-in customer with
 * saved cars finds the default one filled in and can pick another; typing a plate still works.
 */
export function PlateField({
  form,
  err,
}: {
  form: UseFormReturn<CheckoutFormInput>;
  err: (m?: string) => string | undefined;
}) {
  const { t } = useTranslation('checkout');
  return (
    <FormPlateInputs
      form={form}
      err={err}
      className="sm:col-span-2"
      legend={t('fields.carPlate')}
      hint={t('plateHint')}
      example={t('plateExample')}
      before={<SavedCarChooser form={form} />}
    />
  );
}
