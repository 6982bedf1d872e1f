import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { CartDrawer } from '@/features/cart/client';
import { useAddToCart, useCart } from '@/features/cart/client';
import { useCartReconcile } from '@/features/cart/client';
import { AddProductProvider, menuQuery } from '@/features/catalog/client';
import { MaintenancePage, MaintenanceStaffNotice, useMaintenance } from '@/features/settings/client';
import { PausedNotice } from '@/features/orders/client';
import { PageErrorBoundary } from './page-error';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { ShopHead } from './shop-head';
import { SiteHeader } from './site-header';
import { StoreToaster } from './store-toaster';

/**
 * A saved cart is checked against the live menu as soon as the visitor arrives. On its own, so
 * the menu's arrival re-renders nothing else (not the header, the page or the footer).
 */
function CartReconciler() {
  const { lines } = useCart();
  const menu = useQuery({ ...menuQuery, enabled: lines.length > 0 });
  useCartReconcile(menu.data);
  return null;
}

export function StoreLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [cartOpen, setCartOpen] = useState(false);
  const addToCart = useAddToCart();
  // Maintenance mode (Settings → General): customers meet the maintenance page; signed-in staff pass.
  const maintenance = useMaintenance();
  if (maintenance === 'closed')
    return (
      <>
        <ShopHead />
        <Suspense fallback={null}>
          <MaintenancePage />
        </Suspense>
      </>
    );

  return (
    // The catalog's Add buttons put products in the cart: the shell joins the two features.
    <AddProductProvider value={addToCart}>
      <div className="flex min-h-dvh flex-col">
        <ShopHead />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
        >
          {t('nav.skip')}
        </a>
        {maintenance === 'staff' && (
          <Suspense fallback={null}>
            <MaintenanceStaffNotice />
          </Suspense>
        )}
        {/* Its own boundary: hydrated apart from the page and the footer (React's selective hydration). */}
        <Suspense fallback={null}>
          <SiteHeader onOpenCart={() => setCartOpen(true)} />
        </Suspense>
        <PausedNotice />
        {/* At least a screen tall below the header: while a page's code loads, the footer stays out
          of the first screen instead of showing there and being pushed away when the page arrives. */}
        <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
          <PageErrorBoundary key={pathname}>
            {/* Each page is a Suspense boundary of its own, with its skeleton (src/client/shell/app/route-table.tsx). */}
            <Outlet />
          </PageErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <CartDrawer open={cartOpen} onOpenChange={setCartOpen} />
        <CartReconciler />
        <StoreToaster />
        <ScrollManager />
      </div>
    </AddProductProvider>
  );
}
