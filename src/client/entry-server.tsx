import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { Locale } from '@/common/locales';
import { AppRoutes, preloadEveryPage } from './app/router';
import { api, setApiFetch } from './lib/api';
import { HeadCollector, HeadCollectorProvider, headHtml } from './lib/document-head';
import { allResources } from './locales/all';
import { menuQuery } from '@/features/catalog/client/menu-query';
import { navigationQuery } from '@/features/menus/client/navigation-query';
import { featuredReviewsQuery } from '@/features/reviews/client/featured-reviews';
import { storeInfoQuery } from '@/features/settings/client/store-info-query';
import { ACCOUNT_KEY } from '@/features/accounts/client/account-query';
import type { AccountView } from '@/features/accounts/account.schema';
import { employeesQuery } from '@/features/checkout/client/checkout-api';
import { paymentOptionsQuery } from '@/features/payments/client/payment-options-query';
import { parseRequestHints, RequestHintsProvider, type RequestHints } from './lib/request-hints';

/**
 * The storefront rendered to HTML on the server (docs/decisions/021): the same routes and
 * components as the browser, with the public data every page starts from (shop info, menus,
 * the menu, featured reviews) fetched in-process and handed to the browser with the page, so the
 * first paint needs no script and hydration starts from the same state.
 */

void i18n.use(initReactI18next).init({
  resources: allResources,
  lng: 'ar',
  fallbackLng: false,
  defaultNS: 'common',
  ns: Object.keys(allResources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export function configure(apiFetch: ApiFetch) {
  setApiFetch(apiFetch);
}

/** What of the request the render may use (see RenderRequest in src/server/page-renderer.ts). */
export interface RenderRequest {
  cookie?: string;
}

export interface Rendered {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** `<title>`, `<meta>` and `<link>` the page asked for, for `<head>`. */
  head: string;
  /** The query cache, for the browser to start from. */
  state: unknown;
  /** False when a part could not be rendered here (the browser renders it). */
  complete: boolean;
}

/**
 * Data every storefront page shows or may show in its first screen. Checkout's form is drawn
 * here too, so it comes with what it needs: the staff to choose from, the ways to pay, and the
 * visitor's own account (asked with their own cookie; null when signed out).
 */
function prefetch(queryClient: QueryClient, pathname: string, locale: Locale, request: RenderRequest) {
  const wanted: Promise<void>[] = [queryClient.prefetchQuery(storeInfoQuery), queryClient.prefetchQuery(navigationQuery)];
  if (pathname === '/' || pathname === '/menu') wanted.push(queryClient.prefetchQuery(menuQuery));
  if (pathname === '/') wanted.push(queryClient.prefetchQuery(featuredReviewsQuery));
  if (pathname === '/checkout') {
    wanted.push(queryClient.prefetchQuery(employeesQuery(locale)), queryClient.prefetchQuery(paymentOptionsQuery));
    wanted.push(
      queryClient.prefetchQuery({
        queryKey: ACCOUNT_KEY,
        // The account query's own call, with this visitor's cookie (the in-process fetch has none of its own).
        queryFn: async () => (await api<{ account: AccountView | null }>('/account/session', { headers: request.cookie ? { Cookie: request.cookie } : {} })).account,
      }),
    );
  }
  return Promise.all(wanted);
}

/** Images the page marks `fetchPriority="high"` (the hero, the first menu cards): preloaded from `<head>`. */
const HIGH_PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

function imagePreloads(html: string): string {
  return [...html.matchAll(HIGH_PRIORITY_IMAGE)]
    .map(([img]) => {
      const [src, srcset, sizes] = [attribute(img, 'src'), attribute(img, 'srcset'), attribute(img, 'sizes')];
      if (!src && !srcset) return '';
      return `<link rel="preload" as="image" fetchpriority="high"${src ? ` href="${src}"` : ''}${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}>`;
    })
    .join('');
}

function app(url: string, locale: Locale, queryClient: QueryClient, head: HeadCollector, hints: RequestHints) {
  const { pathname, search } = new URL(url, 'http://localhost');
  // Texts are all loaded here: nothing waits for a namespace.
  const t = i18n.cloneInstance({ lng: locale, initAsync: false, react: { useSuspense: false } });
  return (
    <StrictMode>
      <I18nextProvider i18n={t}>
        <QueryClientProvider client={queryClient}>
          <HeadCollectorProvider value={head}>
            <RequestHintsProvider value={hints}>
              <StaticRouter location={pathname + search}>
                <AppRoutes />
              </StaticRouter>
            </RequestHintsProvider>
          </HeadCollectorProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

/**
 * Loads every page's code once, before the first visitor: a loaded page renders in one
 * synchronous pass, complete, with no inline script to reveal it (the Content-Security-Policy
 * allows none) and nothing left for the browser to fill in.
 */
export async function warm() {
  await preloadEveryPage();
}

export async function render(url: string, locale: Locale, request: RenderRequest = {}): Promise<Rendered> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
  });
  await prefetch(queryClient, new URL(url, 'http://localhost').pathname, locale, request);
  const head = new HeadCollector();
  // Preact's renderToString throws on a part that suspends (the server then sends index.html for
  // the browser to render); React's marks it `<!--$!-->`.
  const html = renderToString(app(url, locale, queryClient, head, parseRequestHints(request.cookie)));
  return {
    html,
    head: headHtml(head.head) + imagePreloads(html),
    state: dehydrate(queryClient),
    complete: !html.includes('<!--$!-->'),
  };
}
