import { createRoute, z } from '@hono/zod-openapi';
import { sessionOptional, sessionRequired } from '@/server/lib/openapi-helpers';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from '@/common/locales';
import { StoredPlateSchema } from '@/common/plate-schema';
import { currentUser, requireUser } from '@/server/auth/session';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { AppError } from '@/server/lib/errors';
import { clientIp, limitPerClient } from '@/server/lib/rate-limit';
import {
  ChangePasswordSchema,
  SignInCodeSchema,
  SignInSchema,
  SignUpSchema,
  UpdateProfileSchema,
} from '../account.schema';
import { createAccountService } from './account.service';
import { carRoutes } from './cars.routes';
import { myDataRoutes } from './my-data.routes';
import { guestOrdersRoutes } from './guest-orders.routes';
import { recoveryRoutes } from './recovery.routes';
import { createRecoveryService } from './recovery.service';

const AccountViewSchema = z
  .object({
    email: z.email(),
    name: z.string(),
    phone: z.string().nullable(),
    plate: StoredPlateSchema.nullable().openapi({
      description: "The profile's plate, or null (decision 071)",
    }),
    carPlate: z.string().nullable().openapi({
      description:
        'The plate as staff read it (drawn from `plate`), or, when `plate` is null, text typed before plates were structured that could not be read as one; null when there is neither',
    }),
    notifyReady: z.boolean().openapi({
      description: 'Their last choice of "E-mail me when it\'s ready" at checkout (checkout starts with it)',
    }),
    emailVerified: z.boolean(),
    /** Present (true) when the password is too easy to guess by today's rule: the profile asks for a new one. */
    mustChangePassword: z.boolean().optional(),
  })
  .openapi('Account');

const json = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const account = (description: string) => ({
  description,
  content: { 'application/json': { schema: AccountViewSchema } },
});
const cookieSet = {
  'Set-Cookie': { description: 'The HttpOnly session cookie', schema: { type: 'string' as const } },
};
const TAGS = ['Account'];
const TwoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) }).openapi('TwoFactorRequired');

