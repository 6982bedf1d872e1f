import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveClient } from './static-client';
import { createTestServer, type TestServer } from './testing/test-server';

const INLINE = "document.documentElement.lang = 'ar';";
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** A dist/client as `npm run build` leaves it: index.html with an inline script, assets, Vite's manifest. */
function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-dist-'));
  const write = (p: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), body);
  };
  write('index.html', `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>`);
  write('assets/index-abc.js', 'console.log(1);');
  write('assets/index-abc.js.map', '{"version":3}');
  write('.vite/manifest.json', '{"index.html":{"file":"assets/index-abc.js"}}');
  write('.env', 'SECRET=1');
  write('stats.html', '<html></html>');
  write('robots.txt', 'User-agent: *');
  return dir;
}

let server: TestServer;
let dist: string;
beforeAll(async () => {
  server = await createTestServer();
  dist = builtClient();
  serveClient(server.app, dist);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const scriptSrc = (res: Response) =>
  res.headers.get('content-security-policy')?.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));

describe('the built front end', () => {
  it('pages allow their inline script by its hash, never by unsafe-inline', async () => {
    for (const p of ['/', '/menu', '/account/orders', '/index.html']) {
      const res = await server.request(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/^text\/html/);
      expect(scriptSrc(res), p).toBe(`script-src 'self' ${sha(INLINE)}`);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('assets and public files are served, with the headers', async () => {
    const js = await server.request('/assets/index-abc.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(scriptSrc(js)).toBe("script-src 'self'");
    expect((await server.request('/robots.txt')).status).toBe(200);
  });

  it('build artefacts that are neither pages nor assets are not served', async () => {
    for (const p of ['/.vite/manifest.json', '/%2evite/manifest.json', '/.vite/', '/.env', '/assets/index-abc.js.map', '/stats.html', '/assets/%E0%A4%A']) {
      const res = await server.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('index-abc');
    }
  });
});
