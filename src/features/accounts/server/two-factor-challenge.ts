import { eq } from 'drizzle-orm';
import type { Deps } from '@/server/deps';
import { users } from '@/server/db/schema';

/**
 * The account a two-factor sign-in challenge (better-auth's signed `two_factor` cookie, set by the
 * password step) was issued to: null when there is none, or it has ended. Read before the code is
 * checked, so wrong codes are counted against the right account (sign-in-limits.ts).
 */
export async function challengeAccount(
  { db, auth }: Pick<Deps, 'db' | 'auth'>,
  headers: Headers,
): Promise<{ userId: string; email: string } | null> {
  const ctx = await auth.$context;
  const name = ctx.createAuthCookie('two_factor').name;
  const raw = (headers.get('cookie') ?? '')
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // `<identifier>.<signature>`: better-auth checks the signature itself; the identifier is a secret random id.
  const identifier = value.slice(0, value.lastIndexOf('.'));
  if (!/^2fa-[\w-]+$/.test(identifier)) return null;
  const challenge = await ctx.internalAdapter.findVerificationValue(identifier);
  if (!challenge || challenge.expiresAt < new Date()) return null;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, challenge.value));
  return user ? { userId: user.id, email: user.email.toLowerCase() } : null;
}
