import { z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '@/common/errors';
import { adminRoute, requirePermission } from '@/server/auth/staff-guard';
import { createRouter, errorResponse, type Deps } from '@/server/deps';
import { jsonResponse } from '@/server/lib/openapi-helpers';
import { storeUploadedImage } from '@/server/storage/image-upload';
import { MAX_UPLOAD_BYTES, UPLOAD_KINDS } from '../catalog.admin.schema';
import { UploadedImageSchema } from '../catalog.admin.views';

/** Room for the multipart envelope around a file of the largest accepted size. */
const MULTIPART_OVERHEAD = 64 * 1024;

const UploadFormSchema = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' }),
  kind: z.enum(UPLOAD_KINDS).openapi({
    description:
      'product: 800×800 square; gallery: within 1200×1200; category: 800×800 square; avatar (employees, staff): 300×300 square',
  }),
});

const tooLarge = () => errorBody('file_too_large');

const route = adminRoute('catalog.edit', {
  method: 'post',
  path: '/uploads',
  tags: ['Admin: catalogue'],
  summary: 'Uploads an image (judged by its content), resized to WebP and stored under a random name',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: UploadFormSchema } } } },
  responses: {
    201: jsonResponse('Stored', UploadedImageSchema.openapi('UploadedImage')),
    413: errorResponse('file_too_large: more than 5 MB (nothing is stored)'),
    422: errorResponse('unsupported_image: not a JPEG, PNG or WebP image; or no file'),
  },
});

export function uploadAdminRoutes(deps: Deps) {
  const app = createRouter();
  // The body is counted as it arrives and refused past the limit, before anything reads it whole.
  const limit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD,
    onError: (c) => c.json(tooLarge(), 413),
  }) as MiddlewareHandler;
  app.openapi({ ...route, middleware: [requirePermission('catalog.edit'), limit] }, async (c) => {
    const { file, kind } = c.req.valid('form');
    if (!(file instanceof File)) {
      return c.json(
        errorBody('unsupported_image', [{ path: 'file', code: 'custom', message: 'validation.required' }]),
        422,
      );
    }
    if (file.size > MAX_UPLOAD_BYTES) return c.json(tooLarge(), 413);
    const stored = await storeUploadedImage(deps.media, Buffer.from(await file.arrayBuffer()), kind);
    return c.json(stored, 201);
  });
  return app;
}
