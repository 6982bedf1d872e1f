import type { MiddlewareHandler } from 'hono';
import type { Database, Db } from '../db/client';
import type { Logger } from '../lib/logger';
import { UPLOADS_FOLDER } from './image-upload';
import { referencedMedia } from './media-references';
import { isSafeKey, type MediaStore } from './media-store';

/** An upload nobody refers to is kept this long: the form it was uploaded from may not be saved yet. */
export const UNSAVED_UPLOAD_GRACE_MS = 24 * 60 * 60_000;
const ORPHAN_SWEEP_EVERY_MS = 6 * 60 * 60_000;
/** One look after a burst of changes (a form saves several things). */
const SETTLE_MS = 200;

interface CleanupDeps {
  db: Db;
  listen: Database['listen'];
  media: MediaStore;
  logger: Logger;
}

/**
 * Deletes stored images the database no longer refers to (decision 054). After a change has
 * committed (an admin write answered, or a catalogue or settings change announced by any
 * process), it reads every reference (media-references.ts) and deletes what was referred to at
 * its last look and is not any more: a replaced picture, or the picture of a deleted product,
 * category, employee, account, logo or favicon (uploads and seeded pictures alike). A picture
 * still named anywhere is never deleted. Uploads that were never saved anywhere are deleted
 * after UNSAVED_UPLOAD_GRACE_MS by a slower sweep of the uploads folder.
 */
export function createMediaCleanup({ db, listen, media, logger }: CleanupDeps) {
  let known: Set<string> | null = null;
  let chain: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let orphanTimer: NodeJS.Timeout | undefined;
  const unlisten: (() => Promise<void>)[] = [];

  const remove = async (url: string) => {
    await media.delete(url.slice('/media/'.length));
    logger.info({ url }, 'deleted an image nothing refers to');
  };

  /** Runs `job` after the ones queued before it; a failure is logged, the next look retries. */
  const queue = (job: () => Promise<void>) =>
    (chain = chain.then(job).catch((err: unknown) => logger.warn({ err }, 'media cleanup failed')));

  const look = async () => {
    const now = await referencedMedia(db);
    const before = known;
    known = now;
    if (!before) return;
    for (const url of before) {
      if (now.has(url) || !isSafeKey(url.slice('/media/'.length))) continue;
      try {
        await remove(url);
      } catch (err) {
        known.add(url); // tried again at the next look
        logger.warn({ err, url }, 'could not delete an image');
      }
    }
  };

  const sweepOrphans = async (at = Date.now()) => {
    const stored = await media.list(`${UPLOADS_FOLDER}/`);
    const now = await referencedMedia(db);
    for (const { key, modified } of stored) {
      const url = `/media/${key}`;
      if (!now.has(url) && at - modified.getTime() > UNSAVED_UPLOAD_GRACE_MS) await remove(url);
    }
  };

  return {
    /** Takes the first look (what is referred to now) and follows changes from every process. */
    async start(opts: { sweepOrphans?: boolean } = {}) {
      await queue(look);
      for (const channel of ['catalog_changed', 'settings_changed'])
        unlisten.push(await listen(channel, () => this.changed()));
      if (opts.sweepOrphans) {
        const sweep = () => void queue(() => sweepOrphans());
        orphanTimer = setInterval(sweep, ORPHAN_SWEEP_EVERY_MS).unref();
        setTimeout(sweep, 60_000).unref();
      }
    },
    /** Something committed that may have dropped a reference: look again shortly. */
    changed() {
      clearTimeout(timer);
      timer = setTimeout(() => void queue(look), SETTLE_MS);
    },
    /** Middleware: after a change answered as done (its transaction committed), look again. */
    afterWrites(): MiddlewareHandler {
      return async (c, next) => {
        await next();
        if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) this.changed();
      };
    },
    /** Resolves once every look asked for so far is done (tests, shutdown). */
    async settled() {
      if (timer) {
        clearTimeout(timer);
        timer = undefined;
        await queue(look);
      }
      await chain;
    },
    /** Runs `job` with no deletion under way or started meanwhile (a backup's copy of the images). */
    exclusive<T>(job: () => Promise<T>): Promise<T> {
      const run = chain.then(job);
      chain = run.then(
        () => {},
        () => {},
      );
      return run;
    },
    /** Deletes unsaved uploads older than the grace period, counted from `at`. */
    sweepOrphans: (at?: number) => queue(() => sweepOrphans(at)),
    async stop() {
      clearInterval(orphanTimer);
      await this.settled();
      for (const off of unlisten.splice(0)) await off();
    },
  };
}

export type MediaCleanup = ReturnType<typeof createMediaCleanup>;
