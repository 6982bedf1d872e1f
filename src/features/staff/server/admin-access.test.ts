import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES, type Permission } from '@/common/permissions';
import { callAs, codeOf, fillParams, openApiOperations, signInAs } from '@/server/testing/sessions-test-kit';
import { createTestServer, type TestServer } from '@/server/testing/server-test-kit';

let server: TestServer;
let adminOps: Awaited<ReturnType<typeof openApiOperations>>;
beforeAll(async () => {
  server = await createTestServer();
  adminOps = (await openApiOperations(server)).filter((op) => op.path.startsWith('/api/admin/'));
});
afterAll(() => server.close());

const body = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('every /api/admin route, from the OpenAPI document', () => {
  it('is documented with the permission it needs', () => {
    expect(adminOps.length).toBeGreaterThan(0);
    for (const op of adminOps) expect(op.permission, `${op.method} ${op.path}`).toBeTruthy();
  });

  it('answers 401 without a session', async () => {
    for (const op of adminOps) {
      const res = await callAs(server, fillParams(op.path), { method: op.method, body: body(op.method) });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
    }
  });

  it('answers 403 to a customer and to a staff sign-up awaiting approval', async () => {
    const customer = await signInAs(server, 'customer');
    const pending = await signInAs(server, 'pending');
    for (const op of adminOps) {
      const asCustomer = await callAs(server, fillParams(op.path), {
        method: op.method,
        body: body(op.method),
        cookie: customer.cookie,
      });
      expect(asCustomer.status, `customer ${op.method} ${op.path}`).toBe(403);
      const asPending = await callAs(server, fillParams(op.path), {
        method: op.method,
        body: body(op.method),
        cookie: pending.cookie,
      });
      expect(asPending.status, `pending ${op.method} ${op.path}`).toBe(403);
      expect(await codeOf(asPending)).toBe('staff_pending');
    }
  });

  it('lets each staff role through exactly where the permission map allows', async () => {
    for (const role of STAFF_ROLES) {
      const { cookie } = await signInAs(server, role);
      for (const op of adminOps) {
        const res = await callAs(server, fillParams(op.path), {
          method: op.method,
          body: body(op.method),
          cookie,
        });
        const allowed = can(role, op.permission as Permission);
        if (allowed)
          expect([401, 403], `${role} ${op.method} ${op.path}: ${res.status}`).not.toContain(res.status);
        else expect(res.status, `${role} ${op.method} ${op.path}`).toBe(403);
      }
    }
  });
});
