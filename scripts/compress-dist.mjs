// Pre-compresses the built front end (gzip and brotli) so the server sends the small files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.env.CLIENT_DIST_DIR ?? 'dist/client');
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|ico)$/;
let count = 0;
for (const entry of fs.readdirSync(root, { recursive: true })) {
  const file = path.join(root, String(entry));
  if (!COMPRESSIBLE.test(file) || !fs.statSync(file).isFile()) continue;
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root)}`);
