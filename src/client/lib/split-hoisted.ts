/**
 * React renders a part of a page (our `#root`, not the whole document) with what it hoists to
 * `<head>` first: the `<title>` and `<meta>` components render, and the preloads it adds itself
 * (images marked `fetchPriority="high"`, `preload()` calls). Split off, they go into `<head>`,
 * where the browser's React finds them again when it hydrates.
 */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

export function splitHoisted(html: string): { head: string; body: string } {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
