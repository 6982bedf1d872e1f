import { get, useFormContext } from 'react-hook-form';
import { useFieldMessage } from '@/client/lib/form-refusal';

/** The translated validation message of a field (messages are keys of admin-settings or common). */
export function useFieldError() {
  const message = useFieldMessage('admin-settings');
  const { formState } = useFormContext();
  return (path: string): string | undefined =>
    message((get(formState.errors, path) as { message?: string } | undefined)?.message) || undefined;
}
