import { eq } from 'drizzle-orm';
import { adminRoute, staffOf } from '@/server/auth/staff-guard';
import { REQUIRE_TWO_FACTOR_KEY, twoFactorRequired } from '@/server/auth/staff-session';
import { settings, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import { SecuritySettingsSchema } from '../security-settings.schema';

const TAGS = ['Admin: settings'];
const Record = SecuritySettingsSchema.openapi('SecuritySettings');

const getRoute = adminRoute('settings.security', {
  method: 'get',
  path: '/settings/security',
  tags: TAGS,
  summary: 'Security settings (owner only): whether owners and admins must use two-factor sign-in',
  responses: { 200: jsonResponse('The security settings', Record) },
});

const putRoute = adminRoute('settings.security', {
  method: 'put',
  path: '/settings/security',
  tags: TAGS,
  summary:
    'Saves the security settings (owner only). With requireTwoFactor on, an owner or admin without two-factor sign-in gets 403 two_factor_setup_required from every /api/admin call but its setup',
  request: { body: jsonBody(SecuritySettingsSchema) },
  responses: {
    200: jsonResponse('Saved', Record),
    409: errorResponse('two_factor_setup_first: the owner turning it on has no two-factor sign-in yet'),
    422: errorResponse('Invalid fields'),
  },
});

/** Settings → Security: read on every staff request by the door (server/auth/staff-guard.ts). */
export function securitySettingsAdminRoutes(deps: Pick<Deps, 'db'>) {
  const app = createRouter();
  app.openapi(getRoute, async (c) => c.json({ requireTwoFactor: await twoFactorRequired(deps.db) }, 200));
  app.openapi(putRoute, async (c) => {
    const { requireTwoFactor } = c.req.valid('json');
    // The owner who turns it on shows it works for them first (and is not sent to the setup at once).
    if (requireTwoFactor) {
      const [me] = await deps.db
        .select({ on: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, staffOf(c).id));
      if (!me?.on) throw new AppError('two_factor_setup_first', 409);
    }
    await deps.db
      .insert(settings)
      .values({ key: REQUIRE_TWO_FACTOR_KEY, value: requireTwoFactor })
      .onConflictDoUpdate({ target: settings.key, set: { value: requireTwoFactor } });
    return c.json({ requireTwoFactor }, 200);
  });
  return app;
}
