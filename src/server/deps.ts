import { OpenAPIHono, z } from '@hono/zod-openapi';
import { errorBody } from '@/common/errors';
import type { Auth } from './auth/auth';
import type { StaffUser } from './auth/staff-guard';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';
import type { Mailer } from './mail/mailer';
import type { RealtimeHub } from './realtime/hub';
import type { MediaStore } from './storage/media-store';

/** Everything a feature's routes need, handed over by createApp (no globals). */
export interface Deps {
  db: Db;
  /** Subscribes to a PostgreSQL NOTIFY channel (works for PGlite and a server alike). */
  listen: Database['listen'];
  media: MediaStore;
  hub: RealtimeHub;
  env: Env;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  /** Public origin of the shop (PUBLIC_URL, or http://localhost:PORT): links in e-mails. */
  publicUrl: string;
  /** Origins whose state-changing requests are accepted (the shop's own addresses). */
  trustedOrigins: string[];
}

/** `staff` is set by the staff guard, inside `/api/admin/*` only; `securityHeaders`: security/headers.ts. */
export type AppEnv = {
  Variables: { requestId: string; staff?: StaffUser; securityHeaders?: Record<string, string> };
};

/** A feature's sub-app: invalid input answers 422 with field errors, in the one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const details = result.error.issues.map((i) => ({
          path: i.path.join('.'),
          code: i.code,
          message: i.message,
        }));
        return c.json(errorBody('validation_failed', details), 422);
      }
    },
  });
}

export const ApiErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message_en: z.string(),
      message_ar: z.string(),
      details: z.unknown().optional(),
      request_id: z.string().optional(),
    }),
  })
  .openapi('ApiError');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
});
