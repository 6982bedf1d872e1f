import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { parseAedToFils } from '@/common/money';

/**
 * An amount of cash in AED (turned into fils), with an optional note: the float when opening,
 * the counted cash when closing. `invalid` is the message key when the amount cannot be read.
 */
export function CashForm({
  label,
  submit,
  invalid,
  noteLabel,
  pending,
  onSubmit,
}: {
  label: string;
  submit: string;
  invalid: string;
  noteLabel?: string;
  pending: boolean;
  onSubmit: (fils: number, note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin-shifts');
  const locale = useLocale();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const fils = parseAedToFils(amount);
    if (fils === null) return setError(t(invalid));
    setError(undefined);
    try {
      await onSubmit(fils, note.trim());
    } catch (err) {
      const fields = err instanceof ApiError ? Object.values(err.fieldErrors()) : [];
      if (fields[0]) setError(t(fields[0]));
      else setFailure(err instanceof ApiError ? err.messageIn(locale) : String(err));
    }
  };
  return (
    <form noValidate onSubmit={(e) => void send(e)} className="grid max-w-md gap-3">
      <TextField
        label={label}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
      />
      {noteLabel && (
        <TextField
          label={noteLabel}
          multiline
          rows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      )}
      <FormError message={failure} />
      <SubmitButton pending={pending}>{submit}</SubmitButton>
    </form>
  );
}
