import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/client/lib/api';

/**
 * Puts a failed call's field errors (422 details: translation keys) on the form's fields.
 * Returns true when at least one field got an error; rethrows anything that is not an ApiError.
 */
export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, e: unknown): boolean {
  if (!(e instanceof ApiError)) throw e;
  const fields = Object.entries(e.fieldErrors()).filter(([path]) => path in form.getValues());
  for (const [path, message] of fields)
    form.setError(path as FieldPath<T>, { message }, { shouldFocus: true });
  return fields.length > 0;
}
