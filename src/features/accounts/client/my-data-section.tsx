import { Download, FileText, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { DeleteAccountDialog } from './delete-account-dialog';
import { MY_DATA_URL } from './my-data-query';
import { href } from '@/common/paths';

const DANGER_OUTLINE =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-red-700 bg-white px-4 text-sm font-semibold text-red-800 transition-colors hover:bg-red-50';

/**
 * The profile's "Your data" tab: download what the shop holds (a JSON file, or a page to read and
 * print) and delete the account (a dialog that asks for the password). `onDeleted` shows the
 * confirmation in place of the profile.
 */
export function MyDataSection({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('my-data');
  const [deleting, setDeleting] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  return (
    <section aria-labelledby="my-data-heading" className="max-w-xl space-y-6">
      <div>
        <h2 id="my-data-heading" className="text-lg font-bold text-stone-900">
          {t('section.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('section.intro')}</p>
      </div>

      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
        <h3 className="font-bold text-stone-900">{t('download.heading')}</h3>
        <p className="mt-1 text-sm text-stone-700">{t('download.body')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          {/* A plain link: the browser saves the attachment the server names. */}
          <a href={MY_DATA_URL} download className={buttonClass('primary')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('download.json')}
          </a>
          <Link to={href('myData')} className={buttonClass('outline')}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            {t('download.page')}
          </Link>
        </div>
      </div>

      <div className="rounded-2xl border border-red-200 bg-red-50/40 p-4 sm:p-5">
        <h3 className="font-bold text-red-900">{t('delete.heading')}</h3>
        <p className="mt-1 text-sm text-stone-700">{t('delete.body')}</p>
        <button
          ref={opener}
          type="button"
          className={`${DANGER_OUTLINE} mt-4`}
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('delete.open')}
        </button>
      </div>

      {deleting && (
        <DeleteAccountDialog
          onDeleted={onDeleted}
          onClose={() => {
            setDeleting(false);
            opener.current?.focus();
          }}
        />
      )}
    </section>
  );
}
