import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatShopTime } from '@/common/dates';
import { useLocale } from '@/client/lib/use-locale';
import { usePausedUntil } from './paused-until';
import { href } from '@/common/paths';

/** Under the header on every storefront page while new orders are paused (busy mode on the board); checkout says it itself. */
export function PausedNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const until = usePausedUntil();
  const { pathname } = useLocation();
  if (!until || pathname === href('checkout')) return null;
  return (
    <div role="status" className="bg-citrus-700 px-4 py-2 text-center text-sm font-semibold text-white">
      <Hourglass aria-hidden="true" className="me-2 inline h-4 w-4 align-[-2px]" />
      {t('busy.paused', { time: formatShopTime(until, locale) })}
    </div>
  );
}
