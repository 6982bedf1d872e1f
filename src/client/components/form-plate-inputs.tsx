import { useWatch, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { Emirate } from '@/common/domain';
import { PlateInputs, type PlateInputsProps } from './plate-inputs';

/** A form with the plate as its structure under `plate` (checkout, profile, saved cars, a customer). */
interface WithPlate {
  plate?: { emirate?: Emirate; code?: string; number?: string } | null;
}

/**
 * PlateInputs bound to a react-hook-form form's `plate`: the watched value, each part registered,
 * each part's error put into words by the form's own `err` (its namespace). One binding for every
 * form that edits a plate.
 */
export function FormPlateInputs<T extends FieldValues & WithPlate>({
  form,
  err,
  ...props
}: Omit<PlateInputsProps, 'value' | 'fields' | 'errors'> & {
  form: UseFormReturn<T>;
  err: (message?: string) => string | undefined;
}) {
  // the paths exist on every form this takes (T has `plate`); react-hook-form cannot see it through the generic
  const path = (p: string) => p as Path<T>;
  const value = useWatch({ control: form.control, name: path('plate') }) as WithPlate['plate'];
  const errors = (form.formState.errors as FieldErrors<WithPlate>).plate;
  return (
    <PlateInputs
      {...props}
      value={value ?? undefined}
      fields={{
        emirate: form.register(path('plate.emirate')),
        code: form.register(path('plate.code')),
        number: form.register(path('plate.number')),
      }}
      errors={{
        emirate: err(errors?.emirate?.message),
        code: err(errors?.code?.message),
        number: err(errors?.number?.message),
      }}
    />
  );
}
