// The storefront's words for an order's status (the order cards' badges).
import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/client/lib/toast';
import { Button } from '@/client/components/ui/button';
import { ErrorState } from '@/client/components/ui/error-state';
import { PageMeta } from '@/client/components/ui/page-meta';
import { PageSkeleton } from '@/client/shell/layouts/page-skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { accountQueryOf, carsQueryOf, useAccount } from '@/features/accounts/client';
import type { LoginLocationState } from '@/features/accounts/client';
import { ProfileForm } from '@/features/accounts/client';
import { SavedCars } from '@/features/accounts/client';
import { useSignOut } from '@/features/accounts/client';
import { Tabs } from '@/features/accounts/client';
import { AccountDeleted } from '@/features/accounts/client';
import { useForgetAccount } from '@/features/accounts/client';
import { Skeleton } from '@/client/components/ui/skeleton';
import { href } from '@/common/paths';
import { useHydrated } from '@/client/lib/use-hydrated';
import type { PrefetchContext } from '../route-handle';

// The other tabs' code loads when a tab is opened (or the page opens on it), not with the profile:
// the page's first load stays in its budget (decision 035).
const AccountOrders = lazy(() =>
  import('@/client/shell/app/account-orders/account-orders').then((m) => ({ default: m.AccountOrders })),
);
const PasswordForm = lazy(() =>
  import('@/features/accounts/client/password-form').then((m) => ({ default: m.PasswordForm })),
);
const MyDataSection = lazy(() =>
  import('@/features/accounts/client/my-data-section').then((m) => ({ default: m.MyDataSection })),
);

/** A tab's panel, in a boundary of its own while its code arrives. */
const Panel = ({ children }: { children: React.ReactNode }) => (
  <Suspense fallback={<Skeleton className="h-64 w-full" />}>{children}</Suspense>
);

const TAB_IDS = ['profile', 'orders', 'security', 'data'] as const;
type TabId = (typeof TAB_IDS)[number];
const isTab = (v: string | null): v is TabId => TAB_IDS.includes(v as TabId);

/**
 * Drawn by the server with the visitor's account and cars (asked with their own cookie), so the
 * profile's first screen arrives complete; signed out, the browser sends them to sign in.
 */
export const prefetch = ({ queryClient, cookie }: PrefetchContext) => [
  queryClient.prefetchQuery(accountQueryOf(cookie)),
  ...(cookie ? [queryClient.prefetchQuery(carsQueryOf(cookie))] : []),
];

export function Component() {
  const { t } = useTranslation('account');
  const shopName = useShopName();
  const account = useAccount();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('tab')) ? (params.get('tab') as TabId) : 'profile';
  // Once the account is deleted: its confirmation, in place of the sign-in the profile would send to.
  const [deletedEmail, setDeletedEmail] = useState<string | null>(null);
  const forgetAccount = useForgetAccount();
  const hydrated = useHydrated();

  const meta = (
    <PageMeta title={t('profile.title')} description={t('profile.description', { name: shopName })} />
  );
  if (deletedEmail) {
    return (
      <>
        {meta}
        <AccountDeleted email={deletedEmail} />
      </>
    );
  }
  // Signed out, the browser sends the visitor to sign in; the server (which cannot) draws the
  // skeleton, and so does the browser's first render, which must match it.
  if (account.isPending || signOut.isSuccess || (account.data === null && !hydrated)) {
    return (
      <>
        {meta}
        <PageSkeleton width="max-w-3xl" />
      </>
    );
  }
  if (account.isError) {
    return (
      <div className="px-4 py-10">
        {meta}
        <ErrorState message={t('profile.loadFailed')} onRetry={() => void account.refetch()} />
      </div>
    );
  }
  if (!account.data) {
    const state: LoginLocationState = { from: href('profile') };
    return <Navigate to={href('login')} replace state={state} />;
  }
  const me = account.data;

  const onSignOut = async () => {
    try {
      await signOut.mutateAsync();
      toast.success(t('profile.signedOut'));
      await navigate(href('home'), { replace: true });
    } catch {
      toast.error(t('profile.signOutFailed'));
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {meta}
      <header className="mb-6">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-3xl font-extrabold text-brand-900">{t('profile.heading')}</h1>
          <Button variant="outline" size="sm" onClick={() => void onSignOut()} disabled={signOut.isPending}>
            {signOut.isPending ? (
              <Spinner />
            ) : (
              <LogOut aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            )}
            {t('profile.signOut')}
          </Button>
        </div>
        <p className="mt-2 text-stone-800">{t('profile.greeting', { name: me.name })}</p>
        <p className="text-sm break-all text-stone-600">
          <bdi dir="ltr">{me.email}</bdi>
        </p>
        {/* A password too easy to guess (found at sign-in): asked for plainly, not forced (decision 032). */}
        {me.mustChangePassword && (
          <div
            role="status"
            className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4"
          >
            <p className="min-w-0 flex-1 basis-60 text-stone-900">{t('profile.weakPassword')}</p>
            {tab !== 'security' && (
              <Button
                onClick={() => setParams({ tab: 'security' }, { replace: true, preventScrollReset: true })}
              >
                {t('profile.weakPasswordAction')}
              </Button>
            )}
          </div>
        )}
      </header>
      <Tabs<TabId>
        label={t('profile.tabs.label')}
        value={tab}
        onChange={(id) =>
          setParams(id === 'profile' ? {} : { tab: id }, { replace: true, preventScrollReset: true })
        }
        tabs={[
          {
            id: 'profile',
            label: t('profile.tabs.profile'),
            panel: (
              <>
                <ProfileForm account={me} />
                <SavedCars />
              </>
            ),
          },
          {
            id: 'orders',
            label: t('profile.tabs.orders'),
            panel: (
              <Panel>
                <AccountOrders />
              </Panel>
            ),
          },
          {
            id: 'security',
            label: t('profile.tabs.security'),
            panel: (
              <Panel>
                <PasswordForm />
              </Panel>
            ),
          },
          {
            id: 'data',
            label: t('tab', { ns: 'my-data' }),
            panel: (
              <Panel>
                <MyDataSection
                  onDeleted={() => {
                    setDeletedEmail(me.email);
                    forgetAccount();
                  }}
                />
              </Panel>
            ),
          },
        ]}
      />
    </div>
  );
}
