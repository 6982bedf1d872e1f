import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '@/common/locales';
import type { SessionUser } from '@/server/auth/session';
import type { Deps } from '@/server/deps';
import { customers, guestOrderClaims, orders, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import type { GuestOrdersClaimed } from '../guest-orders.schema';
import { enqueueMail } from '@/server/mail/outbox';
import { createRecoveryMail, MAIL_KIND, mailsLastHour } from './recovery-mail';

/**
 * Adding earlier guest orders to an account (issue 36). A confirmation link alone never does it
 * (whoever chose the password of a sign-up is not proven to be the address's owner by someone
 * else clicking a link): the signed-in account asks for a code, e-mailed to its address of the
 * moment, and entering it links the guest orders placed with that address.
 */
export const GUEST_ORDERS_CLAIM = {
  /** A code is valid this long. */
  codeMinutes: 15,
  /** Wrong codes one code survives; then a new one must be asked for. */
  attempts: 5,
  /** Codes e-mailed to one address in an hour. */
  codesPerHour: 3,
} as const;

const hashOf = (userId: string, code: string) =>
  createHash('sha256').update(`guest-orders:${userId}:${code}`).digest('hex');

const invalidCode = () =>
  new AppError('guest_orders_code_invalid', 422, [
    { path: 'code', code: 'guest_orders_code_invalid', message: 'guestOrders.codeInvalid' },
  ]);

export function createGuestOrdersClaimService(deps: Pick<Deps, 'db' | 'publicUrl'>) {
  const { db } = deps;
  const mails = createRecoveryMail(deps);

  /** The account's confirmed address now (not the session's copy, which may be older). */
  async function addressOf(userId: string) {
    const [row] = await db
      .select({ email: users.email, name: users.name, verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row?.verified) throw new AppError('forbidden', 403);
    return { email: row.email.toLowerCase(), name: row.name };
  }

  return {
    /**
     * E-mails a fresh 6-digit code to the account's address (replacing any earlier one). At most
     * GUEST_ORDERS_CLAIM.codesPerHour an hour to one address: past it, 429.
     */
    async sendCode(user: SessionUser, locale: Locale): Promise<void> {
      const { email, name } = await addressOf(user.id);
      if ((await mailsLastHour(db, MAIL_KIND.guestOrdersCode, email)) >= GUEST_ORDERS_CLAIM.codesPerHour)
        throw new AppError('rate_limited', 429, { retryAfterSeconds: 3600 });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const values = {
        email,
        codeHash: hashOf(user.id, code),
        expiresAt: new Date(Date.now() + GUEST_ORDERS_CLAIM.codeMinutes * 60_000),
        failedAttempts: 0,
      };
      const mail = await mails.guestOrdersCodeEmail(
        { email, name },
        code,
        GUEST_ORDERS_CLAIM.codeMinutes,
        locale,
      );
      // The code and its e-mail are stored together or not at all.
      await db.transaction(async (tx) => {
        await tx
          .insert(guestOrderClaims)
          .values({ userId: user.id, ...values })
          .onConflictDoUpdate({ target: guestOrderClaims.userId, set: { ...values, createdAt: new Date() } });
        await enqueueMail(tx, { kind: MAIL_KIND.guestOrdersCode, ...mail });
      });
    },

    /**
     * Links the guest orders placed with the address the code was sent to (still the account's),
     * and the shop's customer record for it (its phone and plate then show on the profile). The
     * code is used up by a right answer; a wrong one counts against it.
     */
    async claim(user: SessionUser, code: string): Promise<GuestOrdersClaimed> {
      const { email } = await addressOf(user.id);
      const [pending] = await db
        .select()
        .from(guestOrderClaims)
        .where(eq(guestOrderClaims.userId, user.id))
        .limit(1);
      const usable =
        pending &&
        pending.email === email &&
        pending.expiresAt > new Date() &&
        pending.failedAttempts < GUEST_ORDERS_CLAIM.attempts;
      if (!usable) throw invalidCode();
      const given = Buffer.from(hashOf(user.id, code), 'hex');
      if (!timingSafeEqual(given, Buffer.from(pending.codeHash, 'hex'))) {
        await db
          .update(guestOrderClaims)
          .set({ failedAttempts: sql`${guestOrderClaims.failedAttempts} + 1` })
          .where(
            and(
              eq(guestOrderClaims.userId, user.id),
              lt(guestOrderClaims.failedAttempts, GUEST_ORDERS_CLAIM.attempts),
            ),
          );
        throw invalidCode();
      }
      return db.transaction(async (tx) => {
        // Used up once: of two requests with the code, one deletes it and the other finds nothing.
        const used = await tx
          .delete(guestOrderClaims)
          .where(
            and(
              eq(guestOrderClaims.userId, user.id),
              eq(guestOrderClaims.codeHash, pending.codeHash),
              eq(guestOrderClaims.email, email),
            ),
          )
          .returning({ userId: guestOrderClaims.userId });
        if (used.length === 0) throw invalidCode();
        const added = await tx
          .update(orders)
          .set({ userId: user.id })
          .where(and(eq(orders.customerEmail, email), isNull(orders.userId)))
          .returning({ id: orders.id });
        await tx
          .update(customers)
          .set({ userId: user.id, updatedAt: new Date() })
          .where(and(eq(customers.email, email), isNull(customers.userId)));
        return { added: added.length };
      });
    },
  };
}
