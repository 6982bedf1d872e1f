import { lazy, Suspense } from 'react';
import { withTexts } from '@/client/lib/page-texts';
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

// With the storefront's texts its door uses (sign-in, password recovery), in the language shown.
const Admin = lazy(
  withTexts(
    () => import('../admin/admin-app').then((m) => ({ default: m.Component })),
    ['account', 'recovery'],
  ),
);

/** The back office, its own lazy part of the app (drawn in the browser only). */
export function AdminRoute() {
  return (
    <Suspense fallback={<div className="min-h-dvh bg-stone-50" />}>
      <Admin />
    </Suspense>
  );
}
