// `npm start`: builds when the build is missing or older than the sources (scripts/build-state.mjs),
// then runs the compiled server in this process (no second Node, no loader). `npm run serve` runs the
// build as it is, for production (decision 050).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, ROOT, SERVER_DIR } from './build-state.mjs';

const state = buildState();
if (!state.current) {
  // Vite itself may come with a production install (through Vitest, an optional peer of better-auth); its plugins do not.
  const canBuild = ['vite', '@vitejs/plugin-react', '@tailwindcss/vite', 'esbuild'].every((p) =>
    fs.existsSync(path.join(ROOT, 'node_modules', p, 'package.json')),
  );
  if (canBuild) {
    console.log(`Building: ${state.reason}.`);
    const { status } = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (status !== 0) process.exit(status || 1);
  } else if (state.exists) {
    // A production install (npm ci --omit=dev) has no Vite: what was built is what runs.
    console.warn(
      `${state.reason[0].toUpperCase()}${state.reason.slice(1)}, and the build tools are not installed here: serving it as it is.`,
    );
  } else {
    console.error(
      'The build is missing and the build tools are not installed (npm ci --omit=dev?): run `npm run build` where the development dependencies are, and copy dist/ here.',
    );
    process.exit(1);
  }
}
await import(pathToFileURL(path.join(SERVER_DIR, 'index.js')).href);
