import path from 'node:path';
import { seedIfEmpty } from '../db/seed';
import { openPglite, openPostgres, type Database } from '../db/client';
import { lockDataDir, type ReleaseLock } from '../db/data-dir-lock';
import { keepDataPrivate } from '../lib/private-files';
import { diskGuard } from '../lib/disk-space';
import { takeStartLock } from '../db/start-lock';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { RealtimeHub } from '../realtime/hub';
import { staffSessionAlive, streamCapacity } from '../realtime/stream-limits';
import { clientKeyOf } from '../lib/client-key';
import { clientIp } from '../lib/rate-limit';
import { trustedOriginsFor } from '../security/trusted-origins';
import { openMediaStore } from '../storage/open-media-store';
import { createApp } from './app';
import { collectBackup } from '../backup/backup';
import { serveBackups } from '../backup/backup-socket';
import { createAuth } from '../auth/auth';
import { loadOrCreateSecret, loadOrCreateSharedSecret } from '../auth/secret';
import { createMailer } from '../mail/mailer';
import { ensureOwner } from '@/features/staff/server';
import { createRecoveryMail } from '@/features/accounts/server';

type StartOptions = { inMemory?: boolean; seed?: boolean; from?: Blob };

/**
 * Opens the database (taking the data-directory lock for the embedded one), applies
 * migrations, seeds a fresh install and builds the app. Used by the server and the tests.
 * `opts.from`: an archive of an embedded database (`Database.dump`) the in-memory one starts from.
 * Processes starting at once on one PostgreSQL take turns until their start is done (decision 053).
 */
export async function startServices(env: Env, logger: Logger, opts: StartOptions = {}) {
  const startLock = env.DATABASE_URL ? await takeStartLock(env.DATABASE_URL) : undefined;
  try {
    return await startServicesInTurn(env, logger, opts);
  } finally {
    await startLock?.release();
  }
}

async function startServicesInTurn(env: Env, logger: Logger, opts: StartOptions) {
  const dataDir = path.resolve(env.DATA_DIR);
  // Before anything is written (the umask, unfinished writes removed), and again once the database
  // is open: PGlite copies its initial files with their own modes (0666), whatever the umask.
  const tidied = opts.inMemory ? undefined : keepDataPrivate(dataDir);
  // A start on a full disk says so, instead of the engine's "failed to initialize properly".
  if (!opts.inMemory) diskGuard(dataDir, env.DISK_FREE_MARGIN_MB * 1024 * 1024).assertRoomToStart();
  let release: ReleaseLock = async () => {};
  let database: Database;
  if (env.DATABASE_URL) {
    database = await openPostgres(env.DATABASE_URL, (err) =>
      logger.warn({ err }, 'database connection lost'),
    );
  } else if (opts.inMemory) {
    database = await openPglite(undefined, opts.from);
  } else {
    // Taken before PGlite opens the directory: a second process must never touch its files.
    release = await lockDataDir(dataDir);
    try {
      database = await openPglite(path.join(dataDir, 'pg'), undefined, env.PGLITE_SHARED_BUFFERS_MB);
    } catch (e) {
      await release();
      throw e;
    }
  }
  if (tidied) {
    // Only the database's folder: the rest was done before it opened.
    const again = keepDataPrivate(path.join(dataDir, 'pg'));
    if (tidied.corrected || tidied.removed)
      logger.info(tidied, 'data directory made private (files corrected, unfinished writes removed)');
    else if (again.corrected) logger.debug(again, 'new database files made private');
  }
  const media = await openMediaStore(env, dataDir);
  if (opts.seed !== false && (await seedIfEmpty(database.db, media, { openingHours: env.OPENING_HOURS }))) {
    logger.info('seeded the demo menu');
  }
  const hub = new RealtimeHub({
    perClient: env.MAX_STREAMS_PER_CLIENT,
    total: env.MAX_STREAMS ?? streamCapacity(),
    // A signed-in staff member's streams count against their account: the shop's tablets and
    // phones share one address (its Wi-Fi), and the staff guard has already let them in.
    clientKey: (c) => {
      const staff = c.get('staff') as { id: string } | undefined;
      return staff ? `staff:${staff.id}` : clientKeyOf(clientIp(c, env.TRUST_PROXY));
    },
    sessionAlive: (s) => staffSessionAlive(database.db, s),
  });
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(dataDir, 'outbox'),
    from: env.MAIL_FROM,
    logger,
  });
  const trustedOrigins = trustedOriginsFor(publicUrl, env.PORT);
  const accountMail = createRecoveryMail({ db: database.db, publicUrl });
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    baseURL: publicUrl,
    // Shared by every process on a PostgreSQL server (decision 053).
    secret: env.DATABASE_URL
      ? await loadOrCreateSharedSecret(database.db, dataDir, env.SESSION_SECRET)
      : loadOrCreateSecret(dataDir, env.SESSION_SECRET),
    trustedOrigins,
    // Reset links asked for outside /api/account/password/forgot (an owner, for a staff member),
    // and the confirmation e-mail, in the receipt's design.
    sendResetLink: (user, token) => accountMail.sendResetLink(user, token),
    verificationMail: (user, url, locale, client) => accountMail.confirmationEmail(user, url, locale, client),
  });
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const outcome = await ensureOwner({ auth, db: database.db }, env.ADMIN_EMAIL, env.ADMIN_PASSWORD).catch(
      async (e: unknown) => {
        await database.close();
        await release();
        throw e;
      },
    );
    if (outcome !== 'unchanged') logger.info({ email: env.ADMIN_EMAIL }, `owner account ${outcome}`);
  }
  const built = await createApp({
    db: database.db,
    listen: database.listen,
    media,
    hub,
    env,
    logger,
    auth,
    mailer,
    publicUrl,
    trustedOrigins,
  });
  // `npm run backup` while the shop runs asks this process (the embedded database on disk only).
  const stopBackups =
    database.dump && !opts.inMemory
      ? await serveBackups({
          dataDir,
          logger,
          make: () => built.mediaCleanup.exclusive(() => collectBackup(database.dump!, media, dataDir)),
        })
      : async () => {};
  return {
    ...built,
    database,
    media,
    hub,
    auth,
    mailer,
    async close() {
      await stopBackups();
      await built.close();
      await database.close();
      await release();
    },
  };
}
