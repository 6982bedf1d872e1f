import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, TEST_ORIGIN } from '../testing/sessions-test-kit';
import { createTestServer, type TestServer } from '../testing/server-test-kit';
import { operationIdOf } from './openapi-document';

interface Op {
  operationId: string;
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Doc {
  servers: { url: string }[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Op>>;
}

const NIL_ID = '00000000-0000-4000-8000-000000000000';

it('names an operation by its method and path, parameters as "by"', () => {
  expect(operationIdOf('get', '/api/admin/orders/{id}/credit-notes/{number}')).toBe(
    'getAdminOrdersByIdCreditNotesByNumber',
  );
  expect(operationIdOf('post', '/api/orders/{id}/arrival')).toBe('postOrdersByIdArrival');
  expect(operationIdOf('get', '/api/admin/shifts/{id}/report.csv')).toBe('getAdminShiftsByIdReportCsv');
});

describe('the API document', () => {
  let server: TestServer;
  let doc: Doc;
  beforeAll(async () => {
    server = await createTestServer({ TEST_HOOKS: '0' });
    doc = (await (await server.request('/api/openapi.json')).json()) as Doc;
  });
  afterAll(() => server.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ method, path, op })),
    );

  it('names the cookie that signing in really sets as the session scheme', async () => {
    const { cookie } = await signInAs(server, 'staff');
    const scheme = doc.components.securitySchemes.session!;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(cookie.split('; ').map((c) => c.split('=')[0])).toContain(scheme.name);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('gives every operation a unique id and its security', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, op } of operations()) {
      expect(op.security, path).toBeDefined();
      if (path.startsWith('/api/admin/')) expect(op.security).toEqual([{ session: [] }]);
    }
  });

  // Each operation is called as a stranger would: no session, an empty body, ids that name
  // nothing. Whatever it answers must be in the document, and the session it asks for with it.
  it('declares the answer each operation gives a caller without a session', async () => {
    const mismatches: string[] = [];
    for (const { method, path, op } of operations()) {
      const json = op.requestBody && 'application/json' in op.requestBody.content;
      const res = await server.request(path.replace(/{(\w+)}/g, NIL_ID), {
        method: method.toUpperCase(),
        headers: { Origin: TEST_ORIGIN, ...(json ? { 'Content-Type': 'application/json' } : {}) },
        body: json ? '{}' : undefined,
      });
      await res.body?.cancel(); // a live stream ends here
      const status = res.status;
      const required = op.security.length > 0 && op.security.every((s) => 'session' in s);
      const reads = op.security.some((s) => 'session' in s);
      const where = `${method.toUpperCase()} ${path} answered ${status}`;
      if (!(String(status) in op.responses)) mismatches.push(`${where}: not in its responses`);
      if (status === 401 && !reads) mismatches.push(`${where}: but declares no session`);
      if (required && status < 300) mismatches.push(`${where}: but declares the session required`);
    }
    expect(mismatches).toEqual([]);
  });

  it('declares the refusal of a write from another site', async () => {
    for (const { method, path, op } of operations()) {
      if (method === 'get') continue;
      const res = await server.request(path.replace(/{(\w+)}/g, NIL_ID), {
        method: method.toUpperCase(),
        headers: { Origin: 'https://elsewhere.example' },
      });
      expect([path, res.status]).toEqual([path, 403]);
      expect(Object.keys(op.responses), path).toContain('403');
    }
  });
});
