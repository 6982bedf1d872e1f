/**
 * The password rule, in one place (issue 19, section 4). Two parts:
 * - this file: what counts as a password's length, and the minimum for each kind of account.
 *   Cheap and dictionary-free, so the storefront's forms can use it without downloading anything.
 * - `password-strength.ts`: the whole rule (length, then a guessability estimate by zxcvbn with
 *   its common and English dictionaries). The server always runs it; the back office may load it
 *   lazily. The storefront never bundles it: its forms send the password and show the 422.
 */

export type PasswordKind = 'customer' | 'staff';

/**
 * Minimum length (visible characters, see `visiblePasswordLength`) and minimum zxcvbn score
 * (0–4) for each kind of account. Customers: 2, "somewhat guessable" (about 10^8 guesses, out of
 * reach of an online attack, which our sign-in limits slow further). Staff: 3, "safely
 * unguessable" (about 10^10 guesses), because a staff account opens every customer's orders and
 * the shop's settings. Both refuse `password1234` (score 1) and `12345678` (score 0).
 */
export const PASSWORD_RULES: Record<PasswordKind, { minLength: number; minScore: 0 | 1 | 2 | 3 | 4 }> = {
  customer: { minLength: 8, minScore: 2 },
  staff: { minLength: 12, minScore: 3 },
};
/** The longest password accepted (what better-auth is configured with). */
export const MAX_PASSWORD_LENGTH = 128;

/** Invisible "format" characters (Unicode category Cf: U+200B–U+200F, U+2060, U+FEFF, U+00AD, …). */
const INVISIBLE = /\p{Cf}/gu;

/**
 * The password as it counts for the rule: invisible format characters removed, and nothing at
 * all when what is left is only white space. (The password itself is stored as typed.)
 */
export function visiblePassword(password: string): string {
  const visible = password.replace(INVISIBLE, '');
  return visible.trim() === '' ? '' : visible;
}

/** Length in Unicode code points (an emoji or an Arabic letter is one) of the visible password. */
export function visiblePasswordLength(password: string): number {
  return [...visiblePassword(password)].length;
}

/** Why a password is refused; each is a translation key of namespace `common`. */
export const PASSWORD_PROBLEMS = {
  required: 'validation.required',
  customerTooShort: 'validation.passwordMin',
  staffTooShort: 'validation.passwordMinStaff',
  weak: 'validation.passwordWeak',
} as const;

/** The length part of the rule: the translation key of the problem, or null. */
export function passwordLengthProblem(password: string, kind: PasswordKind): string | null {
  const length = visiblePasswordLength(password);
  if (length === 0) return PASSWORD_PROBLEMS.required;
  if (length < PASSWORD_RULES[kind].minLength)
    return kind === 'staff' ? PASSWORD_PROBLEMS.staffTooShort : PASSWORD_PROBLEMS.customerTooShort;
  return null;
}

/** The problems in plain English, for the command line and the start-up check of ADMIN_PASSWORD. */
export const PASSWORD_PROBLEM_TEXT: Record<string, string> = {
  [PASSWORD_PROBLEMS.required]: 'must not be empty (spaces and invisible characters alone do not count)',
  [PASSWORD_PROBLEMS.customerTooShort]: `must be at least ${PASSWORD_RULES.customer.minLength} characters (invisible characters not counted)`,
  [PASSWORD_PROBLEMS.staffTooShort]: `must be at least ${PASSWORD_RULES.staff.minLength} characters (invisible characters not counted)`,
  [PASSWORD_PROBLEMS.weak]:
    'is too easy to guess (a common password, a word or name, or a simple pattern); choose a passphrase of several unrelated words',
};
