import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlateInputs } from '@/client/components/plate-inputs';
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
  const plate = useWatch({ control: form.control, name: 'plate' });
  const errors = form.formState.errors.plate;
  return (
    <PlateInputs
      className="sm:col-span-2"
      legend={t('fields.carPlate')}
      hint={t('plateHint')}
      value={plate}
      fields={{
        emirate: form.register('plate.emirate'),
        code: form.register('plate.code'),
        number: form.register('plate.number'),
      }}
      errors={{
        emirate: err(errors?.emirate?.message),
        code: err(errors?.code?.message),
        number: err(errors?.number?.message),
      }}
      example={t('plateExample')}
      before={<SavedCarChooser form={form} />}
    />
  );
}
