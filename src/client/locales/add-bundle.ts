import i18n from 'i18next';

/**
 * Registers a lazily loaded page's texts in both languages (once). A module may be evaluated
 * before i18n starts (a feature's entry loads all its modules while developing, where nothing is
 * tree-shaken): its texts are then registered as soon as i18n is ready.
 */
export function addBundle(ns: string, ar: object, en: object) {
  const add = () => {
    if (!i18n.hasResourceBundle('ar', ns)) i18n.addResourceBundle('ar', ns, ar);
    if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, en);
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
