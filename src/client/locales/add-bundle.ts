import i18n from 'i18next';

/** Registers a lazily loaded page's texts in both languages (once). */
export function addBundle(ns: string, ar: object, en: object) {
  if (!i18n.hasResourceBundle('ar', ns)) i18n.addResourceBundle('ar', ns, ar);
  if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, en);
}
