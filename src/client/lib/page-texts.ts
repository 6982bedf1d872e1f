import i18n from 'i18next';
import type { PageNamespace } from '../locales';

/**
 * Loads `namespaces` in the language shown (the i18next backend of ./i18n.ts fetches each one's
 * chunk for that language only; a later switch of language fetches the other's). On the server,
 * and in component tests, every text is already there and this resolves at once.
 */
export async function loadTexts(namespaces: readonly PageNamespace[]): Promise<void> {
  // Before i18n has started (a test of the route table alone) there is nothing to load them into:
  // the app starts it before it draws anything.
  if (i18n.isInitialized) await i18n.loadNamespaces([...namespaces]);
}

/**
 * A lazy module that is used only once its texts are there: `load` and the texts are fetched
 * side by side, and the module is handed over when both have come (so a page or a sheet is never
 * drawn, nor hydrated, before its words).
 */
export function withTexts<T>(load: () => Promise<T>, namespaces: readonly PageNamespace[]): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(namespaces)]).then(([loaded]) => loaded);
}
