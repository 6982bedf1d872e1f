import { useTranslation } from 'react-i18next';
import { useLocale } from '@/client/lib/use-locale';
import type { OpeningHours as Hours } from '../settings.schema';

/** "9:00 AM – 12:00 AM" in the current language, from the stored HH:MM values. */
export function formatShopTime(hhmm: string, locale: 'ar' | 'en'): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const date = new Date(Date.UTC(2020, 0, 1, h % 24, m));
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(date);
}

export function OpeningHours({ hours }: { hours: Hours }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const allDay = hours.open === '00:00' && hours.close === '24:00';
  return (
    <span>
      {allDay
        ? t('hours.allDay')
        : t('hours.daily', {
            open: formatShopTime(hours.open, locale),
            close: formatShopTime(hours.close, locale),
          })}
    </span>
  );
}
