import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale } from '@/client/lib/use-locale';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys follow the reading
 * direction (in Arabic the right arrow goes back), Home and End jump to the first and last tab.
 * Only the selected panel is rendered.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: Tab<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}) {
  const rtl = useLocale() === 'ar';
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );
  const current = tabs[index]!;

  const select = (i: number) => {
    const tab = tabs[(i + tabs.length) % tabs.length]!;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const prev = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [next]: () => select(index + 1),
      [prev]: () => select(index - 1),
      Home: () => select(0),
      End: () => select(tabs.length - 1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((tab) => {
          const selected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={selected ? `panel-${tab.id}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 ${
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-stone-600 hover:text-stone-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`panel-${current.id}`}
        aria-labelledby={`tab-${current.id}`}
        tabIndex={0}
        className="pt-6 focus-visible:outline-none"
      >
        {current.panel}
      </div>
    </div>
  );
}
