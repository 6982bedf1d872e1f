import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';

/**
 * A form's submit button, disabled with a spinner while saving. `form` names the form when the
 * button stands outside it (in a dialog's footer).
 */
export function SaveButton({ label, pending, form }: { label: string; pending: boolean; form?: string }) {
  return (
    <Button type="submit" form={form} disabled={pending} aria-busy={pending}>
      {pending && <Spinner />}
      {label}
    </Button>
  );
}

/** A form's Cancel and its submit button (see SaveButton). */
export function SaveCancelButtons({
  saveLabel,
  onCancel,
  pending,
  form,
}: {
  saveLabel: string;
  onCancel: () => void;
  pending: boolean;
  form?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <SaveButton label={saveLabel} pending={pending} form={form} />
    </>
  );
}
