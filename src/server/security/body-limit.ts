import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody, type ErrorCode } from '@/common/errors';
import { MAX_UPLOAD_BYTES } from '@/common/limits';

/**
 * The largest JSON body a form of ours sends is a support message (5,000 characters, up to
 * ~15 KB of Arabic in UTF-8, more with escapes) or the settings: 100 KiB leaves room and no more.
 */
export const JSON_BODY_LIMIT = 100 * 1024;
/** A file of the largest accepted size and its multipart envelope (the routes' own limit). */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
/** The routes that take a file (multipart/form-data). */
export const UPLOAD_PATHS = new Set(['/api/admin/uploads', '/api/admin/account/avatar']);

const limited = (maxSize: number, code: ErrorCode) =>
  bodyLimit({ maxSize, onError: (c) => c.json(errorBody(code), 413) }) as MiddlewareHandler;

/**
 * A body size limit on every /api route (ours and the auth library's), before anything reads
 * the body: a Content-Length over the limit is refused at once, unread; a body without one
 * (chunked) is counted as it arrives and cut off at the limit. 413 in the usual error shape.
 * A GET or HEAD passes untouched: the server hands the app no body for them (@hono/node-server
 * reads none), and asking for one would build a full Request per call (decision 051: it cost
 * every GET about half its time).
 */
export function apiBodyLimit(): MiddlewareHandler {
  const json = limited(JSON_BODY_LIMIT, 'payload_too_large');
  const upload = limited(UPLOAD_BODY_LIMIT, 'file_too_large');
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    return UPLOAD_PATHS.has(c.req.path.replace(/\/+$/, '')) ? upload(c, next) : json(c, next);
  };
}
