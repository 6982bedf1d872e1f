import { z } from '@hono/zod-openapi';
import { requestFacts } from '@/server/auth/security-facts';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import { StaffEmployeeLinkSchema } from '../staff.schema';
import { endStaffSessions, linkStaffEmployee, sendStaffPasswordReset } from './staff-accounts.service';

const TAGS = ['Staff'];
const params = z.object({ id: z.string().min(1).max(100) });
const refused = errorResponse(
  "No such staff account (404), or the account is the caller's own or not below their role (403)",
);

const sessionsRoute = adminRoute('staff.manage', {
  method: 'delete',
  path: '/staff/{id}/sessions',
  tags: TAGS,
  summary: 'Ends every session of a staff account (signed out on every device); logged as sessions_revoked',
  request: { params },
  responses: {
    200: jsonResponse('Ended', z.object({ ended: z.number().int() })),
    404: refused,
    422: errorResponse('Invalid id'),
  },
});

const resetRoute = adminRoute('staff.manage', {
  method: 'post',
  path: '/staff/{id}/password-reset',
  tags: TAGS,
  summary: 'E-mails the account a single-use password-reset link; logged as password_reset_requested',
  request: { params },
  responses: {
    200: jsonResponse('Sent', z.object({ sent: z.literal(true) })),
    404: refused,
    422: errorResponse('Invalid id'),
    503: errorResponse('password_reset_unavailable: no reset e-mail is configured'),
  },
});

export function staffAccountActionRoutes(deps: Deps, accountSchema: z.ZodType) {
  const linkRoute = adminRoute('staff.manage', {
    method: 'put',
    path: '/staff/{id}/employee',
    tags: TAGS,
    summary:
      'Links a staff account to its employee record (null unlinks): orders it acts on credit that employee',
    request: { params, body: jsonBody(StaffEmployeeLinkSchema) },
    responses: {
      200: jsonResponse('Linked', accountSchema),
      404: errorResponse('No such staff account, or employee_not_found'),
      409: errorResponse('employee_linked_elsewhere: the record is linked to another account'),
      422: errorResponse('Invalid fields'),
    },
  });
  const app = createRouter();
  app.openapi(sessionsRoute, async (c) =>
    c.json(
      await endStaffSessions(deps.db, staffOf(c), c.req.valid('param').id, requestFacts(c, deps.env)),
      200,
    ),
  );
  app.openapi(resetRoute, async (c) => {
    await sendStaffPasswordReset(deps, staffOf(c), c.req.valid('param').id, requestFacts(c, deps.env));
    return c.json({ sent: true as const }, 200);
  });
  app.openapi(linkRoute, async (c) =>
    c.json(await linkStaffEmployee(deps.db, c.req.valid('param').id, c.req.valid('json').employeeId), 200),
  );
  return app;
}
