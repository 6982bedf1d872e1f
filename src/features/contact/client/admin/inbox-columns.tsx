import { useTranslation } from 'react-i18next';
import { column, type Column } from '@/client/components/admin/table-column';
import type { Locale } from '@/common/locales';
import { formatShopDateTime } from '@/common/dates';
import type { InboxMessage } from '../../contact.admin.schema';
import { InboxRowActions, type InboxActions } from './inbox-row-actions';

/** From (unread ones bold with a dot), the message's start, when it came, actions. */
export function useInboxColumns(locale: Locale, actions: InboxActions): Column<InboxMessage>[] {
  const { t } = useTranslation('admin-notifications');
  return [
    column<InboxMessage>('from', t('inbox.columns.from'), (m) => (
      <button type="button" onClick={() => actions.open(m)} className="flex items-start gap-2 text-start">
        <span
          className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${m.readAt ? 'bg-transparent' : 'bg-brand-600'}`}
          aria-hidden="true"
        />
        <span>
          <span className={`block ${m.readAt ? 'text-stone-800' : 'font-bold text-stone-950'}`} dir="auto">
            {m.name}
            {!m.readAt && <span className="sr-only"> ({t('unread')})</span>}
          </span>
          <bdi dir="ltr" className="block text-xs text-stone-600">
            {m.email}
          </bdi>
        </span>
      </button>
    )),
    column<InboxMessage>('message', t('inbox.columns.message'), (m) => (
      <p className={`line-clamp-2 max-w-md ${m.readAt ? 'text-stone-700' : 'text-stone-900'}`} dir="auto">
        {m.message}
      </p>
    )),
    column<InboxMessage>('received', t('inbox.columns.received'), (m) => (
      <span className="whitespace-nowrap text-stone-700">{formatShopDateTime(m.createdAt, locale)}</span>
    )),
    column<InboxMessage>(
      'actions',
      t('inbox.columns.actions'),
      (m) => <InboxRowActions m={m} actions={actions} />,
      {
        className: 'w-px whitespace-nowrap',
      },
    ),
  ];
}
