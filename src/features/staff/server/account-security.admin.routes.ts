import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { createRouter, errorResponse } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import { PasswordConfirmSchema, TotpCodeSchema } from '../account.schema';
import type { AccountSecurity } from './account-security.service';
import {
  AccountSessionSchema,
  cookieHeaders,
  SessionParams,
  TwoFactorEnrolmentSchema,
} from './account-views';

const TAGS = ['Admin: account'];
const PERMISSION = 'account.self';
const wrongAnswers = errorResponse('rate_limited: too many wrong passwords or codes (5 in 15 minutes)');

const enrolRoute = adminRoute(PERMISSION, {
  method: 'post',
  path: '/account/two-factor',
  tags: TAGS,
  summary:
    'Starts two-factor enrolment (password confirmed): a new secret, its otpauth URI and backup codes, shown once',
  request: { body: jsonBody(PasswordConfirmSchema) },
  responses: {
    200: jsonResponse('Scan, then confirm with a code', TwoFactorEnrolmentSchema),
    409: errorResponse('two_factor_already_enabled'),
    422: errorResponse('Invalid fields, or wrong_password (field `password`)'),
    429: wrongAnswers,
  },
});

const confirmRoute = adminRoute(PERMISSION, {
  method: 'post',
  path: '/account/two-factor/confirm',
  tags: TAGS,
  summary: 'Finishes enrolment with a 6-digit code from the app: two-factor sign-in is on from now',
  request: { body: jsonBody(TotpCodeSchema) },
  responses: {
    204: { description: 'On; this session is renewed', headers: cookieHeaders },
    409: errorResponse('two_factor_not_started'),
    422: errorResponse('Invalid fields, or invalid_code (field `code`)'),
    429: wrongAnswers,
  },
});

const disableRoute = adminRoute(PERMISSION, {
  method: 'post',
  path: '/account/two-factor/disable',
  tags: TAGS,
  summary: 'Turns two-factor sign-in off (password confirmed); the secret and backup codes are deleted',
  request: { body: jsonBody(PasswordConfirmSchema) },
  responses: {
    204: { description: 'Off; this session is renewed', headers: cookieHeaders },
    422: errorResponse('Invalid fields, or wrong_password (field `password`)'),
    429: wrongAnswers,
  },
});

const sessionsRoute = adminRoute(PERMISSION, {
  method: 'get',
  path: '/account/sessions',
  tags: TAGS,
  summary: 'My signed-in devices: browser and system, IP address, last activity; this device marked',
  responses: { 200: jsonResponse('Sessions', z.array(AccountSessionSchema)) },
});

const revokeRoute = adminRoute(PERMISSION, {
  method: 'delete',
  path: '/account/sessions/{id}',
  tags: TAGS,
  summary: "Signs one of my devices out (another person's session is never found)",
  request: { params: SessionParams },
  responses: {
    204: { description: 'Signed out' },
    404: errorResponse('session_not_found'),
    422: errorResponse('Invalid id'),
  },
});

const revokeOthersRoute = adminRoute(PERMISSION, {
  method: 'post',
  path: '/account/sessions/revoke-others',
  tags: TAGS,
  summary: 'Signs out every device of mine except this one',
  responses: { 200: jsonResponse('How many ended', z.object({ revoked: z.number().int() })) },
});

function forwardCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

/** Two-factor sign-in and sessions of the signed-in staff member. */
export function accountSecurityRoutes(security: AccountSecurity) {
  const app = createRouter();
  const headers = (c: Context) => c.req.raw.headers;

  app.openapi(enrolRoute, async (c) =>
    c.json(await security.enrolTwoFactor(staffOf(c).id, c.req.valid('json').password, headers(c)), 200),
  );
  app.openapi(confirmRoute, async (c) => {
    forwardCookies(
      c,
      (await security.confirmTwoFactor(staffOf(c), c.req.valid('json').code, headers(c))).cookies,
    );
    return c.body(null, 204);
  });
  app.openapi(disableRoute, async (c) => {
    forwardCookies(
      c,
      (await security.disableTwoFactor(staffOf(c), c.req.valid('json').password, headers(c))).cookies,
    );
    return c.body(null, 204);
  });

  app.openapi(sessionsRoute, async (c) => {
    const current = await security.currentSessionId(headers(c));
    return c.json(await security.listSessions(staffOf(c).id, current), 200);
  });
  app.openapi(revokeRoute, async (c) => {
    await security.revokeSession(staffOf(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(revokeOthersRoute, async (c) => {
    const current = await security.currentSessionId(headers(c));
    return c.json({ revoked: await security.revokeOtherSessions(staffOf(c).id, current) }, 200);
  });
  return app;
}
