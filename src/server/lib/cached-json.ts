import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { securedResponse } from '../security/headers';

interface Entry<T> {
  /** What was loaded, for callers inside the server (not a copy: do not change it). */
  value: T;
  body: string;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The headers of each answer, built once (the per-request work is choosing one). */
  headers: {
    notModified: Record<string, string>;
    gzip: Record<string, string>;
    plain: Record<string, string>;
  };
}

function headersFor(etag: string): Entry<unknown>['headers'] {
  const notModified = { ETag: etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
  const plain = { ...notModified, 'Content-Type': 'application/json; charset=utf-8' };
  return { notModified, plain, gzip: { ...plain, 'Content-Encoding': 'gzip' } };
}

/**
 * A JSON response that many read and few change: serialised, gzipped and hashed once,
 * answered with an ETag (304 on a match) until `invalidate()` is called.
 */
export class CachedJson<T> {
  private entry: Promise<Entry<T>> | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<T>) {}

  invalidate(): void {
    this.generation++;
    this.entry = null;
  }

  get(): Promise<Entry<T>> {
    if (this.entry) return this.entry;
    const generation = this.generation;
    const pending = this.load().then((value) => {
      const body = JSON.stringify(value);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      return { value, body, gzip: new Uint8Array(gzipSync(body)), etag, headers: headersFor(etag) };
    });
    this.entry = pending;
    // A change that lands while loading must not leave the stale result cached.
    pending.then(
      () => {
        if (this.generation !== generation && this.entry === pending) this.entry = null;
      },
      () => {
        if (this.entry === pending) this.entry = null;
      },
    );
    return pending;
  }

  async respond(c: Context): Promise<Response> {
    const { body, gzip, etag, headers } = await this.get();
    const match = c.req.header('if-none-match');
    if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      return securedResponse(c, null, 304, headers.notModified);
    }
    if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      return securedResponse(c, gzip, 200, headers.gzip);
    }
    return securedResponse(c, body, 200, headers.plain);
  }
}
