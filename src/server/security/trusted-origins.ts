/** Host names that are this machine. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins whose state-changing requests (and better-auth's callbacks) are trusted. A shop on
 * a public address trusts that address only: a page served on this machine's own addresses
 * (`http://localhost:PORT`, e.g. from a tunnel or a browser on the server) is not the shop, and
 * trusting it would let anything reaching that port act for a signed-in visitor. A shop that is
 * itself local (no PUBLIC_URL, development, the tests) also answers on the other local spellings
 * of its port. (`npm run dev` serves pages and the API from the app's own port: decision 037.)
 */
export function trustedOriginsFor(publicUrl: string, port: number): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (LOCAL_HOSTS.has(url.hostname)) origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  return [...new Set(origins)];
}
