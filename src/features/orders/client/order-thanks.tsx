import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The thank-you at the top of a just-placed order: its heading takes the focus (a screen reader
 * hears it first, as after any page change), the account note when one was made at checkout, and
 * where the receipt went.
 */
export function OrderThanks({ accountCreated }: { accountCreated: boolean }) {
  const { t } = useTranslation('orders');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-2xl bg-brand-50 p-6 text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-2 text-2xl font-extrabold text-brand-900 focus:outline-none sm:text-3xl"
      >
        {t('thanks.title')}
      </h1>
      <p className="mt-2 text-stone-700">{t('thanks.body')}</p>
      {accountCreated && (
        <p role="status" className="mt-3 rounded-xl bg-white p-3 text-sm font-semibold text-brand-800">
          {t('thanks.accountCreated')}
        </p>
      )}
      <p className="mt-3 text-sm text-stone-600">{t('thanks.linkNote')}</p>
    </div>
  );
}
