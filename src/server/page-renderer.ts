import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { DEFAULT_LOCALE, dirOf, isLocale, LOCALE_COOKIE, type Locale } from '@/common/locales';
import { modulePreloadAfterPaint } from '@/common/scripts-after-paint';

/** What the server-side bundle (src/client/shell/entry-server.tsx) renders for one address. */
export interface RenderedPage {
  html: string;
  head: string;
  state: unknown;
  /** The answer's status (404 for an address that is no page). */
  status: number;
  /** The page's own chunk, by its source file as Vite's manifest names it. */
  chunk?: string;
  /** The page's own texts (namespaces), fetched in its language (src/client/locales/index.ts). */
  texts?: readonly string[];
  complete: boolean;
}

/** What of the request the render may use: its Cookie header (the session, the cart's size). */
export interface RenderRequest {
  cookie?: string;
  /** Told of each part that failed to render here (the browser renders it): to log its cause. */
  onError?: (error: unknown) => void;
}

export interface PageRenderer {
  /** The page; null for what the browser draws itself (the back office). */
  render(url: string, locale: Locale, request?: RenderRequest): Promise<RenderedPage | null>;
}

/** What src/client/shell/entry-server.tsx exports: built (`npm run build`) or loaded by Vite (`npm run dev`). */
export interface EntryServer {
  /** Where its API calls go: the app itself, in-process. */
  configure(apiFetch: ApiFetch): void;
  warm(): Promise<void>;
  render(url: string, locale: Locale, request?: RenderRequest): Promise<RenderedPage | null>;
}

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** Where `vite build --ssr` writes the server-side bundle for a client build in `distDir`. */
export const ssrDirOf = (distDir: string) => `${distDir.replace(/[\\/]+$/, '')}-ssr`;

/**
 * Loads the storefront's server-side bundle built beside the client (`npm run build`). Its API
 * calls are answered in-process by `apiFetch` (the same routes the browser calls, so the data
 * handed to the browser has exactly the shape it would fetch).
 */
export async function loadPageRenderer(distDir: string, apiFetch: ApiFetch): Promise<PageRenderer> {
  const entry = path.join(ssrDirOf(distDir), 'entry-server.js');
  if (!fs.existsSync(entry)) {
    throw new Error(`The front end is not built (${entry} is missing). Run: npm run build`);
  }
  const mod = (await import(pathToFileURL(entry).href)) as EntryServer;
  mod.configure(apiFetch);
  await mod.warm();
  return { render: (url, locale, request) => mod.render(url, locale, request) };
}

/** The visitor's language: their choice (a cookie the page sets), else Arabic. */
export function requestLocale(c: Context): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/** JSON for a `<script type="application/json">`: nothing in it can close the element or start markup. */
export const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The shell in index.html, with the white space around it: the rendered page must be all that
 * `#root` holds, or React finds a text node the browser has and its render has not (error #418).
 */
const SHELL = /\s*<!--app-->[\s\S]*?<!--\/app-->\s*/;

/**
 * index.html's built-in favicon links and home-screen name go when the rendered page brings the
 * shop's own (Settings → General, rendered by the layout's ShopHead): one icon, one name.
 */
function withoutReplacedHead(template: string, pageHead: string): string {
  let html = template;
  if (/<link\b[^>]*\brel="icon"/.test(pageHead)) html = html.replace(/\s*<link rel="icon"[^>]*>/g, '');
  if (/<meta\b[^>]*name="apple-mobile-web-app-title"/.test(pageHead))
    html = html.replace(/\s*<meta name="apple-mobile-web-app-title"[^>]*>/, '');
  return html;
}

/**
 * index.html in the visitor's language, with the rendered page (when there is one) in place of the
 * shell, and `head` (e.g. the page chunk's modulepreload links) before `</head>`.
 */
export function composePage(template: string, locale: Locale, page?: RenderedPage, head = ''): string {
  let html = template.replace(
    /<html lang="[^"]*" dir="[^"]*">/,
    `<html lang="${locale}" dir="${dirOf(locale)}">`,
  );
  html = withoutReplacedHead(html, page?.head ?? '');
  html = html.replace('</head>', () => `${page?.head ?? ''}${head}</head>`);
  if (!page) return html;
  html = html.replace(SHELL, () => page.html);
  return html.replace(
    '</body>',
    () => `<script type="application/json" id="app-state">${jsonForHtml(page.state)}</script></body>`,
  );
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The client's start texts in each language, a chunk each (src/client/locales/index.ts), as the
 * Vite manifest names them: a page fetches its own language's with the app.
 */
export const START_TEXTS_SOURCE: Record<Locale, string> = {
  ar: 'locales/start-ar.ts',
  en: 'locales/start-en.ts',
};

/** A page's own texts in one language, as the Vite manifest names their chunk (src/client/locales/index.ts). */
export const pageTextsSource = (namespace: string, locale: Locale) => `locales/${locale}/${namespace}.json`;

/**
 * `<link rel="modulepreload">` tags (fetched once the page has painted: scripts-after-paint.ts) for
 * a page: its language's start texts, its own chunk (by its source file, as the route table names
 * it) and its own texts in its language; each with the chunks it imports that the main bundle does
 * not (index.html already names those). Read from the client build's Vite manifest; none when the
 * build has no manifest.
 */
export function chunkPreloads(
  distDir: string,
): (source: string | undefined, locale: Locale, texts?: readonly string[]) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const graph = (key: string, seen = new Set<string>()) => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) graph(dep, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const main = entry ? graph(entry) : new Set<string>();
  const tags = new Map<string, string>();
  return (source, locale, texts = []) => {
    const key = `${locale} ${source ?? ''} ${texts.join(' ')}`;
    if (!tags.has(key)) {
      const seen = graph(START_TEXTS_SOURCE[locale]);
      if (source && Object.hasOwn(manifest, source)) graph(source, seen);
      for (const ns of texts) graph(pageTextsSource(ns, locale), seen);
      const links = [...seen]
        .filter((k) => !main.has(k))
        .map((k) => modulePreloadAfterPaint(`/${manifest[k]!.file}`));
      tags.set(key, links.join(''));
    }
    return tags.get(key)!;
  };
}
