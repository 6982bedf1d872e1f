import { z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '@/common/errors';
import { adminRoute, requirePermission, staffOf } from '@/server/auth/staff-guard';
import { recordDataExport } from '@/server/auth/security-facts';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonBody, jsonResponse } from '@/server/lib/openapi-helpers';
import { storeUploadedImage } from '@/server/storage/image-upload';
import { MAX_UPLOAD_BYTES } from '@/common/limits';
import { PasswordConfirmSchema, StaffProfileSchema } from '../account.schema';
import { accountSecurityRoutes } from './account-security.admin.routes';
import { createAccountSecurity } from './account-security.service';
import { StaffAccountViewSchema } from './account-views';
import { exportStaffData, getStaffAccount, updateStaffProfile } from './account.service';

const TAGS = ['Admin: account'];
const PERMISSION = 'account.self';

const getRoute = adminRoute(PERMISSION, {
  method: 'get',
  path: '/account',
  tags: TAGS,
  summary: 'The signed-in staff member: profile, language, time zone, e-mail preferences, two-factor state',
  responses: { 200: jsonResponse('The account', StaffAccountViewSchema) },
});

const updateRoute = adminRoute(PERMISSION, {
  method: 'put',
  path: '/account',
  tags: TAGS,
  summary:
    'Saves the profile (name, display name, phone, job title, avatar, language, time zone, e-mail preferences)',
  request: { body: jsonBody(StaffProfileSchema) },
  responses: { 200: jsonResponse('Saved', StaffAccountViewSchema), 422: errorResponse('Invalid fields') },
});

const AvatarFormSchema = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' }),
});

const avatarRoute = adminRoute(PERMISSION, {
  method: 'post',
  path: '/account/avatar',
  tags: TAGS,
  summary:
    'Uploads a profile photo (judged by its content), cropped square as WebP; saved on the profile by PUT /account',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: AvatarFormSchema } } } },
  responses: {
    201: jsonResponse('Stored', z.object({ url: z.string() }).openapi('UploadedAvatar')),
    413: errorResponse('file_too_large'),
    422: errorResponse('unsupported_image, or no file'),
  },
});

const exportRoute = adminRoute(PERMISSION, {
  method: 'get',
  path: '/account/export',
  tags: TAGS,
  summary:
    'My data as a JSON download: account, profile, sessions (no password hash, token or two-factor secret)',
  responses: {
    200: {
      description: 'JSON file',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
  },
});

const deleteRoute = adminRoute(PERMISSION, {
  method: 'post',
  path: '/account/delete',
  tags: TAGS,
  summary: 'Deletes my account after the password is confirmed; all its sessions end. Never the last owner',
  request: { body: jsonBody(PasswordConfirmSchema) },
  responses: {
    204: { description: 'Deleted; its sessions (this one too) are gone' },
    409: errorResponse('last_owner'),
    422: errorResponse('Invalid fields, or wrong_password (field `password`)'),
    429: errorResponse('rate_limited: too many wrong passwords'),
  },
});

/** `/api/admin/account*`: the signed-in staff member's own account (permission account.self). */
export function accountAdminRoutes(deps: Deps) {
  const app = createRouter();
  const security = createAccountSecurity(deps);

  app.openapi(getRoute, async (c) => c.json(await getStaffAccount(deps.db, staffOf(c).id), 200));
  app.openapi(updateRoute, async (c) =>
    c.json(await updateStaffProfile(deps.db, staffOf(c).id, c.req.valid('json')), 200),
  );

  const limit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: (c) => c.json(errorBody('file_too_large'), 413),
  }) as MiddlewareHandler;
  app.openapi({ ...avatarRoute, middleware: [requirePermission(PERMISSION), limit] }, async (c) => {
    const { file } = c.req.valid('form');
    if (!(file instanceof File)) {
      return c.json(
        errorBody('unsupported_image', [{ path: 'file', code: 'custom', message: 'validation.required' }]),
        422,
      );
    }
    if (file.size > MAX_UPLOAD_BYTES) return c.json(errorBody('file_too_large'), 413);
    // The avatar target: a 300×300 centred square (shown at 40–96 px, sharp on any screen).
    const { url } = await storeUploadedImage(deps.media, Buffer.from(await file.arrayBuffer()), 'avatar');
    return c.json({ url }, 201);
  });

  app.openapi(exportRoute, async (c) => {
    const data = await exportStaffData(deps.db, staffOf(c).id);
    await recordDataExport(deps, c, 'own_account', 1);
    c.header(
      'Content-Disposition',
      `attachment; filename="aseer-account-${data.exportedAt.slice(0, 10)}.json"`,
    );
    return c.json(data, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    await security.deleteAccount(staffOf(c).id, c.req.valid('json').password);
    return c.body(null, 204);
  });

  app.route('/', accountSecurityRoutes(security));
  return app;
}
