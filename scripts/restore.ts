/**
 * `npm run restore FILE`: puts a backup made by `npm run backup` back into DATA_DIR (and the
 * images into DATA_DIR/media or the S3 bucket). Refuses while a server holds the data directory.
 * What was there before is moved aside, not deleted (decision 055).
 */
import { restoreBackup } from '../src/server/backup/restore';
import { loadEnv } from '../src/server/env';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore FILE   (a file made by npm run backup; stop the shop first)');
    return 1;
  }
  const outcome = await restoreBackup(loadEnv(), file);
  console.log(`Restored ${file}: the database and ${outcome.mediaFiles} images.`);
  for (const p of outcome.keptAside)
    console.log(`What was there before is kept in ${p} (delete it once the shop works).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  },
);
