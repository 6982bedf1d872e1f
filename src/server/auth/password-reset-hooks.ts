import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@/common/locales';

/** The account a password reset concerns, as better-auth hands it over. */
export interface ResetUser {
  id: string;
  email: string;
  name: string;
  role?: string;
}

/** The client of a request: its address and browser, and when it asked. */
export interface RequestClient {
  ip: string;
  userAgent: string | null;
  at: Date;
}

/** What our recovery routes do when better-auth has made a reset token, and once a reset is done. */
export interface PasswordResetHooks {
  /** The language of the page that asked (for the e-mails better-auth has us send). */
  locale?: Locale;
  /** Who asked, from where (the confirmation e-mail says where a sign-up came from). */
  client?: RequestClient;
  /** The single-use token is stored: e-mail the link (our page, not better-auth's route). */
  sendLink?: (user: ResetUser, token: string) => Promise<void>;
  /** The new password is stored and (revokeSessionsOnPasswordReset) every session ended. */
  afterReset?: (user: ResetUser) => Promise<void>;
}

const current = new AsyncLocalStorage<PasswordResetHooks>();

/**
 * Runs a better-auth reset call (`auth.api.requestPasswordReset` / `resetPassword`) with `hooks`:
 * better-auth's callbacks (sendResetPassword, onPasswordReset) are configured once, for every
 * request, so the caller's own context (the page's language, the client address) reaches them
 * through here. Only our /api/account routes make these calls: better-auth's HTTP routes for
 * them are not served.
 */
export function withPasswordResetHooks<T>(hooks: PasswordResetHooks, run: () => Promise<T>): Promise<T> {
  return current.run(hooks, run);
}

/**
 * better-auth's `emailAndPassword.sendResetPassword`: the hooks of the call under way, else
 * `fallback` (the server's own reset e-mail, for a reset requested elsewhere, e.g. by an owner
 * from the back office).
 */
export async function sendResetPasswordLink(
  { user, token }: { user: ResetUser; token: string },
  fallback?: (user: ResetUser, token: string) => Promise<void>,
): Promise<void> {
  const send = current.getStore()?.sendLink ?? fallback;
  if (!send) throw new Error('no password reset e-mail is configured');
  await send(user, token);
}

/** The language of the page that asked, inside withPasswordResetHooks (the confirmation e-mail sent again). */
export const requestLocale = (): Locale | undefined => current.getStore()?.locale;

/** The client of the call under way, inside withPasswordResetHooks (sign-up, confirmation sent again). */
export const requestClient = (): RequestClient | undefined => current.getStore()?.client;

/** better-auth's `emailAndPassword.onPasswordReset`. */
export async function afterPasswordReset({ user }: { user: ResetUser }): Promise<void> {
  await current.getStore()?.afterReset?.(user);
}
