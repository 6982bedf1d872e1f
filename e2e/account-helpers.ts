import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from './env';
import { open, t, type Lang } from './fixtures';
import { latestMailTo } from './mailbox';

/** The shop's origin in the e2e run: better-auth wants a trusted Origin on every cookie POST. */
export const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

/** A fresh address per test and project (phone and desktop run in parallel on one server). */
export function uniqueEmail(prefix: string, projectName: string): string {
  return `${prefix}-${projectName}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`.toLowerCase();
}

/** The verification link of the newest e-mail to `email` in the server's outbox. */
export async function verificationLinkFor(email: string, opts: { since?: number } = {}): Promise<string> {
  const mail = await latestMailTo(email, {
    ...opts,
    match: (m) => m.links.some((l) => l.includes('/api/auth/verify-email')),
  });
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`the e-mail to ${email} has no verification link`);
  return link;
}

/**
 * Creates an account through the API and confirms its e-mail by following the link from the
 * outbox, so it can sign in at once. Does not sign in (the session would live in `request`,
 * not in a page): use signIn(page, ...) for that.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const res = await request.post('/api/account/signup', {
    headers: { Origin: ORIGIN },
    data: { ...account, confirmPassword: account.password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const link = new URL(await verificationLinkFor(account.email));
  const verified = await request.get(link.pathname + link.search, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  expect(verified.headers().location).toBe('/login?verified=1');
}

/** Signs in through the login page in `lang`; resolves once the page has left /login (on /profile). */
export async function signIn(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  await open(page, '/login', lang);
  await page.getByLabel(t(lang, 'account:fields.email'), { exact: true }).fill(email);
  await page.getByLabel(t(lang, 'account:fields.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(lang, 'account:login.submit'), exact: true }).click();
  await expect(page.getByText(t(lang, 'account:login.success'))).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}
