/**
 * A separate process that takes the data-directory lock on command (for data-dir-lock.test.ts).
 * Reads lines on stdin: `take <dir>` answers `won` or `locked`; `release` answers `released`.
 * Prints `ready` once loaded, so a test can start two of them racing at the same instant.
 */
import readline from 'node:readline';
import { DataDirLockedError, lockDataDir, type ReleaseLock } from '../db/data-dir-lock';

let release: ReleaseLock | null = null;
const say = (line: string) => process.stdout.write(`${line}\n`);

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, dir] = line.split(' ');
  if (command === 'take') {
    lockDataDir(dir!).then(
      (r) => {
        release = r;
        say('won');
      },
      (e: unknown) => say(e instanceof DataDirLockedError ? 'locked' : `error ${(e as Error).message}`),
    );
  } else if (command === 'release') {
    void (release ?? (async () => {}))().then(() => {
      release = null;
      say('released');
    });
  }
});
say('ready');
