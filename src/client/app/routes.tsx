import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/common/locales';
import { navigationQuery } from '@/features/menus/client';
import { storeInfoQuery } from '@/client/lib/store-info-query';
import { PageSkeleton, type SkeletonShape } from '../layouts/page-skeleton';
import { StoreLayout } from '../layouts/store-layout';
import * as home from './routes/home';
import * as menu from './routes/menu';

/** What the server knows when it fetches a page's data before drawing it. */
export interface PrefetchContext {
  queryClient: QueryClient;
  locale: Locale;
  /** The visitor's Cookie header (their session), for data that is theirs. */
  cookie?: string;
}

/** A page's module: its component and, when it starts from data, what the server fetches first. */
export interface PageModule {
  Component: ComponentType;
  prefetch?: (context: PrefetchContext) => Promise<unknown>[];
}

/** What the route table says of a route beside its element (read on the server through `matchPage`). */
export interface RouteHandle {
  /** Data the server fetches before drawing any page under this route. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>[];
  /** The page's own module (its chunk and its prefetch). */
  load?: () => Promise<PageModule> | PageModule;
  /** The page's source, as Vite's manifest names its chunk: the server preloads it beside the main bundle. */
  chunk?: string;
  /** The answer's status (the not-found page says 404 to browsers and search engines too). */
  status?: number;
  /** Drawn in the browser only (the back office). */
  browserOnly?: true;
}

/**
 * One storefront page: its module (a lazy chunk, or in the main bundle), in a Suspense boundary of
 * its own. On the server the page is drawn complete; in the browser the boundary is hydrated apart
 * from the header and the footer (React's selective hydration: the part a visitor taps is
 * hydrated first), and a page whose code is still loading shows its skeleton.
 */
function storePage(
  path: string | undefined,
  page: PageModule | (() => Promise<PageModule>),
  options: { chunk?: string; skeleton?: SkeletonShape; status?: number } = {},
): RouteObject {
  const load = typeof page === 'function' ? page : () => page;
  const Page =
    typeof page === 'function' ? lazy(() => page().then((m) => ({ default: m.Component }))) : page.Component;
  const handle: RouteHandle = { load, chunk: options.chunk, status: options.status };
  const element = (
    <Suspense fallback={<Skeleton shape={options.skeleton} />}>
      <Page />
    </Suspense>
  );
  return path === undefined ? { index: true, element, handle } : { path, element, handle };
}

/** While a page's code loads: its outline, and the tab already carries the shop's name. */
function Skeleton({ shape }: { shape?: SkeletonShape }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('brand.name')}</title>
      <PageSkeleton shape={shape} />
    </>
  );
}

/**
 * A lazy module, loaded when the route is first drawn (not when this table is read): `load`
 * returns the same promise every time, so the server and the browser's router share it.
 */
function chunk(importer: () => Promise<PageModule>) {
  let promise: Promise<PageModule> | undefined;
  return () => (promise ??= importer());
}

const Admin = lazy(() => import('../admin/admin-app').then((m) => ({ default: m.Component })));

/**
 * The storefront's one route table: the browser's routes, the server's page matching, the page's
 * status and preloaded chunk, its data prefetch and its skeleton all come from here. Home and menu,
 * where nearly every visit lands, ship in the main bundle; every other page is its own chunk.
 */
export const routes: RouteObject[] = [
  {
    path: 'admin/*',
    handle: { browserOnly: true } satisfies RouteHandle,
    element: (
      <Suspense fallback={<div className="min-h-dvh bg-stone-50" />}>
        <Admin />
      </Suspense>
    ),
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
        { chunk: 'app/routes/about.tsx', skeleton: 'about' },
      ),
      storePage(
        'contact',
        chunk(() => import('./routes/contact')),
        { chunk: 'app/routes/contact.tsx', skeleton: 'contact' },
      ),
      storePage(
        'checkout',
        chunk(() => import('./routes/checkout')),
        { chunk: 'app/routes/checkout.tsx', skeleton: 'checkout' },
      ),
      storePage(
        'login',
        chunk(() => import('./routes/login')),
        { chunk: 'app/routes/login.tsx', skeleton: 'login' },
      ),
      storePage(
        'signup',
        chunk(() => import('./routes/signup')),
        { chunk: 'app/routes/signup.tsx', skeleton: 'signup' },
      ),
      storePage(
        'reset-password',
        chunk(() => import('./routes/reset-password')),
        { chunk: 'app/routes/reset-password.tsx', skeleton: 'login' },
      ),
      storePage(
        'profile',
        chunk(() => import('./routes/profile')),
        { chunk: 'app/routes/profile.tsx', skeleton: 'profile' },
      ),
      storePage(
        'profile/data',
        chunk(() => import('./routes/my-data')),
        { chunk: 'app/routes/my-data.tsx' },
      ),
      storePage(
        'orders/:id',
        chunk(() => import('./routes/order')),
        { chunk: 'app/routes/order.tsx' },
      ),
      storePage(
        '*',
        chunk(() => import('./routes/not-found')),
        { chunk: 'app/routes/not-found.tsx', status: 404 },
      ),
    ],
  },
];

/** The routes, for the browser's router and the server's render alike. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** What the server needs of the page at `pathname`: its handles, outermost first. */
export function matchPage(pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
}

/** Every route's handle (the server loads every page's code before its first visitor). */
export function everyHandle(table: RouteObject[] = routes): RouteHandle[] {
  return table.flatMap((r) => [(r.handle ?? {}) as RouteHandle, ...everyHandle(r.children ?? [])]);
}
