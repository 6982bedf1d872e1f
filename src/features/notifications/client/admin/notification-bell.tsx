import '@/client/locales/bundles/admin-notifications';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '@/client/components/ui/button-class';
import type { AdminNotification } from '../../notifications.schema';
import { useMinuteClock } from './minute-clock';
import { NotificationBody } from './notification-item';
import { notificationView } from './notification-view';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './notifications-api';
import { useNotificationEvents } from './use-notification-events';
import { useLocale } from '@/client/lib/use-locale';
import { adminHref } from '@/common/admin-paths';

/** How many the dropdown lists (View all shows the rest). */
const BELL_SIZE = 8;

const ITEM =
  'flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-stone-100';

/** "99+" past 99, so the badge stays round. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The top bar's bell: the signed-in staff member's unread count and latest notifications, live
 * (new ones arrive over SSE without a reload). Choosing one marks it read and opens what it is
 * about; the dropdown closes on a click outside (Radix).
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('admin-notifications');
  const locale = useLocale();
  const navigate = useNavigate();
  useNotificationEvents();
  const list = useNotifications({ filter: 'all', page: 1, pageSize: BELL_SIZE });
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useMinuteClock();
  const unread = list.data?.unread ?? 0;
  const rows = list.data?.rows ?? [];

  const open = (n: AdminNotification) => {
    if (!n.read) markRead.mutate(n.id);
    void navigate(notificationView(n, t, locale).to);
  };

  return (
    // Not modal: the page stays readable (and clickable: a click outside closes it).
    <DropdownMenu.Root dir={i18n.dir()} modal={false}>
      <DropdownMenu.Trigger
        className={`${buttonClass('ghost', 'icon')} relative`}
        aria-label={t('openCount', { count: unread })}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-2xl border border-stone-200 bg-white p-2 shadow-xl"
        >
          <div className="flex items-center gap-2 px-3 py-2">
            <DropdownMenu.Label className="me-auto font-bold text-stone-900">{t('title')}</DropdownMenu.Label>
            <DropdownMenu.Item
              disabled={unread === 0 || markAll.isPending}
              onSelect={(e) => {
                e.preventDefault(); // stay open: the list turns read in place
                markAll.mutate(undefined, { onError: () => toast.error(t('markAllFailed')) });
              }}
              className="flex min-h-8 cursor-pointer items-center gap-1 rounded-lg px-2 text-xs font-semibold text-brand-800 outline-none data-[highlighted]:bg-brand-50 data-[disabled]:cursor-default data-[disabled]:text-stone-400"
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />
              {t('markAllRead')}
            </DropdownMenu.Item>
          </div>
          {/* Arrow keys move through the items (and scroll them into view); the list itself can take
              focus too, so a long list can be scrolled from the keyboard as well. */}
          <div
            tabIndex={0}
            role="group"
            aria-label={t('title')}
            className="-mx-2 min-h-0 flex-1 overflow-y-auto px-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {list.isError && !list.data ? (
              <p className="px-3 py-6 text-center text-sm text-red-800">{t('loadFailed')}</p>
            ) : rows.length === 0 ? (
              <p className="px-3 py-8 text-center text-sm text-stone-600">
                {list.isPending ? t('loading') : t('empty')}
              </p>
            ) : (
              rows.map((n) => (
                <DropdownMenu.Item
                  key={n.id}
                  className={ITEM}
                  onSelect={() => open(n)}
                  data-unread={!n.read || undefined}
                >
                  <NotificationBody n={n} now={now} />
                </DropdownMenu.Item>
              ))
            )}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            asChild
            className="flex min-h-10 cursor-pointer items-center justify-center rounded-xl px-3 text-sm font-semibold text-brand-800 outline-none data-[highlighted]:bg-stone-100"
          >
            <Link to={adminHref('notifications')}>{t('viewAll')}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
