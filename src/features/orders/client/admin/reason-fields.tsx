import { useTranslation } from 'react-i18next';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';

/**
 * Why a money step is taken: a reason from a short list and staff's own note (at most 200
 * characters), as the cancel and the unpaid hand-over dialogs ask it.
 */
export function ReasonFields<R extends string>(props: {
  label: string;
  reason: R | '';
  reasons: readonly R[];
  reasonLabel: (r: R) => string;
  onReason: (r: R) => void;
  note: string;
  noteError?: string;
  onNote: (note: string) => void;
}) {
  const { t } = useTranslation('admin-orders');
  return (
    <>
      <SelectField
        label={props.label}
        value={props.reason}
        required
        onChange={(e) => props.onReason(e.target.value as R)}
        options={[
          { value: '', label: t('money.chooseReason') },
          ...props.reasons.map((r) => ({ value: r, label: props.reasonLabel(r) })),
        ]}
      />
      <TextField
        label={t('money.note')}
        hint={t('money.noteHint')}
        value={props.note}
        maxLength={200}
        error={props.noteError}
        onChange={(e) => props.onNote(e.target.value)}
      />
    </>
  );
}
