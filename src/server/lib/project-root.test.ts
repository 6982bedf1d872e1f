import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';

describe('projectRoot', () => {
  it('finds the folder holding package.json from the source and from the build alike', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-root-'));
    fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "aseer" }');
    // the build's own package.json only says its modules are ES modules
    fs.mkdirSync(path.join(root, 'dist/server'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/server/package.json'), '{ "type": "module" }');
    expect(projectRoot(path.join(root, 'src/server/shell/index.ts'))).toBe(root);
    expect(projectRoot(path.join(root, 'dist/server/index.js'))).toBe(root);
  });

  it('says so when there is none', () => {
    expect(() => projectRoot('/index.js')).toThrow(/No package.json/);
  });
});
