// Whether the build in dist/ is current (decision 050): `npm start` builds only when it is missing or
// older than what it is built from, and `npm run admin`/`db:*` compile the server only when needed.
// Plain Node, no packages: it runs on a production install too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root (every function takes another, for the tests). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The compiled server and the operator's scripts (scripts/build-server.mjs). */
export const serverDirOf = (root = ROOT) => path.join(root, 'dist/server');
export const SERVER_DIR = serverDirOf();
/** Written last by a build: when it started, and which front end it built with the server. */
const stampOf = (root) => path.join(serverDirOf(root), 'build-stamp.json');

/** Where the front end is built and served from (vite.config.ts and the server agree on it). */
export const clientDirOf = (env = process.env, root = ROOT) =>
  path.resolve(root, env.CLIENT_DIST_DIR || 'dist/client');

// What a build is made from. Tests beside the code change nothing in it.
export const SERVER_INPUTS = ['src', 'tsconfig.json', 'package-lock.json', 'scripts/build-server.mjs'];
export const CLIENT_INPUTS = [
  'public',
  'vite.config.ts',
  'package.json',
  'scripts/build.mjs',
  'scripts/compress-dist.mjs',
];
const IGNORED = /\.test\.tsx?$/;

/** The newest modification time (ms) among the files under `inputs` (paths from the root). */
export function newestInput(inputs, root = ROOT) {
  let newest = 0;
  const consider = (file) => {
    if (!IGNORED.test(file)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  };
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    if (!fs.statSync(full).isDirectory()) consider(full);
    else
      for (const e of fs.readdirSync(full, { recursive: true, withFileTypes: true }))
        if (e.isFile()) consider(path.join(e.parentPath, e.name));
  }
  return newest;
}

/** A deploy that carries the build without the sources has nothing to build from: its build is current. */
const hasSources = (root) => fs.existsSync(path.join(root, 'src'));

function readStamp(root) {
  try {
    const stamp = JSON.parse(fs.readFileSync(stampOf(root), 'utf8'));
    return typeof stamp.startedAt === 'number' ? stamp : null;
  } catch {
    return null;
  }
}

/** The compiled server alone: present and newer than the server's sources. */
export function serverState(root = ROOT) {
  const stamp = readStamp(root);
  if (!stamp || !fs.existsSync(path.join(serverDirOf(root), 'index.js')))
    return { exists: false, current: false };
  return { exists: true, current: !hasSources(root) || stamp.startedAt > newestInput(SERVER_INPUTS, root) };
}

/**
 * The whole build (front end, server-side render bundle, server) for the front end in `clientDir`:
 * `exists` when every part is there, `current` when the last `npm run build` made them for that
 * directory and started after the last change to any input; else `reason` says why not.
 */
export function buildState(clientDir = clientDirOf(), root = ROOT) {
  const parts = [
    path.join(clientDir, 'index.html'),
    path.join(clientDir, '.vite/manifest.json'),
    path.join(`${clientDir.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js'),
    path.join(serverDirOf(root), 'index.js'),
  ];
  const stamp = readStamp(root);
  const exists = parts.every((p) => fs.existsSync(p)) && stamp !== null;
  if (!exists) return { exists, current: false, reason: 'the build is missing' };
  // Kept relative to the root: a build copied to another directory or machine stays current.
  if (stamp.client !== path.relative(root, clientDir))
    return {
      exists,
      current: false,
      reason: `the last build was not for ${path.relative(root, clientDir) || '.'}`,
    };
  return !hasSources(root) || stamp.startedAt > newestInput([...SERVER_INPUTS, ...CLIENT_INPUTS], root)
    ? { exists, current: true }
    : { exists, current: false, reason: 'the build is older than the sources' };
}

/**
 * Records a finished build that started at `startedAt` (ms; a source saved while it ran is newer,
 * so the next start builds again); `clientDir`: the front end built with it (null: the server alone).
 */
export function writeStamp(startedAt, clientDir, root = ROOT) {
  const client = clientDir === null ? null : path.relative(root, clientDir);
  fs.writeFileSync(
    stampOf(root),
    `${JSON.stringify({ startedAt, client, node: process.version }, null, 2)}\n`,
  );
}
