import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/client/lib/api';

/** Translates a schema message key (`admin-menu:validation.*`, or `validation.*` of common). */
export function useFieldMessage() {
  const { t } = useTranslation('admin-menu');
  return (key?: string) => (key ? t(key, { ns: ['admin-menu', 'common'] }) : undefined);
}

/** Puts a refused save's field errors on the form; true when one landed (else rethrows non-API errors). */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, e: unknown): boolean {
  if (!(e instanceof ApiError)) throw e;
  const fields = Object.entries(e.fieldErrors());
  fields.forEach(([path, message], i) => form.setError(path as FieldPath<T>, { message }, { shouldFocus: i === 0 }));
  return fields.length > 0;
}
