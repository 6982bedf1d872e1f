import { OpenAPIHono } from '@hono/zod-openapi';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './deps';
import { createLogger } from './lib/logger';
import { applyRequestPipeline } from './request-pipeline';
import { serveClient } from './static-client';
import { acceptedEncodings } from './static-files';

const SCRIPT = `console.log(${JSON.stringify('عصير '.repeat(400))});`;
const INLINE = "document.documentElement.lang = 'ar';";

/** A build as `npm run build` leaves it: a hashed script with its .br and .gz, index.html, robots.txt. */
function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-static-'));
  const write = (p: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), body);
  };
  write('index.html', `<!doctype html><html><head><script>${INLINE}</script></head><body></body></html>`);
  write('assets/app-abc123.js', SCRIPT);
  write('assets/app-abc123.js.br', zlib.brotliCompressSync(SCRIPT));
  write('assets/app-abc123.js.gz', zlib.gzipSync(SCRIPT));
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  return dir;
}

let dist: string;
let app: OpenAPIHono<AppEnv>;
beforeAll(() => {
  dist = builtClient();
  app = new OpenAPIHono<AppEnv>();
  applyRequestPipeline(app, { https: false, logger: createLogger('silent'), trustedOrigins: [] });
  serveClient(app, dist);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (p: string, headers: Record<string, string> = {}) => app.request(p, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('built files', () => {
  it('are sent pre-compressed as the browser accepts: brotli first, then gzip, else the file itself', async () => {
    const br = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytes(br)).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytes(gzip)).toString()).toBe(SCRIPT);

    // q=0 refuses a coding.
    const noBr = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' });
    expect(noBr.headers.get('content-encoding')).toBe('gzip');

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await bytes(plain)).toString()).toBe(SCRIPT);
    expect(plain.headers.get('content-type')).toMatch(/^text\/javascript/);

    // Every variant says the answer depends on Accept-Encoding, so no cache hands out the wrong one.
    for (const res of [br, gzip, plain]) expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('hashed assets are cached for a year, immutable; index.html is revalidated; other files an hour', async () => {
    expect((await get('/assets/app-abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache');
    const robots = await get('/robots.txt');
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    // Nothing to choose between: no Vary.
    expect(robots.headers.get('vary')).toBeNull();
  });

  it('answer 304 to the ETag of the variant asked for, and the whole file to another', async () => {
    const first = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // The gzip bytes are other bytes: another ETag.
    const gzip = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('etag')).not.toBe(etag);
  });

  it('carry the security headers and a request id; the page, its own policy with its script hash', async () => {
    for (const p of ['/assets/app-abc123.js', '/robots.txt', '/index.html']) {
      const res = await get(p, { 'Accept-Encoding': 'br' });
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), p).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy'), p).toBe('same-origin');
      expect(res.headers.get('x-request-id'), p).toMatch(/^[0-9a-f-]{36}$/);
    }
    const page = await get('/index.html');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect((await get('/robots.txt')).headers.get('content-security-policy')).not.toMatch(/sha256/);
  });

  it('a range request is still answered, from disk', async () => {
    const res = await get('/robots.txt', { Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('User-agent');
  });
});

describe('acceptedEncodings', () => {
  it('keeps the order asked for and honours q=0 and *', () => {
    expect(acceptedEncodings('gzip, br', ['br', 'gzip'])).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0, gzip', ['br', 'gzip'])).toEqual(['gzip']);
    expect(acceptedEncodings('*', ['br', 'gzip'])).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip', ['br', 'gzip'])).toEqual(['gzip']);
    expect(acceptedEncodings('identity', ['br', 'gzip'])).toEqual([]);
    expect(acceptedEncodings(undefined, ['br', 'gzip'])).toEqual([]);
  });
});
