import '@/client/locales/bundles/admin-notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/admin/dialog';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLoadErrorToast } from '@/client/components/admin/load-error-toast';
import { PageHeader, Toolbar } from '@/client/components/admin/page-header';
import { PagedTable } from '@/client/components/admin/paged-table';
import { SearchField } from '@/client/components/admin/search-field';
import { SelectField } from '@/client/components/admin/select-field';
import { useListParams } from '@/client/components/admin/use-list-params';
import { useLocale } from '@/client/lib/use-locale';
import { can } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import type { InboxMessage } from '../../contact.admin.schema';
import { useDeleteMessage, useInbox, useInboxMessage, useSetMessageRead } from './inbox-api';
import { useInboxColumns } from './inbox-columns';
import { MessageDialog } from './message-dialog';

const PAGE_SIZE = 20;

/** `/admin/inbox`: the contact page's messages, unread first; `?open=<id>` shows one (and marks it read). */
export function Component() {
  const { t } = useTranslation(['admin-notifications', 'admin']);
  const locale = useLocale();
  const role = useStaffMe().data?.role;
  const { values, page, set } = useListParams({ q: '', filter: 'all', open: '' });
  const list = useInbox({ q: values.q, filter: values.filter, page, pageSize: PAGE_SIZE });
  const openId = values.open || null;
  const fetched = useInboxMessage(openId && !list.data?.rows.some((r) => r.id === openId) ? openId : null);
  const opened = list.data?.rows.find((r) => r.id === openId) ?? fetched.data ?? null;
  const setRead = useSetMessageRead();
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);
  const marked = useRef(new Set<string>());
  useLoadErrorToast(list.isError, t('inbox.loadFailed'), 'inbox-load');

  const open = (m: InboxMessage) => set({ open: m.id, page });
  const close = () => set({ open: '', page });

  // Opening a message reads it (once per opening: "Mark as unread" must not be undone at once).
  useEffect(() => {
    if (!opened || opened.readAt || marked.current.has(opened.id)) return;
    marked.current.add(opened.id);
    setRead.mutate({ id: opened.id, read: true });
  }, [opened, setRead]);
  useEffect(() => {
    if (fetched.isError) toast.error(t('inbox.notFound'), { id: 'inbox-open' });
  }, [fetched.isError, t]);

  const toggleRead = (m: InboxMessage) =>
    setRead.mutate(
      { id: m.id, read: !m.readAt },
      {
        onSuccess: () => toast.success(t(m.readAt ? 'inbox.markedUnread' : 'inbox.markedRead')),
        onError: (e) => toastFailure(t('inbox.updateFailed'), e, locale),
      },
    );

  const markUnread = (m: InboxMessage) => {
    close();
    setRead.mutate(
      { id: m.id, read: false },
      {
        onSuccess: () => toast.success(t('inbox.markedUnread')),
        onError: (e) => toastFailure(t('inbox.updateFailed'), e, locale),
      },
    );
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('inbox.deleted'));
      if (openId === deleting.id) close();
      setDeleting(null);
    } catch (e) {
      toastFailure(t('inbox.deleteFailed'), e, locale);
    }
  };

  const columns = useInboxColumns(locale, {
    open,
    toggleRead,
    remove: can(role, 'messages.manage') ? setDeleting : undefined,
  });
  const unread = list.data?.unread ?? 0;

  return (
    <>
      <PageHeader title={t('inbox.title')} description={t('inbox.description', { count: unread })} />
      <Toolbar>
        <SearchField
          label={t('inbox.search')}
          placeholder={t('inbox.searchPlaceholder')}
          value={values.q}
          onChange={(q) => set({ q })}
        />
        <SelectField
          label={t('inbox.filter')}
          hideLabel
          value={values.filter}
          onChange={(e) => set({ filter: e.target.value })}
          options={(['all', 'unread'] as const).map((f) => ({ value: f, label: t(`inbox.filters.${f}`) }))}
        />
      </Toolbar>
      <PagedTable
        query={list}
        loadFailed={t('inbox.loadFailed')}
        caption={t('inbox.title')}
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(p) => set({ page: p })}
        empty={t(values.q || values.filter === 'unread' ? 'inbox.noMatch' : 'inbox.empty')}
        rowKey={(m) => m.id}
      />
      <MessageDialog
        message={opened}
        locale={locale}
        onClose={close}
        onMarkUnread={markUnread}
        onDelete={can(role, 'messages.manage') ? setDeleting : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('inbox.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('inbox.deleteMessage')}
        confirmLabel={t('admin:actions.delete')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      />
    </>
  );
}
