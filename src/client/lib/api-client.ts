import createClient from 'openapi-fetch';
import type { paths } from './api-schema';
import { apiErrorOf, apiFetch } from './api';

/**
 * openapi-fetch builds a Request, which needs an absolute address; only its path and query are
 * sent (apiFetch), so the browser calls its own origin and the server render its own app.
 */
const ORIGIN = 'http://aseer.invalid';

/** A query as the server reads it: empty values are left out (an empty filter is no filter). */
function queryString(query: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    for (const one of Array.isArray(v) ? v : [v]) {
      if (one !== undefined && one !== null && one !== '') q.append(k, String(one));
    }
  }
  return q.toString();
}

/**
 * The API, typed by its OpenAPI document (api-schema.d.ts, generated: scripts/api-types.ts):
 * `call(apiClient.GET('/api/catalog/menu'))`. Paths, parameters, bodies and answers are checked
 * against the routes, so a changed route breaks the build, not the shop.
 */
export const apiClient = createClient<paths>({
  baseUrl: ORIGIN,
  headers: { Accept: 'application/json' },
  querySerializer: queryString,
  fetch: async (request) => {
    const url = new URL(request.url);
    return apiFetch(url.pathname + url.search, {
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.arrayBuffer() : undefined,
    });
  },
});

/**
 * The headers of a call the server makes for a visitor while it draws their page: their own
 * Cookie header (their session), so the in-process call is answered as theirs, and nothing else.
 * In the browser there is none to add (the browser sends its own).
 */
export const asVisitor = (cookie?: string): Record<string, string> => (cookie ? { Cookie: cookie } : {});

/** A multipart body (an upload): pass as `bodySerializer` with the fields as `body`. */
export function asForm(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  return form;
}

/** What an openapi-fetch call resolves to: the answer's data, or its error body. */
interface Answer<D> {
  data?: D;
  error?: unknown;
  response: Response;
}

/** The answer's data; a non-2xx answer throws its ApiError (code, status, texts in both languages). */
export async function call<D>(pending: Promise<Answer<D>>): Promise<D> {
  const { data, error, response } = await pending;
  if (!response.ok) throw apiErrorOf(response.status, error);
  return data as D;
}
