// Writes the empty database cluster a first start copies (src/server/db/pglite-cluster.ts) into the
// folder given: `node scripts/make-pglite-cluster.mjs DIR VERSION`. Run by build-server.mjs in a
// process of its own (initdb takes about 800 MiB for a moment).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const [dir, version] = process.argv.slice(2);
const pg = new PGlite();
await pg.waitReady;
const archive = await pg.dumpDataDir('gzip');
await pg.close();
fs.writeFileSync(path.join(dir, 'pglite-cluster.tar.gz'), Buffer.from(await archive.arrayBuffer()));
fs.writeFileSync(path.join(dir, 'pglite-cluster.json'), `${JSON.stringify({ pglite: version })}\n`);
