import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './deps';
import type { Logger } from './lib/logger';
import type { Locale } from '@/common/locales';
import { composePage, requestLocale, type PageRenderer } from './page-renderer';

/** Where the pages come from: the build (static-client.ts) or Vite's development server (dev-server.ts). */
export interface PageSource {
  /** index.html for this address. */
  template(url: string): string | Promise<string>;
  /** The Content-Security-Policy of a page made from `template`; without it, the caller's middleware sets one. */
  policy?(template: string, c: Context<AppEnv>): string;
  /** Storefront pages rendered on the server; without it, every page is the shell. */
  renderer?: PageRenderer;
  /** `<link rel="modulepreload">` tags for a page: its language's texts, its own chunk (by its source file). */
  preloadsOf?(chunk: string | undefined, locale: Locale, texts?: readonly string[]): string;
  logger?: Logger;
}

/**
 * Every address that is not the API, the media or a file is a page: storefront pages rendered to
 * HTML on the server in the visitor's language (docs/decisions/021) and hydrated in the browser;
 * the back office, and any page whose render fails, as index.html for the browser to render (in
 * the visitor's language too). Registered after everything else, in production and development.
 */
export function servePages(app: OpenAPIHono<AppEnv>, source: PageSource) {
  // A form sent before its page was hydrated (on a slow phone, a tap in the first second) arrives
  // as a plain POST (the storefront's forms say method="post", so what was typed, a password
  // included, never lands in an address or a log). Nothing is done with it: the page is shown
  // again, the address unchanged, and the browser's answer to the tap is a page that now works.
  app.post('*', (c) => {
    const url = new URL(c.req.url);
    // One leading slash: `//host/…` in a Location header would send the browser to another site.
    return c.redirect(`/${url.pathname.replace(/^\/+/, '')}${url.search}`, 303);
  });
  app.get('*', compress(), async (c) => {
    // Drawn for this visitor (their language; at checkout, their account): no shared cache keeps it.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    const locale = requestLocale(c);
    const { renderer, logger, preloadsOf = () => '' } = source;
    const template = await source.template(c.req.url);
    if (source.policy) c.header('Content-Security-Policy', source.policy(template, c));
    // The shell, for the browser to draw: with its language's texts, which the app starts with.
    const shell = () => c.html(composePage(template, locale, undefined, preloadsOf(undefined, locale)));
    if (!renderer) return shell();
    try {
      const page = await renderer.render(c.req.url, locale, {
        cookie: c.req.header('cookie'),
        onError: (err) => logger?.warn({ err, path: c.req.path }, 'a part of the page failed to render here'),
      });
      // The back office: the browser draws it.
      if (!page) return shell();
      if (!page.complete)
        logger?.warn({ path: c.req.path }, 'page rendered in part; the browser renders the rest');
      // The page's own chunk, the start texts and the page's own texts in its language download
      // beside the main bundle (the browser needs them to hydrate).
      return c.html(
        composePage(template, locale, page, preloadsOf(page.chunk, locale, page.texts)),
        page.status as 200 | 404,
      );
    } catch (e) {
      // The browser can still render the page itself.
      logger?.error({ err: e, path: c.req.path }, 'page render failed');
      return shell();
    }
  });
}
