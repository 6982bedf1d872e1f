import { useTranslation } from 'react-i18next';
import { TextField } from '@/client/components/ui/text-field';
import { daysInOrder } from '@/common/day-schema';
import { shopDay } from '@/common/dates';

/** A screen's own named ranges (Today, This Week, …), one of which asks for the two days. */
interface Presets<P extends string> {
  legend: string;
  /** The radio group's name (unique on the page). */
  name: string;
  choices: readonly P[];
  chosen: P;
  /** The choice that shows the From and To fields. */
  custom: P;
  label: (choice: P) => string;
  onChoose: (choice: P) => void;
}

function PresetChoice<P extends string>({ presets: p }: { presets: Presets<P> }) {
  return (
    <fieldset>
      <legend className="sr-only">{p.legend}</legend>
      <div className="grid w-full grid-cols-2 gap-1 rounded-2xl border border-stone-200 bg-white p-1 shadow-sm sm:inline-flex sm:w-auto">
        {p.choices.map((c) => (
          <label
            key={c}
            className="cursor-pointer rounded-xl px-3 py-2 text-center text-sm font-semibold whitespace-nowrap text-stone-700 transition-colors hover:bg-stone-100 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
          >
            <input
              type="radio"
              name={p.name}
              value={c}
              checked={p.chosen === c}
              onChange={() => p.onChoose(c)}
              className="sr-only"
            />
            {p.label(c)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A back-office filter by days (`YYYY-MM-DD`, both included, as the shop counts them in its own
 * time zone): From and To, neither after today there, From not after To, which is said under them
 * when it is. With `presets`, the screen's named ranges come first and the days show only for the
 * custom one. The fields join the parent's grid unless `className` gives them their own box;
 * `problem` is the screen's own reason the range cannot be used yet (both days required, too long).
 */
export function DateRangeFields<P extends string = never>({
  from,
  to,
  onChange,
  labels,
  presets,
  problem,
  className = 'contents',
}: {
  from: string;
  to: string;
  onChange: (change: { from?: string; to?: string }) => void;
  /** The screen's own words for the two days (default: From, To). */
  labels?: { from: string; to: string };
  presets?: Presets<P>;
  problem?: string;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const today = shopDay();
  const message = daysInOrder({ from, to }) ? problem : t('dateRange.order');
  const dates = !presets || presets.chosen === presets.custom;
  return (
    <>
      {presets && <PresetChoice presets={presets} />}
      {dates && (
        <div className={className}>
          <TextField
            label={labels?.from ?? t('dateRange.from')}
            type="date"
            value={from}
            max={to && to < today ? to : today}
            onChange={(e) => onChange({ from: e.target.value })}
          />
          <TextField
            label={labels?.to ?? t('dateRange.to')}
            type="date"
            value={to}
            min={from || undefined}
            max={today}
            onChange={(e) => onChange({ to: e.target.value })}
          />
          {message && (
            <p role="alert" className="col-span-full text-sm font-semibold text-red-700">
              {message}
            </p>
          )}
        </div>
      )}
    </>
  );
}
