import { Moon, Sun, Sunrise } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import type { TimeDistribution } from '../../dashboard.schema';
import { formatCount } from '@/common/locales';

const BUCKETS = [
  { key: 'morning', Icon: Sunrise, bar: 'bg-amber-500' },
  { key: 'afternoon', Icon: Sun, bar: 'bg-citrus-500' },
  { key: 'evening', Icon: Moon, bar: 'bg-brand-700' },
] as const;

/** Orders in the morning (6–12), afternoon (12–18) and evening (18–24), shop time: three bars. */
export function TimeDistributionBars({ counts }: { counts: TimeDistribution }) {
  const { t } = useTranslation('admin-dashboard');
  const locale = useLocale();
  const max = Math.max(1, counts.morning, counts.afternoon, counts.evening);
  return (
    <ul className="space-y-4">
      {BUCKETS.map(({ key, Icon, bar }) => (
        <li key={key}>
          <div className="mb-1.5 flex items-center gap-2 text-sm">
            <Icon aria-hidden="true" className="h-4 w-4 text-stone-600" />
            <span className="font-semibold text-stone-900">{t(`times.${key}`)}</span>
            <span className="text-stone-600">{t(`times.${key}Hours`)}</span>
            <span className="ms-auto font-bold text-stone-900 tabular-nums">
              {t('times.orders', { count: counts[key], formatted: formatCount(counts[key], locale) })}
            </span>
          </div>
          <div className="h-3 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
            <div
              className={`h-full rounded-full ${bar}`}
              style={{ width: `${(counts[key] / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
