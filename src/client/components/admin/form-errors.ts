import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/client/lib/api';
import type { Locale } from '@/common/locales';
import { toastFailure } from './failure-toast';

/** Translates a schema message key: `<ns>:validation.*` of the screen, or `validation.*` of common. */
export function useFieldMessage(ns: string) {
  const { t } = useTranslation(ns);
  return (key?: string) => (key ? t(key, { ns: [ns, 'common'] }) : undefined);
}

/**
 * Puts a refused save's field errors (422 details, nested paths like `sizes.1.size`) on the
 * form, focusing the first. True when at least one field got one; anything but an ApiError is rethrown.
 */
function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T>, e: unknown): boolean {
  if (!(e instanceof ApiError)) throw e;
  const fields = Object.entries(e.fieldErrors());
  fields.forEach(([path, message], i) =>
    form.setError(path as FieldPath<T>, { message }, { shouldFocus: i === 0 }),
  );
  return fields.length > 0;
}

/** A refused save: its field errors on the form, and a toast titled `title` (with the server's reason when no field says it). */
export function toastSaveFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  e: unknown,
  title: string,
  locale: Locale,
) {
  const fields = applyServerErrors(form, e);
  toastFailure(title, fields ? undefined : e, locale);
}
