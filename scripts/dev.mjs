// Development: one server on PORT (3000), as in production, with Vite inside it
// (src/server/dev-server.ts): storefront pages rendered on the server from the source, every
// edit of the front end hot-reloaded in the browser (React Fast Refresh). The server restarts
// when a file it imported itself changes (src/server, src/common, a feature's schemas and
// server/): Node's --watch follows the modules Node loaded, and the front end's are loaded by
// Vite, not Node, so editing them restarts nothing. It answers this machine only unless HOST says
// otherwise (HOST=0.0.0.0 for a phone on the same network): Vite serves the sources.
import { spawn } from 'node:child_process';

const server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/shell/index.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development', HOST: process.env.HOST || '127.0.0.1' },
});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
