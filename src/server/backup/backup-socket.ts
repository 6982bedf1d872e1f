import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from '../lib/logger';

/**
 * How `npm run backup` asks the running server for a backup: a Unix socket in the data directory,
 * readable by the directory's owner only (mode 0600), so only who may read the files anyway can
 * ask. The server answers `ok <bytes>\n` and the archive, or `error <message>\n`. Decision 055.
 */
export const BACKUP_SOCKET = 'backup.sock';

/** Listens for backup requests; resolves with the function that stops listening. */
export async function serveBackups(opts: {
  dataDir: string;
  make: () => Promise<Buffer>;
  logger: Logger;
}): Promise<() => Promise<void>> {
  const file = path.join(opts.dataDir, BACKUP_SOCKET);
  // Ours to replace: the caller holds the data directory's lock (a crashed server left it).
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', (chunk) => {
      if (String(chunk).trim() !== 'backup') return void socket.end('error unknown request\n');
      let gone = false;
      socket.once('close', () => (gone = true));
      opts.make().then(
        (archive) => {
          // The command may have died meanwhile (an operator's Ctrl-C): "written" only once it has it all.
          if (gone || socket.destroyed)
            return void opts.logger.warn('backup made, but the backup command had gone: not delivered');
          socket.write(`ok ${archive.length}\n`);
          socket.end(archive, () => opts.logger.info({ bytes: archive.length }, 'backup written'));
        },
        (err: unknown) => {
          opts.logger.error({ err }, 'backup failed');
          socket.end(`error ${(err as Error).message}\n`);
        },
      );
    });
  });
  const failed = await new Promise<Error | null>((resolve) => {
    server.once('error', resolve);
    server.listen(file, () => resolve(null));
  });
  if (failed) {
    // A data directory path too long for a socket (about 100 characters): no backups while running.
    opts.logger.warn({ err: failed, file }, 'backups of the running shop are off (cannot listen)');
    return async () => {};
  }
  fs.chmodSync(file, 0o600);
  server.unref();
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        fs.rmSync(file, { force: true });
        resolve();
      }),
    );
}

/** Asks the server running on `dataDir` for a backup; the archive's bytes. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, BACKUP_SOCKET);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let connected = false;
    const socket = net.connect(file, () => {
      connected = true;
      socket.write('backup\n');
    });
    const stopped = () =>
      new Error(
        'The server stopped before the backup was complete: nothing was written. Run the backup again once the shop is running (or stopped: then the backup reads the data directory itself).',
      );
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        connected
          ? stopped()
          : new Error(
              `The running server did not answer at ${file} (${err.code ?? err.message}). Is it a current version of Aseer?`,
            ),
      ),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const head = newline < 0 ? '' : all.subarray(0, newline).toString('utf8');
      const body = all.subarray(newline + 1);
      const ok = /^ok (\d+)$/.exec(head);
      const refused = /^error (.+)$/.exec(head);
      if (ok && body.length === Number(ok[1])) resolve(body);
      else if (refused) reject(new Error(`The server refused: ${refused[1]}`));
      // No answer, or half of one: the server went away while it worked.
      else reject(stopped());
    });
  });
}
