// First: configures Zod before any schema parses.
import '../lib/zod-config';
import '../lib/fast-refresh';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import '../index.css';
import { AppRoutes } from './app/routes';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

// The language is the visitor's choice (the `lang` cookie, Arabic without one), as on the server,
// which rendered storefront pages in it with their data in #app-state: the browser starts from
// exactly that and hydrates (docs/decisions/035). The back office renders in the browser.
// Not a top-level await: with one, the bundler splits the main bundle into dozens of small
// chunks (a module with one runs apart from its neighbours), 8 KiB more to download.
async function start() {
  const i18n = await initI18n();
  // The page's data is read and hydration begins in a task of its own: each step stays short,
  // and a tap in between is answered.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const state = document.getElementById('app-state');
  if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));

  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // React hydrates the page the server drew: the shell first, then each Suspense boundary (the
  // header, the page, the footer) on its own, the one a visitor touches first; a difference from
  // the server's page is reported on the console (the journeys fail on it).
  // As a transition: React hydrates in slices of a few milliseconds (a default update is done in one
  // piece), so a phone's first tap is answered while it works, and no slice is a long task.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
