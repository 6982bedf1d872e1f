import type { FlatNamespace, i18n as I18n, ParseKeys } from 'i18next';

/**
 * A text key of namespace `Ns` (common by default), as the `t` of `useTranslation(Ns)` takes it.
 * The compiler checks it against the catalogues (src/client/lib/i18next-types.d.ts), so a value
 * typed `TextKey` is a key that exists.
 */
export type TextKey<Ns extends FlatNamespace = 'common'> = ParseKeys<Ns>;

/** A key of any namespace, named with it (`common:validation.required`). */
type QualifiedTextKey = { [Ns in FlatNamespace]: `${Ns}:${TextKey<Ns>}` }[FlatNamespace];

/** Whether `key` (`ns:key`) is in the loaded catalogue: the run-time check behind the type. */
function isQualifiedTextKey(i18n: I18n, key: string): key is QualifiedTextKey {
  return i18n.exists(key);
}

/**
 * The one boundary where a string from outside the code becomes a text key: a zod message
 * (`validation.required`) or the message of a server's field refusal, known only as a string.
 * It is looked up, at run time, as a key of each of `namespaces` in turn (or, when it names its
 * namespace, `reviews:errors.notInOrder`, there only); its text in the current language when
 * found, else undefined (the caller then shows the string as it is: a server's own text is no key).
 */
export function textOfKey(
  i18n: I18n,
  value: string,
  namespaces: readonly FlatNamespace[],
): string | undefined {
  const candidates = value.includes(':') ? [value] : namespaces.map((ns) => `${ns}:${value}`);
  const key = candidates.find((k) => isQualifiedTextKey(i18n, k));
  return key === undefined ? undefined : i18n.t(key);
}
