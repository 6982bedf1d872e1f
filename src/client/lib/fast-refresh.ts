declare global {
  interface Window {
    /** Read by @vitejs/plugin-react's refresh runtime: exports that do not stop Fast Refresh. */
    __getReactRefreshIgnoredExports?: (module: { id: string }) => string[];
  }
}

/**
 * Development only. A page module (src/client/shell/app/routes/*) exports `prefetch` beside its
 * `Component`; only the server calls it (the data a page starts from), so an edit of the page is
 * Fast Refreshed in place rather than reloading the page.
 */
if (import.meta.hot) {
  window.__getReactRefreshIgnoredExports = ({ id }) =>
    /\/app\/routes\/[^/]+\.tsx$/.test(id) ? ['prefetch'] : [];
}

export {};
