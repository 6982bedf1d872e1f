/**
 * When `npm start` builds (scripts/build-state.mjs, decision 050): only when a part of the build
 * is missing, it was made for another front-end directory, or a source changed after it started.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildState, serverState, writeStamp } from '../../scripts/build-state.mjs';

let root: string;
const file = (rel: string, text = 'x') => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
/** Sets a file's modification time `ms` from now. */
const age = (rel: string, ms: number) => {
  const t = new Date(Date.now() + ms);
  fs.utimesSync(path.join(root, rel), t, t);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-build-state-'));
  for (const source of [
    'src/server/shell/index.ts',
    'src/client/index.html',
    'public/robots.txt',
    'package-lock.json',
  ])
    file(source);
  for (const source of [
    'src/server/shell/index.ts',
    'src/client/index.html',
    'public/robots.txt',
    'package-lock.json',
  ])
    age(source, -60_000);
  for (const part of [
    'dist/client/index.html',
    'dist/client/.vite/manifest.json',
    'dist/client-ssr/entry-server.js',
  ])
    file(part);
  file('dist/server/index.js');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const client = () => path.join(root, 'dist/client');
const built = () => writeStamp(Date.now() - 1000, client(), root);

describe('the build is current', () => {
  it('after a build that started after the last change to every source', () => {
    built();
    expect(buildState(client(), root)).toEqual({ exists: true, current: true });
    expect(serverState(root)).toEqual({ exists: true, current: true });
  });

  it('when only a test beside the code changed', () => {
    built();
    file('src/server/app.test.ts');
    expect(buildState(client(), root).current).toBe(true);
  });

  it('in another directory it was copied to (the stamp names the front end relative to the project)', () => {
    built();
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-build-copy-'));
    try {
      fs.cpSync(path.join(root, 'dist'), path.join(copy, 'dist'), { recursive: true });
      expect(buildState(path.join(copy, 'dist/client'), copy).current).toBe(true);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it('on a deploy that carries the build without the sources, whatever its files’ times', () => {
    built();
    fs.rmSync(path.join(root, 'src'), { recursive: true });
    age('package-lock.json', 0);
    expect(buildState(client(), root).current).toBe(true);
    expect(serverState(root).current).toBe(true);
  });
});

describe('the build is stale', () => {
  it('when a part is missing, or nothing was ever stamped', () => {
    expect(buildState(client(), root)).toMatchObject({ current: false, reason: 'the build is missing' });
    built();
    fs.rmSync(path.join(root, 'dist/client-ssr/entry-server.js'));
    expect(buildState(client(), root)).toMatchObject({ exists: false, current: false });
  });

  it('when a server source, a front-end source or a public file changed after the build started', () => {
    for (const source of [
      'src/server/shell/index.ts',
      'src/client/index.html',
      'public/robots.txt',
      'package-lock.json',
    ]) {
      built();
      age(source, 0);
      expect(buildState(client(), root), source).toMatchObject({
        current: false,
        reason: 'the build is older than the sources',
      });
      age(source, -60_000);
    }
  });

  it('when a source was saved while the build ran (the stamp keeps when it started, not when it ended)', () => {
    writeStamp(Date.now() - 5000, client(), root);
    age('src/server/shell/index.ts', -2000);
    expect(buildState(client(), root).current).toBe(false);
  });

  it('when it was made for another front-end directory, or the server was compiled alone', () => {
    built();
    expect(buildState(path.join(root, 'elsewhere'), root).current).toBe(false);
    writeStamp(Date.now(), null, root);
    expect(buildState(client(), root)).toMatchObject({ current: false });
    expect(serverState(root)).toEqual({ exists: true, current: true });
  });
});
