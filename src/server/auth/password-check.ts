import { eq, sql } from 'drizzle-orm';
import type { PasswordKind } from '@/common/password-rule';
import { passwordProblem } from '@/common/password-strength';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';

/** Customers' accounts follow the customer rule; every back-office account (pending too) the staff rule. */
export const passwordKindOf = (role: string): PasswordKind => (role === 'customer' ? 'customer' : 'staff');

/** The words that make a password guessable for this person: e-mail, its name part, name. */
const aboutPerson = (p: { email: string; name?: string | null }) => [p.email, p.email.split('@')[0], p.name];

/**
 * Refuses (422 naming `field`) a new password that breaks the rule for this kind of account
 * (common/password-strength.ts): too short once invisible characters are left out, or too easily
 * guessed. The server's check is the one that counts; forms may check the length only.
 */
export function assertPasswordRule(
  password: string,
  kind: PasswordKind,
  person: { email: string; name?: string | null },
  field = 'password',
): void {
  const problem = passwordProblem(password, kind, aboutPerson(person));
  if (!problem) return;
  const code = problem === 'validation.passwordWeak' ? 'weak_password' : 'too_small';
  throw new AppError('validation_failed', 422, [{ path: field, code, message: problem }]);
}

/**
 * After a successful password check at sign-in: an account whose (correct) password breaks
 * today's rule for its kind must choose a new one (`users.must_change_password`), which the
 * back office and the profile ask for first. Changing the password clears it.
 */
export async function flagWeakPassword(db: Db, email: string, password: string): Promise<void> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      mustChangePassword: users.mustChangePassword,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user || user.mustChangePassword) return;
  if (!passwordProblem(password, passwordKindOf(user.role), aboutPerson(user))) return;
  await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
}
