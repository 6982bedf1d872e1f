import '@/client/locales/bundles/admin-settings';
import { useTranslation } from 'react-i18next';
import QRCode from 'react-qr-code';
import { PageHeader } from '@/client/components/admin/page-header';
import { PrintableDocument } from '@/client/components/admin/printable-document';
import { adminHref } from '@/common/admin-paths';
import type { Bay } from '../../bays.schema';
import { useBays } from './bays-api';

/**
 * One bay's sticker: its name large, its QR code (the bay's page under the shop's public address,
 * as the server gives it), and what to do, in Arabic and English whatever the screen's language:
 * the sticker speaks to every customer.
 */
export function BaySticker({ bay }: { bay: Bay }) {
  const { t } = useTranslation('admin-settings');
  const both = (key: 'bays.bay' | 'bays.scan') => ({ ar: t(key, { lng: 'ar' }), en: t(key, { lng: 'en' }) });
  const label = both('bays.bay');
  const scan = both('bays.scan');
  return (
    <li
      data-bay-sticker={bay.name}
      className="flex min-w-0 break-inside-avoid flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-stone-400 p-5 text-center"
    >
      <p className="text-lg font-bold text-stone-800">
        <span lang="ar" dir="rtl">
          {label.ar}
        </span>
        {' · '}
        <span lang="en" dir="ltr">
          {label.en}
        </span>
      </p>
      <bdi className="max-w-full text-6xl leading-none font-black [overflow-wrap:anywhere] text-stone-950">
        {bay.name}
      </bdi>
      <QRCode
        value={bay.url}
        size={176}
        level="M"
        title={bay.url}
        data-bay-code={bay.url}
        style={{ width: '100%', maxWidth: 176, height: 'auto' }}
      />
      <p lang="ar" dir="rtl" className="text-lg leading-snug font-bold">
        {scan.ar}
      </p>
      <p lang="en" dir="ltr" className="text-base leading-snug font-semibold">
        {scan.en}
      </p>
    </li>
  );
}

/** Settings → Bays → Print QR Codes: an A4 sheet of stickers, one per bay in use. */
export function Component() {
  const { t } = useTranslation('admin-settings');
  const bays = useBays();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('bays.sheetTitle')} />
      <PrintableDocument
        id="bay-qr-sheet"
        source={bays}
        loadFailed={t('bays.loadFailed')}
        back={{ to: adminHref('settings'), label: t('title') }}
        papers={['a4']}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-stone-700">{t('bays.sheetEmpty')}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2">
              {list.map((bay) => (
                <BaySticker key={bay.id} bay={bay} />
              ))}
            </ul>
          )
        }
      </PrintableDocument>
    </div>
  );
}
