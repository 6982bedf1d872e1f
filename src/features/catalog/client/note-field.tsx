import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_LINE_NOTE } from '../option-rules';

// Control characters have no place in a note (the server refuses them); a line break becomes a space.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** "Note for the shop (optional)": up to 140 characters, with a counter. */
export function NoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const { t } = useTranslation('options');
  const id = useId();
  const counterId = useId();
  return (
    <div>
      <label htmlFor={id} className="flex min-h-11 items-end font-bold">
        {t('note')}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={MAX_LINE_NOTE}
        value={value}
        placeholder={t('notePlaceholder')}
        aria-describedby={counterId}
        onChange={(e) => onChange(e.target.value.replace(CONTROL, ''))}
        className="mt-1 block min-h-12 w-full resize-none rounded-xl border border-stone-300 px-4 py-3 text-base focus:border-brand-700 focus:ring-1 focus:ring-brand-700 focus:outline-none"
      />
      <p id={counterId} className="mt-1 text-end text-xs text-stone-600">
        {t('noteCount', { count: value.length, max: MAX_LINE_NOTE })}
      </p>
    </div>
  );
}
