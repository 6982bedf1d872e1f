import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '@/client/components/ui/button-class';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ApiError } from '@/client/lib/api';
import { useLocale } from '@/client/lib/use-locale';
import { ERROR_MESSAGES } from '@/common/errors';
import { PageErrorBoundary } from '@/client/shell/layouts/page-error';
import { STAFF_ME_KEY, useStaffMe } from '@/client/components/admin/staff-session';
import { useStaffSignOut } from '@/features/staff/client/admin';
import { MaintenanceBanner, useAdminLanguage } from '@/features/settings/client/admin';
import { OrderAlerts, SlotClosing } from '@/features/orders/client/admin';
import { PRINTING_SLOTS } from '@/features/printing/client/admin';
import { BAYS_SLOTS } from '@/features/bays/client/admin';
import { AdminSlotsProvider, type AdminSlots } from '@/client/components/admin/admin-slots';
import { href } from '@/common/paths';
import { adminHref } from '@/common/admin-paths';
import { can } from '@/common/permissions';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopbar } from './admin-topbar';

// Only for an account that must change its password or set up two-factor sign-in first.
const PasswordChangeRequired = lazy(() =>
  import('@/features/staff/client/admin/door-screens').then((m) => ({ default: m.PasswordChangeRequired })),
);
const TwoFactorSetupRequired = lazy(() =>
  import('@/features/staff/client/admin/door-screens').then((m) => ({ default: m.TwoFactorSetupRequired })),
);

