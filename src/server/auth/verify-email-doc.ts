import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { ApiErrorSchema, errorResponse } from '../deps';

/** better-auth's own error answer (it serves this route, not our error path). */
const AuthErrorSchema = z.object({ message: z.string(), code: z.string() }).openapi('AuthError');

/**
 * The e-mail confirmation link (app.ts hands it to better-auth after checking callbackURL), in
 * the API document: it is not an OpenAPI route, so it is described here.
 */
export function documentVerifyEmail(app: Pick<OpenAPIHono, 'openAPIRegistry'>) {
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/auth/verify-email',
    tags: ['Account'],
    summary:
      'Confirms an e-mail address (the link in the confirmation e-mail); then sends the browser to callbackURL, a path of this site only. 30 per client in 10 minutes',
    request: {
      query: z.object({
        token: z.string().openapi({ description: 'The token of the e-mail link' }),
        callbackURL: z.string().optional().openapi({
          description: 'A path of this site (e.g. /login?verified=1); anything else answers 400',
        }),
      }),
    },
    security: [],
    responses: {
      200: {
        description: 'Confirmed (without callbackURL)',
        content: { 'application/json': { schema: z.object({ status: z.boolean() }) } },
      },
      302: {
        description:
          'To callbackURL; `error=INVALID_TOKEN` (or another code) added when the token was refused',
        headers: { Location: { description: 'The path of this site', schema: { type: 'string' } } },
      },
      400: {
        description:
          'bad_request (ApiError): callbackURL is not a path of this site, or given twice; VALIDATION_ERROR (AuthError): no token',
        content: {
          'application/json': { schema: z.union([ApiErrorSchema, AuthErrorSchema]) },
        },
      },
      401: {
        description: 'INVALID_TOKEN: the token is wrong or expired (without callbackURL)',
        content: { 'application/json': { schema: AuthErrorSchema } },
      },
      429: errorResponse('rate_limited'),
    },
  });
}
