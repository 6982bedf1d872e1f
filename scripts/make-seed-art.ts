// Draws the demo menu's pictures into `DIR/seed-art`, named by what they draw (artFileName), for a
// first start to copy instead of drawing them (src/server/db/seed/product-art.ts): bundled and run
// by scripts/build-server.mjs, `node dist/server/seed-art.js DIR`.
import fs from 'node:fs';
import path from 'node:path';
import { artJobs } from '@/server/db/seed';
import { artFileName, artSvg, drawWebp, SEED_ART_DIR } from '@/server/db/seed/product-art';

const dir = path.join(process.argv[2]!, SEED_ART_DIR);
fs.mkdirSync(dir, { recursive: true });
for (const job of artJobs()) {
  const svg = artSvg(job.art, job.key);
  fs.writeFileSync(path.join(dir, artFileName(svg)), await drawWebp(svg));
}
