import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { allResources } from '@/client/locales/all';
import { dirOf, type Locale } from '@/common/locales';

/*
 * What a component test renders inside: the real texts of both languages (every namespace,
 * eager and lazy), a fresh TanStack Query client per render, and an in-memory router. Test files
 * run in the happy-dom environment (`// @vitest-environment happy-dom` at their top).
 */

// findBy… and waitFor wait up to 5 s, not the library's 1 s: with the whole suite running on two
// cores, the first render of a file (texts, lazy parts) took longer than that (the cart drawer's
// and the order alerts' tests failed only then). A wait, never a measure: it passes as soon as
// the screen is there.
configure({ asyncUtilTimeout: 5_000 });

// The shared instance, as in the app: the lazy pages' bundles register their texts on it
// (add-bundle.ts) when their modules load. Each render gets a clone in its own language.
if (!i18n.isInitialized) {
  void i18n.init({
    resources: allResources,
    lng: 'ar',
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(allResources.en),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}
// Another file of the same worker may have set it up with fewer texts: every namespace is there.
for (const lng of ['ar', 'en'] as const) {
  for (const [ns, texts] of Object.entries(allResources[lng])) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts);
  }
}

/** A query client as the app's, without retries or timers left behind after a test. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export interface ProviderOptions {
  locale?: Locale;
  /** The address the in-memory router starts at (e.g. `/admin/customers?sort=oldest`). */
  route?: string;
  queryClient?: QueryClient;
}

/** Where the in-memory router is now (path and query), for tests of screens that keep state in the address. */
export const routerLocation = { current: '' };
function LocationProbe() {
  const { pathname, search } = useLocation();
  routerLocation.current = `${pathname}${search}`;
  return null;
}

export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en', route = '/', queryClient = testQueryClient() }: ProviderOptions = {},
) {
  const t = i18n.cloneInstance({ lng: locale, initAsync: false });
  // The page's language and direction, as the app sets them on <html>.
  document.documentElement.lang = locale;
  document.documentElement.dir = dirOf(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={t}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          {children}
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}

/**
 * Call once at the top of a component test file: after each test the rendered tree is removed,
 * stubbed globals (fetch, EventSource) are put back and local storage is emptied. (Test files
 * share a worker's modules — isolate: false — so nothing may outlive its test.)
 */
export function cleanUpAfterEach(more?: () => void) {
  afterEach(() => {
    cleanup();
    more?.();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });
}
