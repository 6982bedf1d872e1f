import { useCallback } from 'react';
import { DEFAULT_MONEY_FORMAT, formatMoney, type MoneyFormat } from '@/common/money';
import { useLocale } from '@/client/lib/use-locale';
import { useStoreInfo } from '@/client/lib/store-info-query';

/** The shop's money format (Settings → Store), the default until the store details load. */
export function useMoneyFormat(): MoneyFormat {
  return useStoreInfo().data?.money ?? DEFAULT_MONEY_FORMAT;
}

/** Formats fils as the shop shows money, in the current language (for text outside a `<Price>`). */
export function useFormatMoney(): (fils: number) => string {
  const locale = useLocale();
  const format = useMoneyFormat();
  return useCallback((fils: number) => formatMoney(fils, locale, format), [locale, format]);
}
