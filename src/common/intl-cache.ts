/*
 * Intl formatters are slow to build (the browser loads locale and time-zone data for each new
 * one: tens of milliseconds on a slow phone) and cheap to reuse. Pages format the same few ways
 * on every render, so each locale-and-options pair is built once.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const collators = new Map<string, Intl.Collator>();

function cached<F>(cache: Map<string, F>, locale: string, options: object | undefined, make: () => F): F {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

/** `new Intl.Collator(locale, options)`, built once per locale and options. */
export const collator = (locale: string, options?: Intl.CollatorOptions): Intl.Collator =>
  cached(collators, locale, options, () => new Intl.Collator(locale, options));
