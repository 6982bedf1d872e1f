import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * A form value a custom control (image upload, gallery, a select mapping '' to null) reads and
 * sets: watch + setValue, validated again after the first submit. Used instead of react-hook-form's
 * Controller, whose code would otherwise ride along in the form library chunk that the
 * storefront's forms share with the back office.
 */
export function formValue<T extends FieldValues, N extends FieldPath<T>>(form: UseFormReturn<T>, name: N) {
  return {
    value: form.watch(name),
    set: (value: PathValue<T, N>) =>
      form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  };
}
