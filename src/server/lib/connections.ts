import type { Server, ServerOptions } from 'node:http';
import { clientKeyOf } from './client-key';
import { KEEP_ALIVE_MS } from './keep-alive';

/**
 * How long a connection may take to send a whole request's headers: counted from its first byte,
 * or from the moment it opened for a new connection. A connection that connects and stays silent
 * (1,000 of them from one address took the shop down, issue 36) is closed after this; one that
 * has completed a request waits for the next under the keep-alive time instead (65 s), as Node
 * counts from the next request's first byte.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included: a picture uploaded from a phone on a slow network fits. */
export const REQUEST_TIMEOUT_MS = 120_000;
/** How often Node looks for connections past those deadlines. */
export const CONNECTIONS_CHECK_MS = 1_000;

/** For `http.createServer` (or `serve`'s `serverOptions`): the deadlines above. */
export const SERVER_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECK_MS,
  keepAliveTimeout: KEEP_ALIVE_MS,
};

/**
 * At most `perClient` open connections from one client address (an IPv6 one by its /64); one past
 * it is closed at once, before it costs more than its socket. A browser opens six per site, and a
 * household or an office behind one address a few dozen. Behind a trusted proxy every connection
 * comes from the proxy, so the proxy caps them (nginx `limit_conn`) and this is not applied.
 * Answers how many connections an address holds (for tests and metrics).
 */
export function capConnectionsPerClient(server: Server, perClient: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const key = clientKeyOf(socket.remoteAddress ?? 'unknown');
    const n = (open.get(key) ?? 0) + 1;
    if (n > perClient) {
      socket.destroy();
      return;
    }
    open.set(key, n);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return { heldBy: (address: string) => open.get(clientKeyOf(address)) ?? 0 };
}
