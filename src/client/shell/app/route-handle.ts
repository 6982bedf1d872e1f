import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/common/locales';
import type { PageNamespace } from '@/client/locales';

/** What the server knows when it fetches a page's data before drawing it. */
export interface PrefetchContext {
  queryClient: QueryClient;
  locale: Locale;
  /** The visitor's Cookie header (their session), for data that is theirs. */
  cookie?: string;
  /** The page's address parameters (`/orders/:id`: its `id`). */
  params: Readonly<Record<string, string | undefined>>;
  /** The page's query (`?key=`: the order's secret key). */
  search: URLSearchParams;
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
  /** The page's own texts (namespaces): the server preloads them in the page's language, the browser waits for them. */
  texts?: readonly PageNamespace[];
  /** The answer's status (the not-found page says 404 to browsers and search engines too). */
  status?: number;
  /** Drawn in the browser only (the back office). */
  browserOnly?: true;
}
