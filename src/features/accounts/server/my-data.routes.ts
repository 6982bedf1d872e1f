import { createRoute } from '@hono/zod-openapi';
import { sessionRequired } from '@/server/lib/openapi-helpers';
import { recordSecurityEvent } from '@/server/auth/security-log';
import { requireUser } from '@/server/auth/session';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { AppError } from '@/server/lib/errors';
import { clientIp } from '@/server/lib/rate-limit';
import { DeleteAccountSchema, MyDataSchema } from '../my-data.schema';
import { createAccountDeletion } from './account-deletion.service';
import { collectMyData } from './my-data.service';

const TAGS = ['Account'];
const cookieSet = {
  'Set-Cookie': { description: 'Clears the session cookie', schema: { type: 'string' as const } },
};

const dataRoute = createRoute({
  method: 'get',
  path: '/account/data',
  security: sessionRequired,
  tags: TAGS,
  summary:
    'Download my data: the account, customer record, saved cars, the account’s orders and its reviews, as a JSON attachment (no-store). Logged as data_export',
  responses: {
    200: {
      description: 'The customer’s data (Content-Disposition: attachment; aseer-my-data-YYYY-MM-DD.json)',
      content: { 'application/json': { schema: MyDataSchema } },
    },
    401: errorResponse('Not signed in'),
  },
});

const deleteRoute = createRoute({
  method: 'post',
  path: '/account/delete',
  security: sessionRequired,
  tags: TAGS,
  summary:
    'Delete my account (customers only), confirmed with the password: sign-in, sessions, saved cars and personal details go; orders stay, anonymised, with items and totals; reviews stay signed "A customer"; a confirmation e-mail is queued',
  request: { required: true, body: { content: { 'application/json': { schema: DeleteAccountSchema } } } },
  responses: {
    204: { description: 'Deleted; the session cookie is cleared', headers: cookieSet },
    401: errorResponse('Not signed in'),
    403: errorResponse('account_delete_staff: a staff account is managed in the back office'),
    409: errorResponse('account_delete_open_order: an order is still on its way'),
    422: errorResponse('Invalid fields, or wrong_password (field `password`)'),
    429: errorResponse('rate_limited: too many wrong passwords'),
  },
});

/** `/account/data` and `/account/delete`: a customer's own data (UAE PDPL: access and erasure). */
export function myDataRoutes(deps: Deps) {
  const app = createRouter();
  const deleteAccount = createAccountDeletion(deps);

  app.openapi(dataRoute, async (c) => {
    const user = await requireUser(deps, c);
    const data = await collectMyData(deps.db, user.id);
    await recordSecurityEvent(deps.db, {
      kind: 'data_export',
      userId: user.id,
      email: user.email,
      ip: clientIp(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
      details: { what: 'customer_data' },
    });
    c.header('Cache-Control', 'no-store');
    c.header(
      'Content-Disposition',
      `attachment; filename="aseer-my-data-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return c.json(data, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = await requireUser(deps, c);
    c.header('Cache-Control', 'no-store');
    try {
      const { cookies } = await deleteAccount(user, c.req.valid('json').password, {
        headers: c.req.raw.headers,
        ip: clientIp(c, deps.env.TRUST_PROXY),
        userAgent: c.req.header('user-agent') ?? null,
      });
      for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
    } catch (e) {
      if (e instanceof AppError && e.code === 'rate_limited') {
        c.header('Retry-After', String((e.details as { retryAfterSeconds: number }).retryAfterSeconds));
      }
      throw e;
    }
    return c.body(null, 204);
  });

  return app;
}
