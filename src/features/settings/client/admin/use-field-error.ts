import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The translated validation message of a field (messages are keys of admin-settings or common). */
export function useFieldError() {
  const { t } = useTranslation('admin-settings');
  const { formState } = useFormContext();
  return (path: string): string | undefined => {
    const message = (get(formState.errors, path) as { message?: string } | undefined)?.message;
    return message ? t(message, { ns: ['admin-settings', 'common'] }) : undefined;
  };
}
