import { Mail, MailOpen, Phone, Reply, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { Dialog } from '@/client/components/admin/dialog';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { formatShopDateTime } from '@/common/dates';
import type { Locale } from '@/common/locales';
import type { InboxMessage } from '../../contact.admin.schema';

/** One message in full: who, how to answer them (e-mail, phone), when, what they wrote. */
export function MessageDialog({
  message,
  locale,
  onClose,
  onMarkUnread,
  onDelete,
}: {
  message: InboxMessage | null;
  locale: Locale;
  onClose: () => void;
  onMarkUnread: (m: InboxMessage) => void;
  onDelete?: (m: InboxMessage) => void;
}) {
  const { t } = useTranslation(['admin-notifications', 'admin']);
  const shopName = useShopName();
  const m = message;
  return (
    <Dialog
      open={m !== null}
      onOpenChange={(open) => !open && onClose()}
      title={m ? t('inbox.messageFrom', { name: m.name }) : ''}
      description={m ? formatShopDateTime(m.createdAt, locale) : undefined}
      footer={
        m && (
          <>
            {onDelete && (
              <Button variant="outline" className="me-auto text-red-700" onClick={() => onDelete(m)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {t('admin:actions.delete')}
              </Button>
            )}
            <Button variant="outline" onClick={() => onMarkUnread(m)}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              {t('inbox.markUnread')}
            </Button>
            <a
              className={buttonClass('primary')}
              href={`mailto:${m.email}?subject=${encodeURIComponent(t('inbox.replySubject', { name: shopName }))}`}
            >
              <Reply aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
              {t('inbox.reply')}
            </a>
          </>
        )
      }
    >
      {m && (
        <div className="space-y-4">
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-stone-600">{t('inbox.fields.email')}</dt>
            <dd>
              <a
                href={`mailto:${m.email}`}
                className="inline-flex items-center gap-1 text-brand-800 underline"
              >
                <MailOpen aria-hidden="true" className="h-4 w-4" />
                <bdi dir="ltr">{m.email}</bdi>
              </a>
            </dd>
            {m.phone && (
              <>
                <dt className="font-semibold text-stone-600">{t('inbox.fields.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${m.phone.replace(/\s/g, '')}`}
                    className="inline-flex items-center gap-1 text-brand-800 underline"
                  >
                    <Phone aria-hidden="true" className="h-4 w-4" />
                    <bdi dir="ltr">{m.phone}</bdi>
                  </a>
                </dd>
              </>
            )}
            <dt className="font-semibold text-stone-600">{t('inbox.fields.language')}</dt>
            <dd>{t(`inbox.languages.${m.locale}`)}</dd>
          </dl>
          <p className="whitespace-pre-wrap rounded-xl bg-stone-50 p-4 text-stone-900" dir="auto">
            {m.message}
          </p>
        </div>
      )}
    </Dialog>
  );
}
