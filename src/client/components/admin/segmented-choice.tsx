/**
 * One of a few choices as a row of pills, the chosen one filled (a filter's value, a paper): each
 * a toggle button with `aria-pressed`, the row a labelled group.
 */
export function SegmentedChoice<V extends string>({
  label,
  choices,
  chosen,
  onChoose,
  choiceLabel,
  className = '',
}: {
  label: string;
  choices: readonly V[];
  chosen: V;
  onChoose: (choice: V) => void;
  choiceLabel: (choice: V) => string;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex rounded-full border border-stone-200 bg-white p-1 ${className}`}
    >
      {choices.map((c) => (
        <button
          key={c}
          type="button"
          aria-pressed={chosen === c}
          onClick={() => onChoose(c)}
          className={`min-h-9 rounded-full px-4 text-sm font-semibold ${chosen === c ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
        >
          {choiceLabel(c)}
        </button>
      ))}
    </div>
  );
}
