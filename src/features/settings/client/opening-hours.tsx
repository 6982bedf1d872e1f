import { useTranslation } from 'react-i18next';
import type { OpeningHours as Hours } from '../settings.schema';
import { hoursLines } from './hours-text';

/** The week's opening hours, one line per run of days with the same hours. */
export function OpeningHours({ hours }: { hours: Hours }) {
  const { t } = useTranslation();
  const lines = hoursLines(hours, t);
  if (lines.length === 1) return <span>{lines[0]}</span>;
  return (
    <span className="flex flex-col">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}
