import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@/common/locales';
import { useStaffMe } from '@/client/components/admin/staff-session';
import { storeInfoQuery } from '@/client/lib/store-info-query';

/** The shop's default language this browser last applied (so a later change of it is applied once). */
const SEEN_KEY = 'aseer.shopDefaultLanguage';

function seenDefault(): string | null {
  try {
    return localStorage.getItem(SEEN_KEY);
  } catch {
    return null;
  }
}

/** Remembers `lang` as applied; answers whether it is new to this browser. */
export function markDefaultLanguage(lang: Locale): boolean {
  const isNew = seenDefault() !== lang;
  try {
    localStorage.setItem(SEEN_KEY, lang);
  } catch {
    /* storage blocked: applied for this visit only */
  }
  return isNew;
}

/**
 * The back office's language on load: the staff member's own language (Account) wins; else the
 * shop's default language (Settings → General) is applied when it is new to this browser — set
 * or changed since the last visit — so a person who then picks the other language with the
 * language button keeps it. A browser's first visit keeps the language it opened in and only
 * remembers the default (the sign-in page was already shown in that language).
 */
export function useAdminLanguage() {
  const { i18n } = useTranslation();
  const own = useStaffMe().data?.language ?? null;
  const shopDefault = useQuery(storeInfoQuery).data?.general.defaultLanguage;
  useEffect(() => {
    if (isLocale(own)) {
      if (own !== i18n.language) void i18n.changeLanguage(own);
      return;
    }
    if (!shopDefault) return;
    const firstVisit = seenDefault() === null;
    if (markDefaultLanguage(shopDefault) && !firstVisit && shopDefault !== i18n.language)
      void i18n.changeLanguage(shopDefault);
  }, [own, shopDefault, i18n]);
}
