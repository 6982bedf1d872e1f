import { createRoute, z } from '@hono/zod-openapi';
import { sessionOptional } from '@/server/lib/openapi-helpers';
import { errorBody } from '@/common/errors';
import { resolveStaff } from '@/server/auth/staff-guard';
import { AppError } from '@/server/lib/errors';
import { ApiErrorSchema, createRouter, errorResponse, type Deps } from '@/server/deps';
import { clientIp, limitPerClient } from '@/server/lib/rate-limit';
import { StaffSignUpSchema } from '@/features/accounts';
import { SIGN_UP_LIMIT } from '@/features/accounts/server';
import { staffMe, StaffMeSchema } from './staff-me';
import { signUpStaff } from './staff.service';

const signUpRoute = createRoute({
  method: 'post',
  path: '/staff/signup',
  tags: ['Staff'],
  summary:
    'Creates a pending staff account (usable only after an owner or admin approves it) and e-mails a verification link; 10 per client in 10 minutes',
  request: { body: { required: true, content: { 'application/json': { schema: StaffSignUpSchema } } } },
  responses: {
    201: {
      description:
        'Created, pending approval, verification e-mail queued; or, for an address that has an account, nothing created and its owner e-mailed (the answer is the same)',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    422: errorResponse(
      'Invalid fields (an address that has an account answers 201 as a new one, and its owner is e-mailed)',
    ),
    429: errorResponse('rate_limited: too many sign-ups from this address'),
  },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/staff/session',
  security: sessionOptional,
  tags: ['Staff'],
  summary:
    'Who is signed in to the back office: the staff member (as GET /api/admin/me), or why not (the refusal /api/admin would answer). Always 200, so the sign-in page can ask without an error',
  responses: {
    200: {
      description: 'The staff member, or the refusal',
      content: {
        'application/json': {
          schema: z.object({
            me: StaffMeSchema.nullable(),
            refusal: z.object({ status: z.number().int(), error: ApiErrorSchema.shape.error }).nullable(),
          }),
        },
      },
    },
  },
});

/** The public staff door: sign-up and who-is-signed-in (staff sign in through /api/account/login, with its limits). */
export function staffRoutes(deps: Deps) {
  const app = createRouter();
  app.use(
    '/staff/signup',
    limitPerClient(deps, 'staff-sign-up', SIGN_UP_LIMIT.perClient, SIGN_UP_LIMIT.windowMs),
  );
  app.openapi(sessionRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      return c.json(
        { me: await staffMe(deps.db, await resolveStaff(deps, c.req.raw.headers)), refusal: null },
        200,
      );
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return c.json({ me: null, refusal: { status: e.status, error: errorBody(e.code).error } }, 200);
    }
  });

  app.openapi(signUpRoute, async (c) => {
    await signUpStaff(deps, c.req.valid('json'), {
      ip: clientIp(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
      at: new Date(),
    });
    return c.json({ ok: true as const }, 201);
  });
  return app;
}
