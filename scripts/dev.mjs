// Development: the API (restarting on change) and Vite's dev server with hot reload.
import { spawn } from 'node:child_process';

const run = (cmd, args, env = {}) =>
  spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: false });

const api = run('node', ['--import', 'tsx', '--watch', 'src/server/index.ts'], { NODE_ENV: 'development' });
const web = run('npx', ['vite']);
const stop = () => {
  api.kill();
  web.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
