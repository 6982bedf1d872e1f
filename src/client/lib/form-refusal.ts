import type { FlatNamespace } from 'i18next';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/common/locales';
import { ApiError } from './api';
import { textOfKey } from './text-key';
import { useLocale } from './use-locale';

/*
 * One way to show a refused save (decision 072), for every form of the shop and the back office:
 * each field error on its field with its text in the current language, the first such field
 * focused; what no field of the form shows (an error about a field it does not have, or a refusal
 * about no field at all) said once for the whole form, in the current language.
 */

/** A field's refusal: `message` is what the field keeps (a text key, or the server's own text). */
export interface FieldRefusal {
  path: string;
  message: string;
  /** The message as shown, in the current language. */
  text: string;
}

/** A refused save, read: the errors the form shows on its fields, and what it says as a whole. */
export interface Refusal {
  fields: FieldRefusal[];
  /** Said for the whole form; undefined when every error is on a field the form shows. */
  message: string | undefined;
}

interface ReadOptions {
  /** Whether the form shows this field (path as the server names it: `sizes.1.size`). */
  shown: (path: string) => boolean;
  /** Paths the form shows another way (the checkout's cart lines): left out here. */
  elsewhere?: (path: string) => boolean;
  locale: Locale;
  /** A text key in the current language; undefined when there is no such key. */
  text: (key: string) => string | undefined;
}

/**
 * What a refusal says (pure). A 422's details name fields (`{ path, message }`: a text key of the
 * shared schema); a detail with only a `code` is said by the server's own message.
 */
export function readRefusal(e: ApiError, { shown, elsewhere, locale, text }: ReadOptions): Refusal {
  const server = e.messageIn(locale);
  const fields: FieldRefusal[] = [];
  const unshown: string[] = [];
  for (const { path, message: key } of e.fieldProblems()) {
    if (elsewhere?.(path)) continue;
    const known = key === undefined ? undefined : text(key);
    const said = known ?? server;
    if (shown(path)) fields.push({ path, message: known === undefined ? server : key!, text: said });
    else if (!unshown.includes(said)) unshown.push(said);
  }
  const message = unshown.length ? unshown.join(' ') : fields.length ? undefined : server;
  return { fields, message };
}

/** Translates a field's message: a text key of the screen (`ns`) or of common; any other text as it is. */
export function useFieldMessage(ns: FlatNamespace = 'common') {
  const { i18n } = useTranslation(ns);
  const namespaces = [ns, 'common'] as const;
  return (message?: string) =>
    message === undefined ? undefined : (textOfKey(i18n, message, namespaces) ?? message);
}

/** The language and text lookup a refusal is read with. */
function useRefusalTexts(ns: FlatNamespace) {
  const locale = useLocale();
  const { i18n } = useTranslation(ns);
  const namespaces = [ns, 'common'] as const;
  const text = (key: string) => textOfKey(i18n, key, namespaces);
  return { locale, text };
}

/**
 * Reads a refusal for a form that keeps its own field state (no react-hook-form): `fields` are
 * the fields it shows. Anything but a refusal (an ApiError) is rethrown: it is a bug.
 */
export function useReadRefusal(ns: FlatNamespace = 'common') {
  const texts = useRefusalTexts(ns);
  return (e: unknown, fields: readonly string[]): Refusal => {
    if (!(e instanceof ApiError)) throw e;
    return readRefusal(e, { ...texts, shown: (path) => fields.includes(path) });
  };
}

/** Whether a field is registered and on the page at this node of react-hook-form's fields, or below it. */
function hasField(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const f = (node as { _f?: { mount?: boolean } })._f;
  if (f) return f.mount !== false;
  return Object.values(node).some(hasField);
}

export interface ShowRefusalOptions<T extends FieldValues> {
  /** The screen's text namespace, for message keys without one (common is tried too). */
  ns?: FlatNamespace;
  /** Paths the form shows another way (the checkout's cart lines): neither on a field nor for the form. */
  elsewhere?: (path: string) => boolean;
  /** Where the form-level message goes: the form's `root` error (default), or the field of a one-field form. */
  formLevelOn?: 'root' | FieldPath<T>;
}

/**
 * Shows a refused save on a react-hook-form form: every field error on a field the form shows
 * (registered and on the page) goes there, the first focused; what no shown field says (a field
 * the form does not have, or no field at all) becomes the form-level message, set on `root` (or
 * `formLevelOn`) and returned so that a back-office form can toast it too; undefined when every
 * error is on its field. Anything but a refusal (an ApiError) is rethrown: it is a bug.
 */
export function useShowRefusal<T extends FieldValues>(
  form: UseFormReturn<T>,
  { ns = 'common', elsewhere, formLevelOn = 'root' }: ShowRefusalOptions<T> = {},
) {
  const texts = useRefusalTexts(ns);
  return (e: unknown): string | undefined => {
    if (!(e instanceof ApiError)) throw e;
    const shown = (path: string) => hasField(get(form.control._fields, path));
    const { fields, message } = readRefusal(e, { ...texts, shown, elsewhere });
    fields.forEach(({ path, message: m }, i) =>
      form.setError(path as FieldPath<T>, { type: 'server', message: m }, { shouldFocus: i === 0 }),
    );
    if (message !== undefined)
      form.setError(
        formLevelOn as FieldPath<T>,
        { type: 'server', message },
        { shouldFocus: formLevelOn !== 'root' && fields.length === 0 },
      );
    return message;
  };
}
