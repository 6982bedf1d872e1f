// Writes the empty database cluster a first start copies (src/server/db/pglite-cluster.ts) into the
// folder given, as a folder of its own: `node scripts/make-pglite-cluster.mjs DIR VERSION`. Run by
// build-server.mjs in a process of its own (initdb takes about 800 MiB for a moment).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const [dir, version] = process.argv.slice(2);
const cluster = path.join(dir, 'pglite-cluster');
fs.rmSync(cluster, { recursive: true, force: true });
const pg = new PGlite(cluster);
await pg.waitReady;
await pg.close();
// Private to the shop's user, as the copies a first start makes of it (issue 36).
for (const entry of fs.readdirSync(cluster, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  fs.chmodSync(file, entry.isDirectory() ? 0o700 : 0o600);
}
fs.chmodSync(cluster, 0o700);
fs.writeFileSync(path.join(dir, 'pglite-cluster.json'), `${JSON.stringify({ pglite: version })}\n`);
