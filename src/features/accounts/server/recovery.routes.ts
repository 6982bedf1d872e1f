import { jsonBody } from '@/server/lib/openapi-helpers';
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { clientIp, limitPerClient } from '@/server/lib/rate-limit';
import {
  ForgotPasswordSchema,
  ResendConfirmationSchema,
  ResetPasswordSchema,
  ResetTokenSchema,
} from '../recovery.schema';
import { createRecoveryService, RECOVERY_LIMITS } from './recovery.service';
import { href } from '@/common/paths';
import { adminHref } from '@/common/admin-paths';

const TAGS = ['Account'];
const Accepted = z.object({ ok: z.literal(true) }).openapi('Accepted');
const accepted = (description: string) => ({
  description,
  content: { 'application/json': { schema: Accepted } },
});

/** Per client address: a household or an office asks a few times, never dozens. */
export const RECOVERY_CLIENT_LIMITS = {
  forgot: { limit: 10, windowMs: 60 * 60_000 },
  reset: { limit: 20, windowMs: 15 * 60_000 },
  resend: { limit: 10, windowMs: 60 * 60_000 },
} as const;

const forgotRoute = createRoute({
  method: 'post',
  path: '/account/password/forgot',
  tags: TAGS,
  summary: `"Forgot password?": e-mails a single-use link (30 minutes) to choose a new password. The same answer whether or not the address has an account; at most ${RECOVERY_LIMITS.resetLinksPerHour} links an hour to one address, ${RECOVERY_CLIENT_LIMITS.forgot.limit} asks an hour per client`,
  request: { body: jsonBody(ForgotPasswordSchema) },
  responses: {
    202: accepted('Accepted: a link is on its way if the address has an account'),
    422: errorResponse('Invalid fields'),
    429: errorResponse('rate_limited: too many asks from this client address'),
  },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/account/password/reset/check',
  tags: TAGS,
  summary: 'Whether a reset link can still be used (the reset page asks before showing its form)',
  request: { body: jsonBody(z.object({ token: ResetTokenSchema })) },
  responses: {
    200: {
      description: 'Usable or not',
      content: { 'application/json': { schema: z.object({ usable: z.boolean() }) } },
    },
    422: errorResponse('Invalid fields'),
    429: errorResponse('rate_limited'),
  },
});

const resetRoute = createRoute({
  method: 'post',
  path: '/account/password/reset',
  tags: TAGS,
  summary:
    'Sets a new password from a reset link (used up by it); every session of the account ends, and its owner is told by e-mail. Two-factor sign-in stays on',
  request: { body: jsonBody(ResetPasswordSchema) },
  responses: {
    200: {
      description: 'Changed; where to sign in (the storefront or the back office)',
      content: {
        'application/json': { schema: z.object({ signIn: z.enum([href('login'), adminHref('login')]) }) },
      },
    },
    422: errorResponse('Invalid fields, or reset_link_invalid (unknown, expired or used link)'),
    429: errorResponse('rate_limited'),
  },
});

const resendRoute = createRoute({
  method: 'post',
  path: '/account/verification/resend',
  tags: TAGS,
  summary: `"Send the confirmation e-mail again" for an unconfirmed account. The same answer whether the address has an account, is confirmed, or is past its ${RECOVERY_LIMITS.confirmationsPerHour} confirmation e-mails an hour; ${RECOVERY_CLIENT_LIMITS.resend.limit} asks an hour per client`,
  request: { body: jsonBody(ResendConfirmationSchema) },
  responses: {
    202: accepted('Accepted: a new link is on its way if the account is still unconfirmed'),
    422: errorResponse('Invalid fields'),
    429: errorResponse('rate_limited: too many asks from this client address'),
  },
});

/** Password recovery and the confirmation e-mail sent again (mounted by accountRoutes). */
export function recoveryRoutes(deps: Deps) {
  const app = createRouter();
  const recovery = createRecoveryService(deps);
  const hops = deps.env.TRUST_PROXY;
  const limit = (name: string, l: { limit: number; windowMs: number }) =>
    limitPerClient(deps, name, l.limit, l.windowMs);
  app.use('/account/password/forgot', limit('password-forgot', RECOVERY_CLIENT_LIMITS.forgot));
  app.use('/account/password/reset', limit('password-reset', RECOVERY_CLIENT_LIMITS.reset));
  app.use('/account/password/reset/check', limit('password-reset-check', RECOVERY_CLIENT_LIMITS.reset));
  app.use('/account/verification/resend', limit('verification-resend', RECOVERY_CLIENT_LIMITS.resend));
  const client = (c: Parameters<typeof clientIp>[0]) => ({
    ip: clientIp(c, hops),
    userAgent: c.req.header('user-agent') ?? null,
  });

  app.openapi(forgotRoute, async (c) => {
    await recovery.requestReset(c.req.valid('json'), client(c));
    return c.json({ ok: true as const }, 202);
  });

  app.openapi(checkRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ usable: await recovery.resetLinkUsable(c.req.valid('json').token) }, 200);
  });

  app.openapi(resetRoute, async (c) => {
    const { role } = await recovery.resetPassword(c.req.valid('json'), client(c));
    return c.json({ signIn: role === 'customer' ? href('login') : adminHref('login') }, 200);
  });

  app.openapi(resendRoute, async (c) => {
    await recovery.resendConfirmation(c.req.valid('json'));
    return c.json({ ok: true as const }, 202);
  });

  return app;
}
