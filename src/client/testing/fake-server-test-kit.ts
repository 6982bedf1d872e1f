import { vi } from 'vitest';

/*
 * The network boundary for component tests: `fetch` is replaced by a tiny server that answers
 * from a table of routes and writes down every request, so a test checks what the app sent
 * (method, path, query, JSON body) without mocking any module of ours.
 */

export interface SentRequest {
  method: string;
  /** The path without the query, e.g. `/api/admin/customers`. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed (undefined without one). */
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

/** A route's answer: a fixed reply, or one made from the request (a promise to hold it back). */
export type Route = Reply | ((req: SentRequest) => Reply | Promise<Reply>);

/** Routes keyed `METHOD /path` (no query): e.g. `'GET /api/store'`, `'POST /api/orders'`. */
export type Routes = Record<string, Route>;

/** A JSON reply (200 unless said). */
export const json = (body: unknown, status = 200): Reply => ({ status, body });

/** The API's error body (`{ error: { code, message_en, message_ar, details } }`). */
export const apiError = (status: number, code: string, details?: unknown): Reply => ({
  status,
  body: { error: { code, message_en: `${code} (en)`, message_ar: `${code} (ar)`, details } },
});

/** The JSON a request carries, however the client handed it over (a string, or the bytes of one). */
function jsonBody(body: RequestInit['body']): unknown {
  const isBytes =
    body instanceof ArrayBuffer || Object.prototype.toString.call(body) === '[object ArrayBuffer]';
  const text =
    typeof body === 'string'
      ? body
      : isBytes || ArrayBuffer.isView(body)
        ? new TextDecoder().decode(body as ArrayBuffer)
        : undefined;
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** Installs the fake `fetch` (put back by cleanUpAfterEach's vi.unstubAllGlobals). Unknown routes answer 404. */
export function fakeServer(routes: Routes) {
  const requests: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = jsonBody(init.body);
    const req: SentRequest = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(req);
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      route === undefined
        ? apiError(404, 'not_found')
        : typeof route === 'function'
          ? await route(req)
          : route;
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The requests sent to `METHOD /path`. */
    sent: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
