import { z } from 'zod';

/** Settings → Security (owner only): GET and PUT /api/admin/settings/security. */
export const SecuritySettingsSchema = z.object({
  /** Owners and admins without two-factor sign-in may do nothing but set it up. */
  requireTwoFactor: z.boolean(),
});
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;
