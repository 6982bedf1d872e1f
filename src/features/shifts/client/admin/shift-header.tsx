import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import type { ShiftSummary } from '../../shifts.schema';

/** Who opened and closed the shift, and when (the report's heading). */
export function ShiftHeader({ shift }: { shift: ShiftSummary }) {
  const { t } = useTranslation('admin-shifts');
  const locale = useLocale();
  const when = (iso: string) => formatShopDateTime(iso, locale);
  return (
    <header>
      <h2 className="text-lg font-extrabold">{t('report.heading', { number: shift.number })}</h2>
      <p className="text-sm">
        {t('report.opened', { when: when(shift.openedAt), name: shift.openedByName })}
      </p>
      <p className="text-sm">
        {shift.closedAt
          ? t('report.closed', { when: when(shift.closedAt), name: shift.closedByName ?? '—' })
          : t('report.stillOpen')}
      </p>
      {shift.closeNote && <p className="text-sm">{t('report.note', { note: shift.closeNote })}</p>}
    </header>
  );
}
