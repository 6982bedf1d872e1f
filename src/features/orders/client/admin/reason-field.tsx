import { useTranslation } from 'react-i18next';
import { SelectField } from '@/client/components/admin/select-field';
import { TextField } from '@/client/components/ui/text-field';
import type { ReasonFieldState } from './use-reason-field';

/**
 * Why a step is taken (useReasonField): with a list, the reason chosen from it and staff's note
 * (at most 200 characters, required for "other"); without one, the reason in words. Each shows
 * what is missing or what the server refused on itself; the dialog checks before it sends, so
 * the fields are marked required for assistive technology only (no browser bubble in one language).
 */
export function ReasonField<R extends string>({
  field,
  label,
  reasonLabel,
}: {
  field: ReasonFieldState<R>;
  /** The list's label ("Reason"); the words' label when there is no list. */
  label?: string;
  /** A reason of the list, in words. */
  reasonLabel?: (reason: R) => string;
}) {
  const { t } = useTranslation('admin-orders');
  const { reasons, value, errors } = field;
  if (!reasons)
    return (
      <TextField
        label={label ?? t('money.reasonText')}
        value={value.note}
        maxLength={200}
        aria-required="true"
        error={errors.note}
        onChange={(e) => field.change({ note: e.target.value })}
      />
    );
  return (
    <>
      <SelectField
        label={label ?? t('money.reason')}
        value={value.reason}
        aria-required="true"
        error={errors.reason}
        onChange={(e) => field.change({ reason: e.target.value as R })}
        options={[
          { value: '', label: t('money.chooseReason') },
          ...reasons.map((r) => ({ value: r, label: reasonLabel ? reasonLabel(r) : r })),
        ]}
      />
      <TextField
        label={t('money.note')}
        hint={t('money.noteHint')}
        value={value.note}
        maxLength={200}
        error={errors.note}
        onChange={(e) => field.change({ note: e.target.value })}
      />
    </>
  );
}
