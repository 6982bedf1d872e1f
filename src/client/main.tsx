// First: configures Zod before any schema parses.
import './lib/zod-config';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import './index.css';
import { AppRoutes, preloadPage } from './app/router';
import { laterPartsHydrated, startHydration } from './lib/hydrate-later';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

// The language is the visitor's choice (the `lang` cookie, Arabic without one), as on the server,
// which rendered storefront pages in it with their data in #app-state: the browser starts from
// exactly that and hydrates (docs/decisions/021). The back office renders in the browser.
const i18n = initI18n();
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
// The end-to-end journeys ask for a check that hydration found exactly the server's page
// (e2e/fixtures.ts; Preact does not report a mismatch itself). Visitors never download it.
const check = window.__ASEER_CHECK_HYDRATION__ ? import('./lib/hydration-check') : undefined;
// The page's code first, so hydration keeps what the server drew instead of showing a skeleton.
if (state) {
  void Promise.all([preloadPage(location.pathname), check]).finally(async () => {
    const checked = (await check)?.checkHydration(root);
    startHydration();
    hydrateRoot(root, app);
    checked?.(laterPartsHydrated());
  });
} else createRoot(root).render(app);

declare global {
  interface Window {
    __ASEER_CHECK_HYDRATION__?: boolean;
  }
}
