import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/client/lib/api';

/** Translates a schema message key (`validation.*` of common, or `admin-catalog:validation.*`). */
export function useFieldMessage() {
  const { t } = useTranslation('admin-catalog');
  return (key?: string) => (key ? t(key, { ns: ['admin-catalog', 'common'] }) : undefined);
}

/**
 * Puts a refused save's field errors (422 details, nested paths like `sizes.1.size`) on the
 * form. True when at least one field got one; anything but an ApiError is rethrown.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, e: unknown): boolean {
  if (!(e instanceof ApiError)) throw e;
  const fields = Object.entries(e.fieldErrors());
  fields.forEach(([path, message], i) =>
    form.setError(path as FieldPath<T>, { message }, { shouldFocus: i === 0 }),
  );
  return fields.length > 0;
}
