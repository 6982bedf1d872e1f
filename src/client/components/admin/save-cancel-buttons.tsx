import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';

/**
 * A form's Cancel and its submit button, disabled with a spinner while saving. `form` names
 * the form when the buttons stand outside it (in a dialog's footer).
 */
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
      <Button type="submit" form={form} disabled={pending} aria-busy={pending}>
        {pending && <Spinner />}
        {saveLabel}
      </Button>
    </>
  );
}
