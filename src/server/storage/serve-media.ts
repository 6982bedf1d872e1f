import type { OpenAPIHono } from '@hono/zod-openapi';
import { errorBody } from '@/common/errors';
import type { AppEnv } from '../deps';
import { UPLOADS_FOLDER } from './image-upload';
import { contentTypeOf, isSafeKey, type MediaStore } from './media-store';

/** Uploads have random names that never change: cached for a year. Seeded pictures: a day. */
const cacheControlOf = (key: string) =>
  key.startsWith(`${UPLOADS_FOLDER}/`) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400';

/**
 * `/media/<key>`: the stored images, from the local folder or the bucket alike, streamed through
 * this server (decision 054: same address, same caching, the bucket stays private), with an ETag
 * and Last-Modified; a request naming the current ETag (If-None-Match) is answered 304.
 */
export function serveMedia(app: OpenAPIHono<AppEnv>, media: MediaStore) {
  app.get('/media/*', async (c, next) => {
    const key = c.req.path.slice('/media/'.length);
    if (!isSafeKey(key)) return next();
    const ifNoneMatch = c.req.header('If-None-Match');
    const file = await media.open(key, ifNoneMatch);
    if (!file) return next();
    const cacheControl = cacheControlOf(key);
    if (file === 'not-modified') {
      const headers: Record<string, string> = { 'Cache-Control': cacheControl };
      if (ifNoneMatch && !ifNoneMatch.includes(',') && ifNoneMatch.trim() !== '*')
        headers.ETag = ifNoneMatch.trim();
      return c.body(null, 304, headers);
    }
    const headers = {
      'Content-Type': contentTypeOf(key),
      'Content-Length': String(file.size),
      'Cache-Control': cacheControl,
      ETag: file.etag,
      'Last-Modified': file.modified.toUTCString(),
    };
    if (c.req.method === 'HEAD') {
      await file.body.cancel();
      return c.body(null, 200, headers);
    }
    return c.body(file.body, 200, headers);
  });
  app.all('/media/*', (c) => c.json(errorBody('not_found'), 404));
}
