import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { securedResponse } from './security/headers';

/** Hashed build output (Vite names files by their content): never changes, cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html: asked again each time (revalidated with its ETag), so a deploy shows at once. */
export const REVALIDATE = 'no-cache';
/** Unhashed public files (robots.txt, icons, the manifest): an hour. */
export const SHORT = 'public, max-age=3600';

/** The largest file kept in memory; anything bigger is read from disk per request. */
const MAX_IN_MEMORY = 2 * 1024 * 1024;
/** Pre-compressed variants (scripts/compress-dist.mjs writes them), preferred in this order. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
type Encoding = (typeof ENCODINGS)[number][0];

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  /** The 304's: the same without Content-Type and Content-Encoding. */
  notModified: Record<string, string>;
}
interface StaticFile {
  identity: Variant;
  /** Each with its own ETag: their bytes differ. */
  encoded: Partial<Record<Encoding, Variant>>;
}

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  return urlPath.endsWith('.html') ? REVALIDATE : SHORT;
}

/**
 * Which encodings of `wanted` the Accept-Encoding header allows, in `wanted`'s order: a coding
 * named with q>0, or covered by `*` with q>0 and not named with q=0.
 */
export function acceptedEncodings(header: string | undefined, wanted: readonly string[]): string[] {
  if (!header) return [];
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isNaN(value) ? 0 : value);
  }
  return wanted.filter((e) => (q.get(e) ?? q.get('*') ?? 0) > 0);
}

function loadFile(file: string, urlPath: string, pagePolicy: string): StaticFile {
  const bytes = new Uint8Array(fs.readFileSync(file));
  const type = getMimeType(file) ?? 'application/octet-stream';
  const hash = createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
  const common: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControlFor(urlPath),
    'Last-Modified': fs.statSync(file).mtime.toUTCString(),
    // A page has its own policy (its inline scripts by their hash): the security headers keep it.
    ...(type.startsWith('text/html') ? { 'Content-Security-Policy': pagePolicy } : {}),
  };
  const variants: [Encoding | 'identity', Uint8Array<ArrayBuffer>][] = [];
  for (const [encoding, suffix] of ENCODINGS) {
    if (!fs.existsSync(file + suffix)) continue;
    const body = new Uint8Array(fs.readFileSync(file + suffix));
    if (body.length < bytes.length) variants.push([encoding, body]);
  }
  // With a choice to make, every variant says the answer depends on Accept-Encoding.
  const vary: Record<string, string> = variants.length > 0 ? { Vary: 'Accept-Encoding' } : {};
  const variant = (encoding: Encoding | 'identity', body: Uint8Array<ArrayBuffer>): Variant => {
    const own = encoding === 'identity' ? { ETag: `"${hash}"` } : { ETag: `"${hash}-${encoding}"` };
    const headers: Record<string, string> = { ...common, ...vary, ...own };
    const { 'Content-Type': _type, ...notModified } = headers;
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return { body, headers, notModified };
  };
  const encoded: StaticFile['encoded'] = {};
  for (const [encoding, body] of variants) encoded[encoding as Encoding] = variant(encoding, body);
  return { identity: variant('identity', bytes), encoded };
}

/**
 * The built front end's files, read once at start into memory with their pre-compressed variants:
 * each request picks brotli, gzip or the plain file by its Accept-Encoding (Vary says so), answers
 * 304 to a matching If-None-Match, and costs no disk access. `include`: which files (by their
 * address) may be served. Anything not found here (a range request, a file too big, an address
 * with escapes) goes on to `next`, the disk.
 */
export function staticFiles(
  distDir: string,
  opts: { include: (urlPath: string) => boolean; pagePolicy: string },
): MiddlewareHandler {
  const files = new Map<string, StaticFile>();
  for (const entry of fs.readdirSync(distDir, { recursive: true })) {
    const rel = String(entry).split(path.sep).join('/');
    const file = path.join(distDir, rel);
    const urlPath = `/${rel}`;
    if (/\.(br|gz)$/.test(rel) || !opts.include(urlPath)) continue;
    const stat = fs.statSync(file);
    if (!stat.isFile() || stat.size > MAX_IN_MEMORY) continue;
    files.set(urlPath, loadFile(file, urlPath, opts.pagePolicy));
  }
  return async (c, next) => {
    const method = c.req.method;
    const file = files.get(c.req.path);
    if (!file || (method !== 'GET' && method !== 'HEAD') || c.req.header('range')) return next();
    const accept = c.req.header('accept-encoding');
    const encoding = accept
      ? acceptedEncodings(accept, Object.keys(file.encoded) as Encoding[])[0]
      : undefined;
    const variant = encoding ? file.encoded[encoding as Encoding]! : file.identity;
    const match = c.req.header('if-none-match');
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === variant.headers.ETag)) {
      return securedResponse(c, null, 304, variant.notModified);
    }
    return securedResponse(c, variant.body, 200, variant.headers);
  };
}
