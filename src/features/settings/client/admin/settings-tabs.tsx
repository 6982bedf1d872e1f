import { useRef, type KeyboardEvent } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/** An accessible tab list (arrow keys move between tabs; in Arabic the arrows follow the reading direction). */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: TabDef<K>[];
  active: K;
  onChange: (k: K) => void;
  label: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const onKey = (e: KeyboardEvent) => {
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const i = tabs.findIndex((t) => t.key === active);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? tabs.length - 1
          : step === undefined
            ? -1
            : (i + step + tabs.length) % tabs.length;
    if (next < 0) return;
    e.preventDefault();
    onChange(tabs[next]!.key);
    refs.current.get(tabs[next]!.key)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKey}
      className="mb-5 flex gap-1 overflow-x-auto rounded-2xl bg-stone-100 p-1"
    >
      {tabs.map((t) => (
        <button
          key={t.key}
          ref={(el) => {
            if (el) refs.current.set(t.key, el);
          }}
          type="button"
          role="tab"
          id={`tab-${t.key}`}
          aria-selected={t.key === active}
          aria-controls={`panel-${t.key}`}
          tabIndex={t.key === active ? 0 : -1}
          onClick={() => onChange(t.key)}
          className={`shrink-0 rounded-xl px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${t.key === active ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-600 hover:text-stone-900'}`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
