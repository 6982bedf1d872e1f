import { lazy, Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { navigationQuery } from '@/features/menus/client';
import { storeInfoQuery } from '@/client/lib/store-info-query';
import { withTexts } from '@/client/lib/page-texts';
import type { PageNamespace } from '@/client/locales';
import type { SkeletonShape } from '../layouts/page-skeleton';
import { StoreLayout } from '../layouts/store-layout';
import type { PageModule, RouteHandle } from './route-handle';
import { AdminRoute, RouteSkeleton } from './route-parts';
import * as home from './routes/home';
import * as menu from './routes/menu';

/**
 * One storefront page: its module (a lazy chunk with its own texts in the visitor's language,
 * `texts`; or in the main bundle), in a Suspense boundary of its own. On the server the page is
 * drawn complete; in the browser the boundary is hydrated apart from the header and the footer
 * (React's selective hydration: the part a visitor taps is hydrated first), and a page whose code
 * is still loading shows its skeleton.
 */
function storePage(
  path: string | undefined,
  page: PageModule | (() => Promise<PageModule>),
  options: {
    chunk?: string;
    texts?: readonly PageNamespace[];
    skeleton?: SkeletonShape;
    status?: number;
  } = {},
): RouteObject {
  const lazyPage = typeof page === 'function' && options.texts ? withTexts(page, options.texts) : page;
  const load = typeof lazyPage === 'function' ? lazyPage : () => lazyPage;
  const Page =
    typeof lazyPage === 'function'
      ? lazy(() => lazyPage().then((m) => ({ default: m.Component })))
      : lazyPage.Component;
  const handle: RouteHandle = { load, chunk: options.chunk, texts: options.texts, status: options.status };
  const element = (
    <Suspense fallback={<RouteSkeleton shape={options.skeleton} />}>
      <Page />
    </Suspense>
  );
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

/**
 * A lazy module, loaded when the route is first drawn (not when this table is read): `load`
 * returns the same promise every time, so the server and the browser's router share it.
 */
function chunk(importer: () => Promise<PageModule>) {
  let promise: Promise<PageModule> | undefined;
  return () => (promise ??= importer());
}

/**
 * The storefront's one route table: the browser's routes, the server's page matching, the page's
 * status and preloaded chunk, its data prefetch and its skeleton all come from here. Home and menu,
 * where nearly every visit lands, ship in the main bundle; every other page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: 'admin/*',
    handle: { browserOnly: true } satisfies RouteHandle,
    element: <AdminRoute />,
  },
  {
    element: <StoreLayout />,
    handle: {
      prefetch: ({ queryClient }) => [
        queryClient.prefetchQuery(storeInfoQuery),
        queryClient.prefetchQuery(navigationQuery),
      ],
    } satisfies RouteHandle,
    children: [
      storePage(undefined, home),
      storePage('menu', menu),
      storePage(
        'about',
        chunk(() => import('./routes/about')),
        { chunk: 'shell/app/routes/about.tsx', texts: ['about'], skeleton: 'about' },
      ),
      storePage(
        'contact',
        chunk(() => import('./routes/contact')),
        { chunk: 'shell/app/routes/contact.tsx', texts: ['contact'], skeleton: 'contact' },
      ),
      storePage(
        'checkout',
        chunk(() => import('./routes/checkout')),
        { chunk: 'shell/app/routes/checkout.tsx', texts: ['checkout', 'estimate'], skeleton: 'checkout' },
      ),
      storePage(
        'login',
        chunk(() => import('./routes/login')),
        { chunk: 'shell/app/routes/login.tsx', texts: ['account', 'recovery'], skeleton: 'login' },
      ),
      storePage(
        'signup',
        chunk(() => import('./routes/signup')),
        { chunk: 'shell/app/routes/signup.tsx', texts: ['account'], skeleton: 'signup' },
      ),
      storePage(
        'reset-password',
        chunk(() => import('./routes/reset-password')),
        { chunk: 'shell/app/routes/reset-password.tsx', texts: ['account', 'recovery'], skeleton: 'login' },
      ),
      storePage(
        'profile',
        chunk(() => import('./routes/profile')),
        {
          chunk: 'shell/app/routes/profile.tsx',
          texts: ['account', 'orders', 'my-data', 'reviews'],
          skeleton: 'profile',
        },
      ),
      storePage(
        'profile/data',
        chunk(() => import('./routes/my-data')),
        { chunk: 'shell/app/routes/my-data.tsx', texts: ['my-data', 'orders'] },
      ),
      storePage(
        'orders/:id',
        chunk(() => import('./routes/order')),
        { chunk: 'shell/app/routes/order.tsx', texts: ['orders', 'estimate'] },
      ),
      storePage(
        'bay/:token',
        chunk(() => import('./routes/bay')),
        { chunk: 'shell/app/routes/bay.tsx', texts: ['orders'] },
      ),
      storePage(
        '*',
        chunk(() => import('./routes/not-found')),
        { chunk: 'shell/app/routes/not-found.tsx', status: 404 },
      ),
    ],
  },
];

/** What the server needs of the page at `pathname`: its handles, outermost first. */
export function matchPage(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
}

/** The address parameters of the page at `pathname` (`/orders/:id`: its `id`). */
export function pageParams(pathname: string): Readonly<Record<string, string | undefined>> {
  return matchRoutes(routes, pathname)?.at(-1)?.params ?? {};
}

/** Every route's handle (the server loads every page's code before its first visitor). */
export function everyHandle(table: RouteObject[] = routes): RouteHandle[] {
  return table.flatMap((r) => [(r.handle ?? {}) as RouteHandle, ...everyHandle(r.children ?? [])]);
}
