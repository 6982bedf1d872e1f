import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from './lib/logger';

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** Told first, as the stop begins (readiness fails from then on). */
  onStop?: () => void;
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
  const {
    server,
    logger,
    onStop = () => {},
    endStreams,
    close,
    timeoutMs = 10_000,
    exit = (code) => process.exit(code),
  } = opts;
  const inFlight = new Set<ServerResponse>();
  /** Connections that have not sent a request yet, with the turn of the loop that took them in. */
  const fresh = new Map<Socket, number>();
  let turn = 0;
  let accepted = 0;
  let stopping = false;

  server.on('connection', (socket: Socket) => {
    accepted++;
    fresh.set(socket, turn);
    socket.once('close', () => fresh.delete(socket));
  });
  // Before the app's own listener, so the header below is set before any answer is written.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    fresh.delete(req.socket);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (stopping) res.setHeader('Connection', 'close');
  });

  /**
   * The kernel may hold connections not yet taken in (the listener's backlog) and requests not yet
   * read, when the event loop was busy (a PGlite query runs on it) as the signal came: closing
   * the listener then would reset them, closing "idle" connections would drop them. The loop takes
   * in one waiting connection per turn (seen on Node 20), so turn until two turns bring no new
   * connection and every new one has had two turns to show its request (a browser's unused
   * preconnection sends nothing: it is closed after that). At most 2 s.
   */
  async function takeInWhatArrived() {
    const until = performance.now() + 2000;
    // The first turn may end without a poll (when the stop began in the poll phase): two quiet ones.
    for (let known = accepted, quiet = 0; quiet < 2 && performance.now() < until;) {
      await nextTurn();
      turn++;
      const waiting = [...fresh].some(([socket, since]) => socket.bytesRead === 0 && turn - since < 2);
      quiet = accepted === known && !waiting ? quiet + 1 : 0;
      known = accepted;
    }
  }

  async function stop(signal: string): Promise<void> {
    if (stopping) {
      logger.warn({ signal }, 'second signal while stopping: exiting now');
      exit(1);
      return;
    }
    stopping = true;
    onStop();
    const started = performance.now();
    // A last resort: whatever hangs (a service that does not close), the process still ends.
    setTimeout(() => {
      logger.error('did not stop in time: exiting');
      exit(1);
    }, timeoutMs + 10_000).unref();

    logger.info({ signal, inFlight: inFlight.size }, 'stopping');
    await takeInWhatArrived();
    const streams = endStreams();
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const pending = inFlight.size;

    // Stops accepting; resolves once every connection has ended. Idle keep-alive connections
    // are closed now and again as responses finish (an event stream's ends idle).
    const drained = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    let limit: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      drained,
      new Promise<boolean>((resolve) => (limit = setTimeout(resolve, timeoutMs, false))),
    ]);
    clearInterval(sweep);
    clearTimeout(limit);
    const cut = inFlight.size;
    if (!inTime) {
      logger.warn(
        { unfinished: cut, timeoutMs },
        'requests still running at the time limit: closing their connections',
      );
      server.closeAllConnections();
    }

    try {
      await close();
    } catch (err) {
      logger.error({ err }, 'closing the services failed');
      exit(1);
      return;
    }
    logger.info(
      { answered: pending - cut, streams, cut, ms: Math.round(performance.now() - started) },
      'stopped',
    );
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
