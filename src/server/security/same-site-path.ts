const ORIGIN = 'http://same-site.invalid';

/** `value` with its percent-escapes decoded, or undefined when they are malformed. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * `value` as a path of this site (path, query and fragment, one leading slash), or null when it
 * could lead anywhere else. Refused: anything not starting with one `/`; `//host` and `/\host`
 * (a browser reads both as another host); paths that become such once resolved (`/.//host`,
 * `/..//host`); backslashes, control characters and white space; and all of these again behind
 * one more layer of percent-escapes (`/%2F%2Fhost`, `%2F%5Chost`), in case a later step decodes
 * them once more.
 */
export function sameSitePath(value: string): string | null {
  const layers = [value, decoded(value)];
  for (const layer of layers) {
    if (layer === undefined) return null;
    // eslint-disable-next-line no-control-regex
    if (!layer.startsWith('/') || /[\\\u0000-\u0020\u007f]/.test(layer)) return null;
    let url: URL;
    try {
      url = new URL(layer, ORIGIN);
    } catch {
      return null;
    }
    if (url.origin !== ORIGIN || url.pathname.startsWith('//')) return null;
  }
  const url = new URL(value, ORIGIN);
  return `${url.pathname}${url.search}${url.hash}`;
}
