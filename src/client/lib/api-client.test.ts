import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, setApiFetch } from './api';
import { apiClient, asForm, call } from './api-client';

interface Sent {
  path: string;
  init: RequestInit;
}

/** Answers every call with `answer`, recording what the client sent. */
function answering(answer: () => Response): Sent[] {
  const sent: Sent[] = [];
  setApiFetch(async (path, init = {}) => {
    sent.push({ path, init });
    return answer();
  });
  return sent;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const headersOf = (s: Sent) => new Headers(s.init.headers);

afterEach(() => setApiFetch((input, init) => fetch(input, init)));

describe('the typed API client', () => {
  it('sends the path and query only, JSON accepted, same-origin credentials, and returns the data', async () => {
    const sent = answering(() => json({ items: [], total: 0 }));
    const data = await call(
      apiClient.GET('/api/admin/products', {
        params: { query: { q: 'mango juice', status: 'active', categoryId: '' } },
      }),
    );
    expect(data).toEqual({ items: [], total: 0 });
    expect(sent).toHaveLength(1);
    // An empty filter is no filter (as the list screens always sent it).
    expect(sent[0]!.path).toBe('/api/admin/products?q=mango+juice&status=active');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.credentials).toBe('same-origin');
    expect(sent[0]!.init.body).toBeUndefined();
    expect(headersOf(sent[0]!).get('accept')).toBe('application/json');
    expect(headersOf(sent[0]!).get('content-type')).toBeNull();
  });

  it('puts path parameters in the path, escaped, and sends a JSON body as JSON', async () => {
    const sent = answering(() => json({ ok: true }));
    await call(
      apiClient.PATCH('/api/admin/menus/{id}', { params: { path: { id: 'a/b c' } }, body: { name: 'Main' } }),
    );
    expect(sent[0]!.path).toBe('/api/admin/menus/a%2Fb%20c');
    expect(sent[0]!.init.method).toBe('PATCH');
    expect(headersOf(sent[0]!).get('content-type')).toBe('application/json');
    expect(new TextDecoder().decode(sent[0]!.init.body as ArrayBuffer)).toBe('{"name":"Main"}');
  });

  it('sends a form (an upload) as multipart, not JSON', async () => {
    const sent = answering(() => json({ url: '/media/x.webp' }));
    const file = new File(['abc'], 'a.png', { type: 'image/png' });
    await call(apiClient.POST('/api/admin/account/avatar', { body: { file }, bodySerializer: asForm }));
    expect(headersOf(sent[0]!).get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(new TextDecoder().decode(sent[0]!.init.body as ArrayBuffer)).toContain('filename="a.png"');
  });

  it("passes the visitor's cookie on when the server render asks with it", async () => {
    const sent = answering(() => json({ account: null }));
    await call(apiClient.GET('/api/account/session', { headers: { Cookie: 'session=abc' } }));
    expect(headersOf(sent[0]!).get('cookie')).toBe('session=abc');
  });

  it('answers 204 with no data', async () => {
    answering(() => new Response(null, { status: 204 }));
    await expect(
      call(apiClient.DELETE('/api/account/cars/{id}', { params: { path: { id: 'c1' } } })),
    ).resolves.toBeUndefined();
  });

  it("throws the server's error: code, status, both texts and field details", async () => {
    const details = [{ path: 'name', code: 'too_small', message: 'errors.required' }];
    answering(() =>
      json(
        {
          error: {
            code: 'validation_failed',
            message_en: 'Check the form',
            message_ar: 'راجع النموذج',
            details,
          },
        },
        422,
      ),
    );
    const err = await call(
      apiClient.POST('/api/contact', { body: { name: '', email: 'a@b.c', message: 'hi' } }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect([e.status, e.code, e.messages, e.details]).toEqual([
      422,
      'validation_failed',
      { en: 'Check the form', ar: 'راجع النموذج' },
      details,
    ]);
    expect(e.fieldProblems()).toEqual([{ path: 'name', message: 'errors.required' }]);
    expect(e.messageIn('ar')).toBe('راجع النموذج');
  });

  it('throws `internal` with the connection texts when an error answer is not JSON', async () => {
    answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const e = (await call(apiClient.GET('/api/store')).catch((x: unknown) => x)) as ApiError;
    expect([e.status, e.code, e.messages.en]).toEqual([
      502,
      'internal',
      'Could not reach the shop. Check your connection and try again.',
    ]);
  });

  it('throws the network error when the shop cannot be reached', async () => {
    setApiFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const e = (await call(apiClient.GET('/api/store')).catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect([e.status, e.code]).toEqual([0, 'network']);
  });
});
