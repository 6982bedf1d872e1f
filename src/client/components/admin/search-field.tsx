import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * A search box that reports what was typed after a short pause (so a list is not asked for on
 * every key), and at once when the value is changed from outside (e.g. Back).
 */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  delayMs = 300,
  className = '',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  // The latest onChange, so the list redrawing meanwhile (live updates, a new onChange each
  // render) does not start the pause again: what was typed is reported one pause after typing.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => report.current(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-stone-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(e) => setText(e.target.value)}
        className="block h-11 w-full rounded-xl border border-stone-300 bg-white ps-9 pe-3 text-base text-stone-900 focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-700/30"
      />
    </div>
  );
}