const signUpRoute = createRoute({
  method: 'post',
  path: '/account/signup',
  tags: TAGS,
  summary:
    'Creates a customer account and e-mails a verification link (sign-in needs a verified e-mail); 10 per client in 10 minutes. An address that already has an account gets the same answer: nothing is created, and its owner is e-mailed "someone tried to sign up with your address" (at most once an hour)',
  request: { body: json(SignUpSchema) },
  responses: {
    201: {
      description:
        'Accepted: a verification e-mail is on its way (or, for an address that has an account, a notice to its owner)',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    422: errorResponse('Invalid fields'),
    429: errorResponse('rate_limited: too many sign-ups from this address'),
  },
});

const signInRoute = createRoute({
  method: 'post',
  path: '/account/login',
  tags: TAGS,
  summary:
    'Signs in with e-mail and password; 5 failures for one account from one client, or 20 from one client, in 15 minutes answer 429 to that client; past 10 failures on an account (any client) each attempt is answered a little later (at most 4 s), never refused',
  request: { body: json(SignInSchema) },
  responses: {
    200: { ...account('Signed in; the session cookie is set'), headers: cookieSet },
    202: {
      description:
        'Password right, but the account uses two-factor sign-in: no session yet; a challenge cookie is set for POST /api/account/login/two-factor',
      content: { 'application/json': { schema: TwoFactorRequiredSchema } },
      headers: cookieSet,
    },
    401: errorResponse('invalid_credentials'),
    403: errorResponse(
      'email_not_verified (nothing is sent: POST /api/account/verification/resend asks for a new link)',
    ),
    422: errorResponse('Invalid fields'),
    429: errorResponse('rate_limited: too many failed attempts'),
  },
});

const twoFactorRoute = createRoute({
  method: 'post',
  path: '/account/login/two-factor',
  tags: TAGS,
  summary:
    'Second step of a two-factor sign-in: a 6-digit authenticator code or a backup code; 5 wrong codes for the account from one client, or 20 from one client, in 15 minutes answer 429 to that client; 5 per challenge end it; never locked for everyone',
  request: { body: json(SignInCodeSchema) },
  responses: {
    200: { ...account('Signed in; the session cookie is set'), headers: cookieSet },
    401: errorResponse('invalid_code, or two_factor_expired (sign in with the password again)'),
    403: errorResponse('account_disabled'),
    422: errorResponse('Invalid fields'),
    429: errorResponse('rate_limited (with Retry-After)'),
  },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/account/logout',
  security: sessionOptional,
  tags: TAGS,
  summary: 'Ends the session and clears its cookie',
  responses: { 204: { description: 'Signed out', headers: cookieSet } },
});

const getRoute = createRoute({
  method: 'get',
  path: '/account',
  security: sessionRequired,
  tags: TAGS,
  summary: 'The signed-in customer',
  responses: { 200: account('The account'), 401: errorResponse('Not signed in') },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/account/session',
  security: sessionOptional,
  tags: TAGS,
  summary:
    'Who is signed in: the account (as GET /api/account), or null. Always 200, so every page can ask without an error in the console',
  responses: {
    200: {
      description: 'The account, or null when nobody is signed in',
      content: { 'application/json': { schema: z.object({ account: AccountViewSchema.nullable() }) } },
    },
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/account',
  security: sessionRequired,
  tags: TAGS,
  summary:
    'Updates name, phone and car plate of the signed-in customer: the plate as emirate, code and number (or null for none; absent leaves it), replacing any text typed before plates were structured; the old carPlate text is refused (422)',
  request: { body: json(UpdateProfileSchema) },
  responses: {
    200: account('The updated account'),
    401: errorResponse('Not signed in'),
    422: errorResponse('Invalid fields'),
  },
});

const passwordRoute = createRoute({
  method: 'post',
  path: '/account/password',
  security: sessionRequired,
  tags: TAGS,
  summary:
    'Changes the password (the current one is checked); other sessions are signed out, and the owner is told by e-mail',
  request: { body: json(ChangePasswordSchema) },
  responses: {
    204: { description: 'Changed; this session gets a fresh cookie', headers: cookieSet },
    401: errorResponse('Not signed in'),
    422: errorResponse('Invalid fields, or wrong_password (field `currentPassword`)'),
    429: errorResponse('rate_limited: too many wrong current passwords'),
  },
});

function forwardCookies(c: Context, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

/** A 429 also says when to try again. */
async function withRetryAfter<T>(c: Context, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof AppError && e.code === 'rate_limited') {
      const { retryAfterSeconds } = e.details as { retryAfterSeconds: number };
      c.header('Retry-After', String(retryAfterSeconds));
    }
    throw e;
  }
}

/** Sign-ups per client address: a household or an office signs up a few, never dozens. */
export const SIGN_UP_LIMIT = { perClient: 10, windowMs: 10 * 60_000 } as const;

export function accountRoutes(deps: Deps) {
  const app = createRouter();
  const accounts = createAccountService(deps);
  const recovery = createRecoveryService(deps);
  // Each sign-up sends an e-mail: one address cannot mint accounts (or mail) in bulk.
  app.use(
    '/account/signup',
    limitPerClient(deps, 'sign-up', SIGN_UP_LIMIT.perClient, SIGN_UP_LIMIT.windowMs),
  );

  app.openapi(signUpRoute, async (c) => {
    await accounts.signUp(c.req.valid('json'), {
      ip: clientIp(c, deps.env.TRUST_PROXY),
      userAgent: c.req.header('user-agent') ?? null,
      at: new Date(),
    });
    return c.json({ ok: true as const }, 201);
  });

  app.openapi(signInRoute, async (c) => {
    const { account, cookies } = await withRetryAfter(c, () =>
      accounts.signIn(c.req.valid('json'), c.req.raw.headers, clientIp(c, deps.env.TRUST_PROXY)),
    );
    forwardCookies(c, cookies);
    if (!account) return c.json({ twoFactorRequired: true as const }, 202);
    return c.json(account, 200);
  });

  app.openapi(twoFactorRoute, async (c) => {
    const { account, cookies } = await withRetryAfter(c, () =>
      accounts.verifySignInCode(
        c.req.valid('json').code,
        c.req.raw.headers,
        clientIp(c, deps.env.TRUST_PROXY),
      ),
    );
    forwardCookies(c, cookies);
    return c.json(account, 200);
  });

  app.openapi(signOutRoute, async (c) => {
    const { cookies } = await accounts.signOut(c.req.raw.headers);
    forwardCookies(c, cookies);
    return c.body(null, 204);
  });

  app.openapi(sessionRoute, async (c) => {
    const user = await currentUser(deps, c);
    c.header('Cache-Control', 'no-store');
    return c.json({ account: user ? await accounts.account(user) : null }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const user = await requireUser(deps, c);
    c.header('Cache-Control', 'no-store');
    return c.json(await accounts.account(user), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const user = await requireUser(deps, c);
    c.header('Cache-Control', 'no-store');
    return c.json(await accounts.updateProfile(user, c.req.valid('json')), 200);
  });

  app.openapi(passwordRoute, async (c) => {
    const user = await requireUser(deps, c);
    const { cookies } = await withRetryAfter(c, () =>
      accounts.changePassword(user, c.req.valid('json'), c.req.raw.headers),
    );
    // The owner is told by e-mail (in their staff language, else the page's).
    const lang = getCookie(c, LOCALE_COOKIE);
    await recovery.passwordChanged(user.id, isLocale(lang) ? lang : DEFAULT_LOCALE);
    forwardCookies(c, cookies);
    return c.body(null, 204);
  });

  // The saved cars: /account/cars (cars.routes.ts).
  app.route('/', carRoutes(deps));
  // Download my data and delete my account: /account/data, /account/delete (my-data.routes.ts).
  app.route('/', myDataRoutes(deps));
  // Password recovery and the confirmation e-mail sent again (recovery.routes.ts).
  app.route('/', recoveryRoutes(deps));
  // Earlier guest orders added with an e-mailed code (guest-orders.routes.ts).
  app.route('/', guestOrdersRoutes(deps));

  return app;
}
