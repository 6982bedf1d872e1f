/**
 * The app's scripts on a built page wait for its first paint (decision 082). A server-rendered page
 * can be read before its scripts run, so on a phone's first visit the stylesheet, the hero picture
 * and the fonts take the connection first. The build and the server write each script as a link
 * that fetches nothing (`data-href` in place of `href`); the page's first inline script
 * (src/client/index.html) gives them their addresses once the first contentful paint is reported,
 * and adds the entry as a module script.
 */

/** A chunk the page will need, fetched once the page has painted. */
export function modulePreloadAfterPaint(href: string): string {
  return `<link rel="modulepreload" crossorigin data-href="${href}">`;
}

/** The app's entry, added as `<script type="module">` once the page has painted. */
export function entryAfterPaint(src: string): string {
  return `<link rel="modulepreload" crossorigin data-entry data-href="${src}">`;
}

/**
 * Vite's built index.html with its module script and modulepreload links made to wait for the
 * first paint. A script or link written any other way is left as it is.
 */
export function scriptsAfterPaint(html: string): string {
  return html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) =>
      entryAfterPaint(src),
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) =>
      modulePreloadAfterPaint(href),
    );
}
