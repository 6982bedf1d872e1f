import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { limitPerClient } from '@/server/lib/rate-limit';
import { SignUpSchema } from '@/features/accounts/account.schema';
import { SIGN_UP_LIMIT } from '@/features/accounts/server/account.routes';
import { signUpStaff } from './staff.service';

const signUpRoute = createRoute({
  method: 'post',
  path: '/staff/signup',
  tags: ['Staff'],
  summary:
    'Creates a pending staff account (usable only after an owner or admin approves it) and e-mails a verification link; 10 per client in 10 minutes',
  request: { body: { required: true, content: { 'application/json': { schema: SignUpSchema } } } },
  responses: {
    201: {
      description: 'Created, pending approval; verification e-mail sent',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    422: errorResponse('Invalid fields, or email_taken (field `email`)'),
    429: errorResponse('rate_limited: too many sign-ups from this address'),
  },
});

/** The public staff door: sign-up only (staff sign in through /api/account/login, with its limits). */
export function staffRoutes(deps: Deps) {
  const app = createRouter();
  app.use('/staff/signup', limitPerClient(SIGN_UP_LIMIT.perClient, SIGN_UP_LIMIT.windowMs, deps.env.TRUST_PROXY));
  app.openapi(signUpRoute, async (c) => {
    await signUpStaff(deps, c.req.valid('json'));
    return c.json({ ok: true as const }, 201);
  });
  return app;
}