function Loading() {
  return (
    <div className="space-y-4 p-6" aria-hidden="true">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** Signed in, but not a staff member (yet): say so plainly, with a way out. */
function NoEntry({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('admin');
  const signOut = useStaffSignOut();
  const navigate = useNavigate();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <title>{title}</title>
      <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-700">{message}</p>
      <div className="mt-6 flex justify-center gap-2">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() =>
            void signOut.mutateAsync().then(() => navigate(adminHref('login'), { replace: true }))
          }
        >
          {t('guard.signOut')}
        </button>
        <a href={href('home')} className={buttonClass('outline')}>
          {t('guard.toWebsite')}
        </a>
      </div>
    </main>
  );
}

/** The other features' parts in the orders and settings screens: the printer's, Settings → Bays, the slots. */
const SLOTS: AdminSlots = {
  ...PRINTING_SLOTS,
  SlotClosing,
  SettingsSections: [...PRINTING_SLOTS.SettingsSections, ...BAYS_SLOTS.SettingsSections],
};
/**
 * The guarded back office: who is signed in is asked of the server (GET /api/admin/me); without
 * a session every page sends the visitor to /admin/login with "Please sign in to access the
 * admin panel". A session lost while working (any call answering 401: ended after 12 idle hours
 * or 7 days, signed out elsewhere) says "Your session has ended — please sign in again", and the
 * sign-in brings the user back to the same address (the live board, a list with its filters).
 * An account that must change its password or set up two-factor sign-in sees only that.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const me = useStaffMe();
  // The staff member's own language, else the shop's default language (Settings → General).
  useAdminLanguage();
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useStaffSignOut();
  const [navOpen, setNavOpen] = useState(false);
  const told = useRef(false);

  const toLogin = useCallback(
    (key: 'guard.signInFirst' | 'guard.authError' | 'sessionEnded') => {
      const message = key === 'sessionEnded' ? ERROR_MESSAGES.session_expired[locale] : t(key);
      if (!told.current) toast.error(message, { id: 'admin-guard' });
      told.current = true;
      queryClient.removeQueries({ queryKey: ['admin'] });
      void navigate(adminHref('login'), { replace: true, state: { from: `${pathname}${search}${hash}` } });
    },
    [hash, locale, navigate, pathname, queryClient, search, t],
  );

  // A session that ends while working (its time is up, signed out elsewhere, role changed):
  // say so, and back to the sign-in, which brings the user back here.
  useEffect(() => {
    const lost = (e: unknown) => {
      if (!(e instanceof ApiError) || e.status !== 401) return;
      // Signed in until now (we know who), or the server says the session ran out.
      const wasIn = e.code === 'session_expired' || queryClient.getQueryData(STAFF_ME_KEY) !== undefined;
      toLogin(wasIn ? 'sessionEnded' : 'guard.signInFirst');
    };
    const q = queryClient.getQueryCache().subscribe((ev) => {
      if (ev.type === 'updated' && ev.action.type === 'error') lost(ev.action.error);
    });
    const m = queryClient.getMutationCache().subscribe((ev) => {
      if (ev.type === 'updated' && ev.action.type === 'error') lost(ev.action.error);
    });
    return () => {
      q();
      m();
    };
  }, [queryClient, toLogin]);

  const onSignOut = useCallback(() => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        told.current = true;
        toast.success(t('signedOut'));
        void navigate(adminHref('login'), { replace: true });
      },
      onError: () => toast.error(t('signOutFailed')),
    });
  }, [navigate, signOut, t]);

  // Not signed in (or the check failed): to the sign-in, saying why. Pending and customer
  // accounts stay on a page that tells them (NoEntry below).
  const refusal = me.error instanceof ApiError && me.error.status === 403 ? me.error : null;
  const mustSignIn = me.isError && !refusal;
  useEffect(() => {
    if (!mustSignIn) return;
    const e = me.error instanceof ApiError ? me.error : null;
    toLogin(
      e?.code === 'session_expired'
        ? 'sessionEnded'
        : e?.status === 401
          ? 'guard.signInFirst'
          : 'guard.authError',
    );
  }, [mustSignIn, me.error, toLogin]);

  if (refusal?.code === 'staff_pending')
    return <NoEntry title={t('guard.pendingTitle')} message={t('guard.pending')} />;
  if (refusal) return <NoEntry title={t('guard.noAccessTitle')} message={t('guard.noAccess')} />;
  if (!me.data) return <Loading />;
  if (me.data.mustChangePassword || me.data.twoFactorSetupRequired) {
    const Door = me.data.mustChangePassword ? PasswordChangeRequired : TwoFactorSetupRequired;
    return (
      <Suspense fallback={<Loading />}>
        <Door onSignOut={onSignOut} />
      </Suspense>
    );
  }

  const page = (
    <PageErrorBoundary key={pathname}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
  // New orders and customers at their car chime and toast on every page (one event stream per tab).
  // The printer's parts in the orders and settings screens (admin-slots.tsx).
  const alerts = (children: ReactNode) => (
    <AdminSlotsProvider value={SLOTS}>
      {can(me.data!.role, 'orders.view') ? <OrderAlerts>{children}</OrderAlerts> : children}
    </AdminSlotsProvider>
  );
  const manage = can(me.data.role, 'settings.manage');
  // Kitchen mode: the whole screen is the board, without the sidebar and the top bar.
  if (pathname === adminHref('kitchen'))
    return alerts(
      <main id="admin-main" className="min-h-dvh bg-stone-900">
        <MaintenanceBanner canManage={manage} />
        {page}
      </main>,
    );

  return alerts(
    <div className="flex min-h-dvh bg-stone-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        {t('nav.skip', { ns: 'common' })}
      </a>
      <AdminSidebar role={me.data.role} open={navOpen} onOpenChange={setNavOpen} onSignOut={onSignOut} />
      <div className="flex min-w-0 flex-1 flex-col">
        <MaintenanceBanner canManage={manage} />
        <AdminTopbar
          me={me.data}
          navOpen={navOpen}
          onOpenNav={() => setNavOpen(true)}
          onSignOut={onSignOut}
        />
        <main id="admin-main" className="flex-1 px-4 py-5 sm:px-6 lg:px-8">
          {page}
        </main>
      </div>
    </div>,
  );
}
