/**
 * `npm run admin -- create-owner EMAIL`: makes EMAIL the shop's owner on an existing installation
 * (the server must be stopped when it uses the embedded database: the data directory is locked).
 * The password is read from standard input when one is piped in
 * (`echo 'a-long-password' | npm run admin -- create-owner boss@example.com`); otherwise a
 * one-time password is generated and printed: sign in with it and change it under Account.
 * An address that belongs to a customer is refused; an existing staff account becomes owner.
 *
 * `npm run admin -- unlock EMAIL`: the last resort when an owner cannot get in for wrong-password
 * or wrong-code limits: clears the account's counts in every running server (through a marker in
 * the database, read at the server's next refusal) and any two-factor lock stored for it. With
 * the embedded database the server is stopped first (its counts, held in memory, went with it).
 */
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { unlockAccount } from '../src/features/accounts/server/sign-in-limits';
import { PASSWORD_PROBLEM_TEXT } from '../src/common/password-rule';
import { passwordProblem } from '../src/common/password-strength';
import { ensureOwner } from '../src/features/staff/server/staff.service';
import { loadEnv } from '../src/server/env';
import { createLogger } from '../src/server/lib/logger';
import { startServices } from '../src/server/shell/start';

const USAGE = [
  'Usage: npm run admin -- create-owner EMAIL   (pipe a password in, or one is generated)',
  '       npm run admin -- unlock EMAIL         (clears wrong-password and two-factor limits for the account)',
].join('\n');

async function main(): Promise<number> {
  const [command, email] = process.argv.slice(2);
  if (
    !['create-owner', 'unlock'].includes(command ?? '') ||
    !email ||
    !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)
  ) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'unlock') return unlock(email);
  const piped = process.stdin.isTTY ? '' : (await text(process.stdin)).trim();
  // The staff password rule, as for ADMIN_PASSWORD and the staff sign-up.
  const weak = piped && passwordProblem(piped, 'staff', [email.toLowerCase(), email.split('@')[0]]);
  if (weak) {
    console.error(`The password ${PASSWORD_PROBLEM_TEXT[weak] ?? weak}.`);
    return 2;
  }
  const password = piped || randomBytes(12).toString('base64url');
  const env = loadEnv({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const services = await startServices(env, createLogger('silent'), { seed: false });
  try {
    const outcome = await ensureOwner({ auth: services.auth, db: services.database.db }, email, password);
    if (outcome === 'created') {
      console.log(`Owner account created for ${email.toLowerCase()}.`);
      if (!piped)
        console.log(`One-time password: ${password}\nSign in at /admin/login and change it under Account.`);
    } else if (outcome === 'promoted') {
      console.log(
        `${email.toLowerCase()} is now the owner (its password is unchanged; its sessions were ended).`,
      );
    } else {
      console.log(`${email.toLowerCase()} is already the owner; nothing changed.`);
    }
    return 0;
  } finally {
    await services.close();
  }
}

async function unlock(email: string): Promise<number> {
  const env = loadEnv({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const services = await startServices(env, createLogger('silent'), { seed: false });
  try {
    const done = await unlockAccount(services.database.db, email);
    if (!done) {
      console.error(`No account has the address ${email.toLowerCase()}; nothing changed.`);
      return 1;
    }
    console.log(
      `Unlocked ${done.email} (${done.role}): its wrong-password and wrong-code counts are cleared in every running server.`,
    );
    console.log(
      done.twoFactorLockCleared
        ? 'Its stored two-factor lock was cleared too.'
        : 'It had no stored two-factor lock.',
    );
    if (done.disabled)
      console.log('Note: the account is disabled; an owner or admin re-enables it under Staff accounts.');
    return 0;
  } finally {
    await services.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
