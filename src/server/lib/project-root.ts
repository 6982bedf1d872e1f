import fs from 'node:fs';
import path from 'node:path';

/** A package.json that names a package (the build's own says only `"type": "module"`). */
const namesPackage = (file: string) => {
  try {
    return typeof (JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: unknown }).name === 'string';
  } catch {
    return false;
  }
};

/**
 * The project's root: the nearest folder above `file` whose package.json names the package. The
 * server's entry finds dist/client from it, whether it runs from its source
 * (src/server/shell/index.ts) or from its build (dist/server/index.js), which sit at different depths.
 */
export function projectRoot(file: string): string {
  let dir = path.dirname(file);
  while (!namesPackage(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`No package.json above ${file}`);
    dir = up;
  }
  return dir;
}
