import { Hourglass } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatShopTime } from '@/common/dates';
import { useLocale } from '@/client/lib/use-locale';
import { useStoreInfo } from '@/client/lib/store-info-query';

/** The time orders are taken again while busy mode pauses them, or null; re-renders when the pause ends. */
export function usePausedUntil(): string | null {
  const pausedUntil = useStoreInfo().data?.busy.pausedUntil ?? null;
  const [, tick] = useState(0);
  const active = pausedUntil && Date.parse(pausedUntil) > Date.now() ? pausedUntil : null;
  useEffect(() => {
    if (!active) return;
    const id = setTimeout(
      () => tick((n) => n + 1),
      Math.min(Date.parse(active) - Date.now() + 500, 2 ** 31 - 1),
    );
    return () => clearTimeout(id);
  }, [active]);
  return active;
}

/** Under the header on every storefront page while new orders are paused (busy mode on the board); checkout says it itself. */
export function PausedNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const until = usePausedUntil();
  const { pathname } = useLocation();
  if (!until || pathname === '/checkout') return null;
  return (
    <div role="status" className="bg-citrus-700 px-4 py-2 text-center text-sm font-semibold text-white">
      <Hourglass aria-hidden="true" className="me-2 inline h-4 w-4 align-[-2px]" />
      {t('busy.paused', { time: formatShopTime(until, locale) })}
    </div>
  );
}
