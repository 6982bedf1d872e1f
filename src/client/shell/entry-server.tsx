import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { Writable } from 'node:stream';
import type { Locale } from '@/common/locales';
import { everyHandle, matchPage, pageParams } from './app/route-table';
import { AppRoutes } from './app/routes';
import { setApiFetch } from '../lib/api';
import { allResources } from '../locales/all';
import { parseRequestHints, RequestHintsProvider } from '../lib/request-hints';
import { splitHoisted } from '../lib/split-hoisted';

/**
 * The storefront rendered to HTML on the server by React (docs/decisions/035): the same route
 * table and components as the browser, with the data the page starts from fetched in-process
 * first (the route table says which) and handed to the browser with the page, so the first paint
 * needs no script and hydration starts from the same state.
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
  /** Told of each part that failed to render here (the browser renders it): the server logs its cause. */
  onError?: (error: unknown) => void;
}

export interface Rendered {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** What React hoists to `<head>`: the page's `<title>`, `<meta>` and preloads (its first images). */
  head: string;
  /** The query cache, for the browser to start from. */
  state: unknown;
  /** The answer's status (404 for an address that is no page). */
  status: number;
  /** The page's own chunk (its source, as Vite's manifest names it), preloaded beside the main bundle. */
  chunk?: string;
  /** The page's own texts (namespaces), preloaded in its language. */
  texts?: readonly string[];
  /** False when a part could not be rendered here (the browser renders it). */
  complete: boolean;
}

/**
 * The whole page as HTML once everything in it is ready (`onAllReady`): every boundary arrives
 * complete, in place, so the page needs no inline script to reveal it (the Content-Security-Policy
 * allows none without a hash) and a crawler or a phone without script reads all of it.
 */
function renderToHtml(
  tree: ReactNode,
  onPartError?: (error: unknown) => void,
): Promise<{ html: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let complete = true;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve({ html, complete });
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Every boundary in place, however large (React would otherwise stream a large one after the
      // rest, revealed by an inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that failed here is drawn by the browser (React marks its boundary for it).
      onError: (error) => {
        complete = false;
        onPartError?.(error);
      },
    });
  });
}

/** Loads every page's code once, before the first visitor (its first render waits for none). */
export async function warm() {
  await Promise.all(everyHandle().map((h) => h.load?.()));
}

/** The page for `url` in `locale`; null for what the browser draws itself (the back office). */
export async function render(
  url: string,
  locale: Locale,
  request: RenderRequest = {},
): Promise<Rendered | null> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const handles = matchPage(pathname);
  if (handles.some((h) => h.browserOnly)) return null;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
  });
  const context = {
    queryClient,
    locale,
    cookie: request.cookie,
    params: pageParams(pathname),
    search: new URLSearchParams(search),
  };
  const modules = await Promise.all(handles.map((h) => h.load?.()));
  await Promise.all([
    ...handles.flatMap((h) => h.prefetch?.(context) ?? []),
    ...modules.flatMap((m) => m?.prefetch?.(context) ?? []),
  ]);
  // What could not be fetched here (an order the visitor may not see, their data once signed out)
  // is not handed to the browser, which asks again and says what it was told: the page is drawn
  // as the browser's first render will draw it, waiting, not with an error the browser lacks.
  queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
  // Texts are all loaded here: nothing waits for a namespace.
  const t = i18n.cloneInstance({ lng: locale, initAsync: false, react: { useSuspense: false } });
  const { html, complete } = await renderToHtml(
    <StrictMode>
      <I18nextProvider i18n={t}>
        <QueryClientProvider client={queryClient}>
          <RequestHintsProvider value={parseRequestHints(request.cookie)}>
            <StaticRouter location={pathname + search}>
              <AppRoutes />
            </StaticRouter>
          </RequestHintsProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
    request.onError,
  );
  const { head, body } = splitHoisted(html);
  const leaf = handles.at(-1);
  return {
    html: body,
    head,
    state: dehydrate(queryClient),
    status: leaf?.status ?? 200,
    chunk: leaf?.chunk,
    texts: leaf?.texts,
    complete,
  };
}
