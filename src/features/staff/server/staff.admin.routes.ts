import { z } from '@hono/zod-openapi';
import { STAFF_ROLES } from '@/common/permissions';
import { requestFacts } from '@/server/auth/security-facts';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import { STAFF_ACCOUNT_STATUSES, StaffAccessSchema } from '../staff.schema';
import { staffMe, StaffMeSchema } from './staff-me';
import { listStaff } from './staff-accounts.service';
import { staffAccountActionRoutes } from './staff-accounts.admin.routes';
import { refuseSignUp, setStaffAccess } from './staff.service';

const StaffAccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum([...STAFF_ROLES, 'pending']),
    status: z.enum(STAFF_ACCOUNT_STATUSES),
    disabled: z.boolean(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    lastSignInAt: z.iso.datetime().nullable(),
    employee: z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string() }).nullable(),
    createdAt: z.iso.datetime(),
  })
  .openapi('StaffAccount');

const meRoute = adminRoute('account.self', {
  method: 'get',
  path: '/me',
  tags: ['Staff'],
  summary: 'The signed-in staff member, their role and permissions',
  responses: { 200: jsonResponse('Me', StaffMeSchema) },
});

const listRoute = adminRoute('staff.manage', {
  method: 'get',
  path: '/staff',
  tags: ['Staff'],
  summary:
    'Back-office accounts: staff and sign-ups awaiting approval, with status, two-factor sign-in, last sign-in and linked employee record',
  responses: { 200: jsonResponse('Accounts', z.array(StaffAccountSchema)) },
});

const accessRoute = adminRoute('staff.manage', {
  method: 'patch',
  path: '/staff/{id}',
  tags: ['Staff'],
  summary:
    "Approves a sign-up with a role, changes a role, disables or enables an account; ends that account's sessions; logged in the security log",
  request: {
    params: z.object({ id: z.string().min(1).max(100) }),
    body: jsonBody(StaffAccessSchema),
  },
  responses: {
    200: jsonResponse('Changed', StaffAccountSchema),
    404: errorResponse('No such staff account'),
    422: errorResponse('Invalid fields'),
  },
});

const refuseRoute = adminRoute('staff.manage', {
  method: 'delete',
  path: '/staff/{id}',
  tags: ['Staff'],
  summary:
    'Refuses a sign-up awaiting approval: the pending account is removed (staff accounts are never deleted here)',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse('Refused', z.object({ refused: z.literal(true) })),
    404: errorResponse('staff_signup_not_found: no pending sign-up with this id'),
    422: errorResponse('Invalid id'),
  },
});

export function staffAdminRoutes(deps: Deps) {
  const app = createRouter();
  app.openapi(meRoute, async (c) => c.json(await staffMe(deps.db, staffOf(c)), 200));
  app.openapi(listRoute, async (c) => c.json(await listStaff(deps.db), 200));
  app.openapi(accessRoute, async (c) =>
    c.json(
      await setStaffAccess(
        deps.db,
        staffOf(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        requestFacts(c, deps.env),
      ),
      200,
    ),
  );
  app.openapi(refuseRoute, async (c) => {
    await refuseSignUp(deps.db, staffOf(c), c.req.valid('param').id, requestFacts(c, deps.env));
    return c.json({ refused: true as const }, 200);
  });
  app.route('/', staffAccountActionRoutes(deps, StaffAccountSchema));
  return app;
}
