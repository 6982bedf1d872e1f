import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/client/components/ui/price-format';
import { useLocale } from '@/client/lib/use-locale';
import type { AdminNotification } from '../../notifications.schema';
import { notificationView } from './notification-view';
import { timeAgo } from './time-ago';

/** One notification's icon, text, time and unread dot (the bell and View all draw the same). */
export function NotificationBody({ n, now }: { n: AdminNotification; now: number }) {
  const { t } = useTranslation('admin-notifications');
  const locale = useLocale();
  const money = useFormatMoney();
  const v = notificationView(n, t, locale, money);
  const Icon = v.icon;
  return (
    <>
      <span className={`mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${v.tone}`}>
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <span className="min-w-0 flex-1 text-start">
        <span
          className={`block truncate ${n.read ? 'font-medium text-stone-700' : 'font-bold text-stone-900'}`}
        >
          {v.title}
        </span>
        {v.detail && <span className="block truncate text-xs text-stone-600">{v.detail}</span>}
        <time dateTime={n.createdAt} className="block text-xs text-stone-500">
          {timeAgo(n.createdAt, locale, now)}
        </time>
      </span>
      {!n.read && (
        <span
          className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-600"
          role="img"
          aria-label={t('unread')}
        />
      )}
    </>
  );
}
