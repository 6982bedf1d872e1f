import { Eye, Mail, MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { DeleteRowButton } from '@/client/components/admin/row-actions';
import type { InboxMessage } from '../../contact.admin.schema';

export interface InboxActions {
  open: (m: InboxMessage) => void;
  toggleRead: (m: InboxMessage) => void;
  remove?: (m: InboxMessage) => void;
}

/** A message's View, Mark read/unread and Delete icon buttons, named with its sender. */
export function InboxRowActions({ m, actions }: { m: InboxMessage; actions: InboxActions }) {
  const { t } = useTranslation(['admin-notifications', 'admin']);
  const item = t('inbox.messageFrom', { name: m.name });
  return (
    <span className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('admin:actions.viewItem', { item })}
        onClick={() => actions.open(m)}
      >
        <Eye aria-hidden="true" className="h-5 w-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t(m.readAt ? 'inbox.markUnreadItem' : 'inbox.markReadItem', { item })}
        onClick={() => actions.toggleRead(m)}
      >
        {m.readAt ? (
          <Mail aria-hidden="true" className="h-5 w-5" />
        ) : (
          <MailOpen aria-hidden="true" className="h-5 w-5" />
        )}
      </Button>
      {actions.remove && <DeleteRowButton item={item} onClick={() => actions.remove?.(m)} />}
    </span>
  );
}
