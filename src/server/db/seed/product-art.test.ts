import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { ART_SIZE, artFileName, artSvg, renderWebp, SEED_ART_DIR } from './product-art';

const built = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-art-'));
afterAll(() => fs.rmSync(built, { recursive: true, force: true }));

it('a picture drawn at build time is taken as it is; any other is drawn now', async () => {
  const mango = artSvg({ kind: 'glass', colors: ['#ffb627', '#ff7b00'] }, 'products/mango.webp');
  const lemon = artSvg({ kind: 'glass', colors: ['#f5e663', '#9bc53d'] }, 'products/lemon.webp');
  expect(artFileName(mango)).not.toBe(artFileName(lemon));
  fs.mkdirSync(path.join(built, SEED_ART_DIR));
  const prebuilt = Buffer.from('drawn at build time');
  fs.writeFileSync(path.join(built, SEED_ART_DIR, artFileName(mango)), prebuilt);

  expect(await renderWebp(mango, built)).toEqual(prebuilt);
  // Not built (another drawing, or the sources run through tsx): a real WebP, drawn now.
  const drawn = await renderWebp(lemon, built);
  expect(await sharp(drawn).metadata()).toMatchObject({ format: 'webp', width: ART_SIZE, height: ART_SIZE });
});
