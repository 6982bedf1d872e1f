// The storefront's words for an order's status, payment and sizes.
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { Link, Navigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { buttonClass } from '@/client/components/ui/button-class';
import { ErrorState } from '@/client/components/ui/error-state';
import { PageMeta } from '@/client/components/ui/page-meta';
import { PageSkeleton } from '@/client/shell/layouts/page-skeleton';
import { useLocale } from '@/client/lib/use-locale';
import { formatShopDateTime } from '@/common/dates';
import { accountQueryOf, useAccount } from '@/features/accounts/client';
import type { LoginLocationState } from '@/features/accounts/client';
import { MY_DATA_URL, myDataQueryOf, useMyData } from '@/features/accounts/client';
import { MyDataView } from '@/features/accounts/client';
import { href } from '@/common/paths';
import { useHydrated } from '@/client/lib/use-hydrated';
import type { PrefetchContext } from '../route-handle';

/**
 * Drawn by the server with the visitor's data (asked with their own cookie): the one read of it
 * this visit, logged as their export; the browser starts from it and does not ask again. Kept
 * until the page is drawn (the query itself is dropped as soon as nothing shows it).
 */
export const prefetch = ({ queryClient, cookie }: PrefetchContext) => [
  queryClient.prefetchQuery(accountQueryOf(cookie)),
  ...(cookie ? [queryClient.prefetchQuery({ ...myDataQueryOf(cookie), gcTime: Infinity })] : []),
];

/** /profile/data: "Download my data" as a page to read and print, in the visitor's language. */
export function Component() {
  const { t } = useTranslation('my-data');
  const shopName = useShopName();
  const locale = useLocale();
  const account = useAccount();
  const signedIn = !!account.data;
  const data = useMyData(signedIn);
  const hydrated = useHydrated();

  const meta = <PageMeta title={t('page.title')} description={t('page.description', { name: shopName })} />;
  // Signed out, the browser sends the visitor to sign in; the server (which cannot) draws the
  // skeleton below, and so does the browser's first render, which must match it.
  if (account.data === null && hydrated) {
    const state: LoginLocationState = { from: href('myData') };
    return <Navigate to={href('login')} replace state={state} />;
  }
  if (account.isError || data.isError) {
    return (
      <div className="px-4 py-10">
        {meta}
        <ErrorState
          message={t('page.loadFailed')}
          onRetry={() => void (account.isError ? account.refetch() : data.refetch())}
        />
      </div>
    );
  }
  if (!data.data) {
    return (
      <>
        {meta}
        <PageSkeleton width="max-w-3xl" />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0">
      {meta}
      <Link
        to={href('profile', {}, { search: { tab: 'data' } })}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 print:hidden"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        {t('page.back')}
      </Link>
      <header className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold text-brand-900 print:text-black">{t('page.heading')}</h1>
          <p className="mt-1 text-sm text-stone-600">
            {t('page.asOf', { date: formatShopDateTime(data.data.exportedAt, locale) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t('page.print')}
          </Button>
          <a href={MY_DATA_URL} download className={buttonClass('primary')}>
            <Download aria-hidden="true" className="h-4 w-4" />
            {t('download.json')}
          </a>
        </div>
      </header>
      <MyDataView data={data.data} />
    </div>
  );
}
