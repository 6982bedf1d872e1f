import { lazy, Suspense } from 'react';
import { useShopName } from '@/client/lib/use-shop-name';
import { PageSkeleton, type SkeletonShape } from '../layouts/page-skeleton';

/** While a page's code loads: its outline, and the tab already carries the shop's name. */
export function RouteSkeleton({ shape }: { shape?: SkeletonShape }) {
  const shopName = useShopName();
  return (
    <>
      <title>{shopName}</title>
      <PageSkeleton shape={shape} />
    </>
  );
}

const Admin = lazy(() => import('../admin/admin-app').then((m) => ({ default: m.Component })));

/** The back office, its own lazy part of the app (drawn in the browser only). */
export function AdminRoute() {
  return (
    <Suspense fallback={<div className="min-h-dvh bg-stone-50" />}>
      <Admin />
    </Suspense>
  );
}
