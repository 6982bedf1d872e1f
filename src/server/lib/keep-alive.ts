/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s by default, which
 * races a client that sends its next request on it just then: the request is lost with a socket
 * reset (seen in CI: a journey's POST /api/orders after a 5 s pause). Clients and proxies keep
 * idle connections for up to 60 s (an AWS load balancer's default, nginx upstream keep-alive), so
 * the server keeps them longer than that: the client, never the server, closes an idle one.
 */
export const KEEP_ALIVE_MS = 65_000;
