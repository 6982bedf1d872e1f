// A given Node version's binary, from the npm registry (the package node-<os>-<arch>@VERSION, so no
// other download site is needed), kept in $TMPDIR/aseer-node (NODE_VERSIONS_CACHE): later runs need
// no network. Used by scripts/check-node-versions.mjs and the restart bench.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const cache = path.resolve(process.env.NODE_VERSIONS_CACHE ?? path.join(os.tmpdir(), 'aseer-node'));
const pkg = `node-${process.platform}-${process.arch}`;

/** The Node binary for `version` (exact, or a major: its newest), fetched once into the cache. */
export function nodeBinary(version) {
  const dir = path.join(cache, version);
  const bin = path.join(dir, 'package/bin/node');
  if (fs.existsSync(bin)) return bin;
  fs.mkdirSync(dir, { recursive: true });
  const out = execFileSync('npm', ['pack', `${pkg}@${version}`, '--silent', '--pack-destination', dir], {
    cwd: dir,
    encoding: 'utf8',
  });
  const tarball = path.join(dir, out.trim().split('\n').pop());
  // The binary alone (of about 170 MB unpacked, the headers and docs are the rest).
  execFileSync('tar', ['-xzf', tarball, '-C', dir, 'package/bin/node']);
  fs.rmSync(tarball);
  return bin;
}
