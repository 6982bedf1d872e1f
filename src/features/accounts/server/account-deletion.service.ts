import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordSecurityEvent } from '@/server/auth/security-log';
import type { SessionUser } from '@/server/auth/session';
import type { Deps } from '@/server/deps';
import { customers, mailOutbox, notifications, reviews, users } from '@/server/db/schema';
import { AppError } from '@/server/lib/errors';
import { enqueueMail } from '@/server/mail/outbox';
import { anonymiseOrdersIn } from '@/server/db/anonymise-orders';
import { loadShopIdentity } from '@/features/settings/server';
import { accountDeletedEmail } from './account-deleted-email';
import { callAuth, LOGIN_LIMITS } from './account.service';
import { createFailureLimiter } from './failure-limiter';

/** A deleted customer's reviews stay (the shop's ratings), signed like this. */
export const ANONYMOUS_AUTHOR = { en: 'A customer', ar: 'عميل' } as const;

/** Orders still on their way to the car (their plate is how staff find the customer). */
const OPEN_ORDER = sql`o.status in ('pending', 'processing', 'ready')`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface DeletionContext {
  headers: Headers;
  ip: string | null;
  userAgent: string | null;
}

/**
 * "Delete my account" (UAE PDPL, the right to erasure), for customers only. The password is
 * checked by better-auth; wrong ones are limited as the password change limits them. In one
 * transaction: the account's orders (and any order of its customer record) are anonymised as
 * the retention job anonymises guest orders, keeping items and totals; its reviews stay under
 * "A customer"; e-mails to the address leave the outbox; the customer record and the user go
 * (sessions, sign-in, saved cars and two-factor secrets cascade); a confirmation e-mail is queued
 * to the address and `account_deleted` is logged. The caller then clears the session cookie.
 */
export function createAccountDeletion(deps: Pick<Deps, 'db' | 'auth'>) {
  const { db, auth } = deps;
  const wrongPasswords = createFailureLimiter({
    db,
    name: 'account-deletion',
    limit: LOGIN_LIMITS.perEmail,
    windowMs: LOGIN_LIMITS.windowMs,
  });

  async function checkPassword(user: SessionUser, password: string, headers: Headers) {
    const wait = await wrongPasswords.blockedFor(user.id);
    if (wait > 0) throw new AppError('rate_limited', 429, { retryAfterSeconds: Math.ceil(wait / 1000) });
    const answer = await callAuth(() =>
      auth.api.verifyPassword({ body: { password }, headers, asResponse: true }),
    );
    if (answer.ok) return await wrongPasswords.clear(user.id);
    if (answer.status === 401) throw new AppError('unauthorized', 401);
    if (answer.code === 'INVALID_PASSWORD') {
      await wrongPasswords.fail(user.id);
      throw new AppError('wrong_password', 422, [
        { path: 'password', code: 'wrong_password', message: 'validation.wrongPassword' },
      ]);
    }
    throw new Error(`password check failed: ${answer.status} ${answer.code ?? ''}`);
  }

  return async function deleteAccount(user: SessionUser, password: string, ctx: DeletionContext) {
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, user.id)).limit(1);
    if (!row) throw new AppError('unauthorized', 401);
    // Staff accounts are managed in the back office (the last owner must stay, orders credit them).
    if (row.role !== 'customer') throw new AppError('account_delete_staff', 403);
    await checkPassword(user, password, ctx.headers);
    const { names, signature } = await loadShopIdentity(db, '');

    await db.transaction(async (tx) => {
      // The account's row, held to the end: an order placed meanwhile (its foreign key shares the
      // row) waits for this to finish, and one placed just before is seen by the check below.
      const [held] = await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      if (!held) throw new AppError('unauthorized', 401);
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.userId, user.id))
        .limit(1);
      const mine = customer
        ? sql`(o.user_id = ${user.id} or o.customer_id = ${customer.id})`
        : sql`o.user_id = ${user.id}`;
      const open = rowsOf<{ n: number | string }>(
        await tx.execute(sql`select count(*) as n from orders o where ${mine} and ${OPEN_ORDER}`),
      );
      if (Number(open[0]?.n ?? 0) > 0) throw new AppError('account_delete_open_order', 409);

      const orderCount = await anonymiseOrdersIn(tx, mine, new Date());
      let reviewCount = 0;
      if (customer) {
        const signed = await tx
          .update(reviews)
          .set({ authorNameEn: ANONYMOUS_AUTHOR.en, authorNameAr: ANONYMOUS_AUTHOR.ar })
          .where(eq(reviews.customerId, customer.id))
          .returning({ id: reviews.id });
        reviewCount = signed.length;
        if (signed.length > 0) {
          await tx
            .update(notifications)
            .set({ data: sql`${notifications.data} - 'customerName'` })
            .where(
              and(
                eq(notifications.kind, 'new_review'),
                inArray(
                  notifications.refId,
                  signed.map((r) => r.id),
                ),
              ),
            );
        }
        // Orders keep their (now blank) snapshot; reviews keep their text, unlinked.
        await tx.delete(customers).where(eq(customers.id, customer.id));
      }
      // Mail to the address (receipts, confirmation links) is personal data too.
      await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, user.email));
      // Sessions, the password, saved cars and two-factor secrets go with the user (cascade).
      await tx.delete(users).where(eq(users.id, user.id));
      await enqueueMail(tx, {
        kind: 'account_deleted',
        dedupeKey: `account-deleted:${user.id}`,
        ...accountDeletedEmail(user.email, user.name, { names, signature }),
      });
      await recordSecurityEvent(tx, {
        kind: 'account_deleted',
        userId: user.id,
        email: user.email,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        details: { orders: orderCount, reviews: reviewCount },
      });
    });
    // The session row is gone: this only clears the cookie.
    const answer = await callAuth(() => auth.api.signOut({ headers: ctx.headers, asResponse: true }));
    return { cookies: answer.cookies };
  };
}
