import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '@/client/components/ui/form-parts';
import { TextField } from '@/client/components/ui/text-field';
import { useReadRefusal } from '@/client/lib/form-refusal';
import type { TextKey } from '@/client/lib/text-key';
import { parseAedToFils } from '@/common/money';

/**
 * An amount of cash in AED (turned into fils), with an optional note: the float when opening,
 * the counted cash when closing. `invalid` is the message key when the amount cannot be read;
 * `amountPath` is the amount's name in the request (the server's word on it is said on the field).
 */
export function CashForm({
  label,
  submit,
  invalid,
  amountPath,
  noteLabel,
  pending,
  onSubmit,
}: {
  label: string;
  submit: string;
  invalid: TextKey<'admin-shifts'>;
  amountPath: string;
  noteLabel?: string;
  pending: boolean;
  onSubmit: (fils: number, note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('admin-shifts');
  const readRefusal = useReadRefusal('admin-shifts');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [noteError, setNoteError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const fils = parseAedToFils(amount);
    if (fils === null) return setError(t(invalid));
    setError(undefined);
    setNoteError(undefined);
    try {
      await onSubmit(fils, note.trim());
    } catch (err) {
      const refusal = readRefusal(err, noteLabel ? [amountPath, 'note'] : [amountPath]);
      const on = (path: string) => refusal.fields.find((f) => f.path === path)?.text;
      setError(on(amountPath));
      setNoteError(on('note'));
      setFailure(refusal.message);
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
          error={noteError}
          onChange={(e) => setNote(e.target.value)}
        />
      )}
      <FormError message={failure} />
      <SubmitButton pending={pending}>{submit}</SubmitButton>
    </form>
  );
}
