import { useTranslation } from 'react-i18next';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { useInboxUnread } from './inbox-api';

/** The sidebar's unread count beside Inbox (kept live by the notification stream). */
export function InboxBadge() {
  const { t } = useTranslation('admin');
  const role = useStaffMe().data?.role;
  const unread = useInboxUnread(can(role, 'messages.view')).data ?? 0;
  if (unread === 0) return null;
  return (
    <span
      className="ms-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white"
      data-testid="inbox-unread"
    >
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className="sr-only">{t('nav.unreadCount', { count: unread })}</span>
    </span>
  );
}
