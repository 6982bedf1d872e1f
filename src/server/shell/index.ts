import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from '../env';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DiskFullError } from '../lib/disk-space';
import { OwnerConflictError } from '@/features/staff/server';
import { capConnectionsPerClient, SERVER_OPTIONS } from '../lib/connections';
import { createLogger } from '../lib/logger';
import { loadPageRenderer } from '../page-renderer';
import { projectRoot } from '../lib/project-root';
import { serveClient } from '../static-client';
import { startServices } from './start';
import { gracefulShutdown } from '../shutdown';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);
  let services: Awaited<ReturnType<typeof startServices>> | undefined;
  const distDir = env.CLIENT_DIST_DIR
    ? path.resolve(env.CLIENT_DIST_DIR)
    : // The project's dist/client, from src/server/shell/index.ts and the compiled dist/server/index.js alike.
      path.join(projectRoot(fileURLToPath(import.meta.url)), 'dist/client');
  // The storefront's server-side bundle loads while the database opens, in the gaps where the
  // engine's start waits for its compiled code (decision 061). Its pages' data comes from the same
  // API routes, in-process, once the app is there.
  const rendererLoading =
    env.NODE_ENV === 'development'
      ? undefined
      : loadPageRenderer(distDir, (p, init) => Promise.resolve(services!.app.request(p, init)));
  // Awaited below, once the services run; a failure to open the database is reported first.
  rendererLoading?.catch(() => {});
  try {
    services = await startServices(env, logger);
  } catch (e) {
    if (e instanceof DataDirLockedError || e instanceof OwnerConflictError || e instanceof DiskFullError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const listening = (port: number) => {
    const host = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
    logger.info(`Aseer is running on http://${host}:${port}`);
  };
  let server: Server;
  let closeFrontEnd = async () => {};
  let frontEndClosed: Promise<void> | undefined;
  if (env.NODE_ENV === 'development') {
    // Vite inside the server (npm run dev): pages rendered from the source, hot-reloaded in the
    // browser. Loaded only here: production runs without Vite.
    const { startDevServer } = await import('../dev-server');
    const dev = await startDevServer(services.app, { port: env.PORT, hostname: env.HOST, logger });
    server = dev.server;
    closeFrontEnd = dev.close;
    listening(dev.port);
  } else {
    // Storefront pages are rendered here.
    const renderer = await rendererLoading!;
    serveClient(services.app, distDir, { renderer, logger });
    server = serve(
      { fetch: services.app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: SERVER_OPTIONS },
      (info) => listening(info.port),
    ) as Server;
    // Behind a trusted proxy every connection is the proxy's: it caps them itself.
    if (env.TRUST_PROXY === 0) capConnectionsPerClient(server, env.MAX_CONNECTIONS_PER_CLIENT);
  }

  const shutdown = gracefulShutdown({
    server,
    logger,
    onStop: () => services.markStopping(),
    endStreams: () => {
      // Vite's hot-reload sockets would hold the stop up as the event streams do.
      frontEndClosed = closeFrontEnd();
      return services.hub.closeStreams();
    },
    close: async () => {
      await frontEndClosed;
      await services.close();
    },
  });
  process.off('SIGTERM', onEarlySignal).off('SIGINT', onEarlySignal);
  shutdown.onSignals();
  if (early) void shutdown.stop(early);
}

// A stop asked for while starting waits until the server runs, then stops it gracefully.
let early: string | null = null;
const onEarlySignal = (signal: string) => (early ??= signal);
process.once('SIGTERM', onEarlySignal);
process.once('SIGINT', onEarlySignal);

void main();
