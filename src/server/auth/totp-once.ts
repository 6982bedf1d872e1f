import { createHmac } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Db } from '../db/client';
import { twoFactors } from '../db/schema';

/** The two-factor plugin's code: 6 digits, 30-second steps, one step either side accepted. */
const DIGITS = 6;
const PERIOD_MS = 30_000;
const WINDOW = 1;

/** RFC 4226 HOTP (HMAC-SHA1) of `counter` with the secret as the plugin keys it (its UTF-8 bytes). */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const h = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = h[h.length - 1]! & 15;
  const n = ((h[offset]! & 127) << 24) | (h[offset + 1]! << 16) | (h[offset + 2]! << 8) | h[offset + 3]!;
  return String(n % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The time-step `code` belongs to for this secret (now, one step either side), or null. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / PERIOD_MS);
  // Newest first: a code that happens to match two steps counts as the later one.
  for (let i = WINDOW; i >= -WINDOW; i--) if (hotp(secret, current + i) === code) return current + i;
  return null;
}

/** What the hook reads from better-auth's endpoint context (kept narrow for the types). */
type HookContext = Parameters<typeof getSessionFromCtx>[0] & { body?: unknown };

/** The account the code is for: the signed-in session's (enrolment), else the sign-in challenge's. */
async function accountOf(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value;
}

/** A step claimed by a request under way, and the one it replaced (given back if the request fails). */
interface Claim {
  userId: string;
  step: number;
  previous: number | null;
}
/** Keyed by the request's headers object: the same one reaches the before and the after hook. */
const claims = new WeakMap<Headers, Claim>();

/**
 * better-auth's `hooks.before` for `/two-factor/verify-totp` (every caller: the sign-in code step
 * and the enrolment's confirmation): an authenticator code is accepted once per account. The step
 * of a right code is claimed with one atomic update (`last_totp_step` only moves forward), so the
 * same code, or an older one, is refused as `INVALID_CODE` even within its 30 s window, and of
 * two requests racing with one code only one gets through. A wrong code is left to the plugin (it
 * answers and counts it as usual). If the plugin then refuses anyway (a spent or expired
 * challenge), `releaseTotpClaim` gives the step back: a code that signed nobody in is not used up.
 */
export async function acceptTotpOnce(db: Db, ctx: HookContext): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return;
  const userId = await accountOf(ctx);
  if (!userId) return;
  const [row] = await db
    .select({ secret: twoFactors.secret, previous: twoFactors.lastTotpStep })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  if (!row) return;
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  // Imported secrets (`base32:…`) are not made by this shop; the plugin alone judges them.
  if (secret.startsWith('base32:')) return;
  const step = stepOfCode(secret, code);
  if (step === null) return;
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  if (claimed.length === 0)
    throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
  if (ctx.headers) claims.set(ctx.headers, { userId, step, previous: row.previous });
}

/** better-auth's `hooks.after` for the same route: a refused request gives its claimed step back. */
export async function releaseTotpClaim(
  db: Db,
  ctx: { headers?: Headers; context: { returned?: unknown } },
): Promise<void> {
  const claim = ctx.headers && claims.get(ctx.headers);
  if (!claim) return;
  claims.delete(ctx.headers!);
  const returned = ctx.context.returned;
  const refused = isAPIError(returned) || (returned instanceof Response && !returned.ok);
  if (!refused) return;
  // Only if nothing later was accepted meanwhile.
  await db
    .update(twoFactors)
    .set({ lastTotpStep: claim.previous })
    .where(and(eq(twoFactors.userId, claim.userId), eq(twoFactors.lastTotpStep, claim.step)));
}
