import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/client/lib/api';

/**
 * Puts a failed call's field errors (422 details: translation keys) on the form's fields (nested
 * ones such as `plate.code` too).
 * Returns true when at least one field got an error; rethrows anything that is not an ApiError.
 */
export function applyFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, e: unknown): boolean {
  if (!(e instanceof ApiError)) throw e;
  const values: unknown = form.getValues();
  const has = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        values,
      ) !== undefined;
  const fields = Object.entries(e.fieldErrors()).filter(([path]) => has(path));
  for (const [path, message] of fields)
    form.setError(path as FieldPath<T>, { message }, { shouldFocus: true });
  return fields.length > 0;
}
