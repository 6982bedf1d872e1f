import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from './lib/logger';

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** Ends the long-lived responses (Server-Sent Events) so they do not hold the stop up; how many. */
  endStreams: () => number;
  /** Closes what the app holds once no request is left (mail worker, database, lock). */
  close: () => Promise<void>;
  /** How long in-flight requests may take to finish before their connections are closed. */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * Graceful stop (SIGTERM from a service manager or a deploy, Ctrl-C): stop accepting, answer
 * every request that reached us, end event streams (browsers reconnect to the next server),
 * close idle keep-alive connections, then close the services and exit 0. A second signal while
 * stopping exits at once. See docs/decisions/012.
 */
export function gracefulShutdown(opts: ShutdownOptions) {
  const { server, logger, endStreams, close, timeoutMs = 10_000, exit = (code) => process.exit(code) } = opts;
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  // Before the app's own listener, so the header below is set before any answer is written.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (stopping) res.setHeader('Connection', 'close');
  });

  async function stop(signal: string): Promise<void> {
    if (stopping) {
      logger.warn({ signal }, 'second signal while stopping: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    const started = performance.now();
    // A last resort: whatever hangs (a service that does not close), the process still ends.
    setTimeout(() => {
      logger.error('did not stop in time: exiting');
      exit(1);
    }, timeoutMs + 10_000).unref();

    // The kernel may hold connections not yet accepted and requests not yet read (the event loop
    // was busy, e.g. in a database query): a few turns of the loop take them in, so closing the
    // listener and the idle connections below drops none that reached us before the signal.
    for (let i = 0; i < 3; i++) await nextTurn();
    const streams = endStreams();
    logger.info({ signal, inFlight: inFlight.size, streams }, 'stopping');
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const pending = inFlight.size;

    // Stops accepting; resolves once every connection has ended. Idle keep-alive connections
    // are closed now and again as responses finish (an event stream's ends idle).
    const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    let limit: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([drained, new Promise<boolean>((resolve) => (limit = setTimeout(resolve, timeoutMs, false)))]);
    clearInterval(sweep);
    clearTimeout(limit);
    const cut = inFlight.size;
    if (!inTime) {
      logger.warn({ unfinished: cut, timeoutMs }, 'requests still running at the time limit: closing their connections');
      server.closeAllConnections();
    }

    try {
      await close();
    } catch (err) {
      logger.error({ err }, 'closing the services failed');
      exit(1);
      return;
    }
    logger.info({ answered: pending - cut, cut, ms: Math.round(performance.now() - started) }, 'stopped');
    exit(0);
  }

  return {
    stop,
    /** Stops on SIGTERM and SIGINT. */
    onSignals() {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
    },
  };
}
