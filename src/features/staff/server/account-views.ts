import { z } from '@hono/zod-openapi';
import { StaffProfileSchema } from '../account.schema';

/** Response shapes of /api/admin/account/* (OpenAPI), inferred types match ../account.schema. */
export const StaffAccountViewSchema = StaffProfileSchema.extend({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
}).openapi('StaffAccountView');

export const TwoFactorEnrolmentSchema = z
  .object({
    totpURI: z.string().openapi({ description: 'otpauth:// URI for the QR code' }),
    secret: z.string().openapi({ description: 'The base32 secret, for entering by hand' }),
    backupCodes: z.array(z.string()).openapi({ description: 'One-time codes, shown only now' }),
  })
  .openapi('TwoFactorEnrolment');

export const AccountSessionSchema = z
  .object({
    id: z.string(),
    device: z.object({ browser: z.string().nullable(), os: z.string().nullable(), mobile: z.boolean() }),
    ipAddress: z.string().nullable(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    current: z.boolean(),
  })
  .openapi('AccountSession');

/** A session id as better-auth makes them (letters, digits); anything else is a 422. */
export const SessionParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const cookieHeaders = {
  'Set-Cookie': { description: 'The renewed HttpOnly session cookie', schema: { type: 'string' as const } },
};
