/**
 * `npm run backup [FILE]`: writes the embedded database and the images (DATA_DIR/media or the S3
 * bucket) into one file, by default `aseer-backup-<date-time>.tar.gz` in the current folder. Runs
 * while the shop is open: the running server makes a consistent copy (decision 055). With
 * DATABASE_URL it explains pg_dump instead (README, "Backups").
 */
import fs from 'node:fs';
import path from 'node:path';
import { makeBackup } from '../src/server/backup/backup';
import { loadEnv } from '../src/server/env';

async function main(): Promise<number> {
  const env = loadEnv();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const target = path.resolve(process.argv[2] ?? `aseer-backup-${stamp}.tar.gz`);
  if (fs.existsSync(target)) {
    console.error(`${target} exists already: name another file.`);
    return 1;
  }
  const archive = await makeBackup(env);
  // Written beside, then renamed: a half-written file never carries the backup's name.
  const tmp = `${target}.partial`;
  fs.writeFileSync(tmp, archive, { mode: 0o600 });
  fs.renameSync(tmp, target);
  console.log(`Backup written: ${target} (${(archive.length / 1024 / 1024).toFixed(1)} MB)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  },
);
