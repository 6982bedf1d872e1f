import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from './dev-server';
import { hmrMessages } from './testing/hmr-socket-test-kit';
import { createTestServer } from './testing/server-test-kit';

const LOCALES = path.resolve(import.meta.dirname, '../client/locales');
const heading = (locale: string) =>
  (JSON.parse(fs.readFileSync(path.join(LOCALES, locale, 'menu.json'), 'utf8')) as { heading: string })
    .heading;

/** The app on a fresh test database, with the development server in front; `close` ends both. */
async function startDev(entry?: string) {
  const server = await createTestServer();
  // Its own cache (removed with the data directory) and no file watcher: nothing is edited here.
  const dev = await startDevServer(server.app, {
    port: 0,
    hostname: '127.0.0.1',
    entry,
    vite: { logLevel: 'silent', cacheDir: path.join(server.dataDir, 'vite-cache'), watch: null },
  });
  return {
    dev,
    origin: `http://127.0.0.1:${dev.port}`,
    async close() {
      await dev.close();
      dev.server.closeAllConnections();
      await new Promise((resolve) => dev.server.close(resolve));
      await server.close();
      expect(fs.existsSync(server.dataDir)).toBe(false);
    },
  };
}

let running: Awaited<ReturnType<typeof startDev>>;
let dev: DevServer;
let origin: string;
beforeAll(async () => {
  running = await startDev();
  ({ dev, origin } = running);
});
afterAll(() => running?.close());

/** Whether `html` holds `part` (a failure names the part, not the whole page). */
const holds = (html: string, part: string | RegExp) =>
  expect(typeof part === 'string' ? html.includes(part) : part.test(html), String(part)).toBe(true);

const page = async (p: string, cookie?: string) => {
  const res = await fetch(`${origin}${p}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { res, html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
};
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
/** The inline scripts a browser would run (not the JSON state, not those with a src). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=|application\/json/.test(attrs!))
    .map(([, , body]) => body!);

describe('npm run dev: one server, pages rendered on the server from the source', () => {
  it("a storefront page arrives rendered in the visitor's language, with Vite's client and the React Refresh preamble", async () => {
    const en = await page('/menu', 'lang=en');
    expect(en.res.status).toBe(200);
    holds(en.html, '<html lang="en" dir="ltr">');
    holds(en.html, new RegExp(`<h1[^>]*>${heading('en')}</h1>`));
    holds(en.html, '<script type="module" src="/@vite/client"></script>');
    holds(en.html, 'import { injectIntoGlobalHook } from "/@react-refresh"');
    holds(en.html, '<script type="application/json" id="app-state">');
    expect(en.html.includes('class="shell"'), 'the shell').toBe(false);
    // As in production: drawn for this visitor, kept by no shared cache.
    expect(en.res.headers.get('cache-control')).toBe('private, no-cache');
    expect(en.res.headers.get('vary')).toMatch(/cookie/i);

    const ar = await page('/menu');
    holds(ar.html, '<html lang="ar" dir="rtl">');
    holds(ar.html, new RegExp(`<h1[^>]*>${heading('ar')}</h1>`));
    // An address that is no page is rendered as one, with its status.
    expect((await page('/no-such-page', 'lang=en')).res.status).toBe(404);
  });

  it("the app's module is /shell/main.tsx from any address, however deep", async () => {
    for (const p of ['/', '/menu', '/orders/some-order', '/admin/orders']) {
      const { html } = await page(p);
      const src = /<script type="module" src="([^"]*main\.tsx)"><\/script>/.exec(html)?.[1];
      expect(src && new URL(src, `${origin}${p}`).pathname, p).toBe('/shell/main.tsx');
    }
  });

  it("the page's policy lets Vite's inline scripts and hot-reload socket in, and nothing inline besides", async () => {
    const { html, csp } = await page('/menu', 'lang=en');
    const scriptSrc = directive(csp, 'script-src')!;
    const inline = inlineScripts(html);
    expect(inline.length).toBeGreaterThanOrEqual(2); // the preamble and index.html's own
    for (const body of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe');
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ws://127.0.0.1:${dev.port}`);
    // Vite's client waits for a restarted server in a worker made from a blob.
    expect(directive(csp, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it("the back office is the shell in the visitor's language, for the browser to draw (hot-reloaded too)", async () => {
    const { res, html } = await page('/admin', 'lang=en');
    expect(res.status).toBe(200);
    holds(html, '<html lang="en" dir="ltr">');
    holds(html, 'class="shell"');
    expect(html.includes('id="app-state"'), 'app-state').toBe(false);
    holds(html, 'src="/@vite/client"');
  });

  it('Vite serves the modules; the app serves the API and the media', async () => {
    for (const p of ['/shell/main.tsx', '/@vite/client', '/@react-refresh']) {
      const res = await fetch(`${origin}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/javascript/);
    }
    // A component module carries Fast Refresh's registration.
    holds(await (await fetch(`${origin}/layouts/site-footer.tsx`)).text(), '$RefreshReg$');
    const health = await fetch(`${origin}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const missing = await fetch(`${origin}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/json/);
    expect((await fetch(`${origin}/media/nothing.webp`)).status).toBe(404);
  });

  it('Vite serves no file of the checkout outside the front end (DATA_DIR usually is in it)', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const outside = await fetch(`${origin}/@fs${root}/package.json`);
    expect(outside.status).toBe(403);
    expect(await outside.text()).not.toContain('"name": "aseer"');
    expect((await fetch(`${origin}/@fs${root}/src/client/index.css`)).status).toBe(200);
  });

  it('the hot-reload socket is on the same port', async () => {
    expect(await hmrMessages(origin, 1)).toEqual([{ type: 'connected' }]);
  });
});

describe('npm run dev: a render that fails', () => {
  it("leaves the page to the browser and shows the error in it, in Vite's overlay", async () => {
    const failing = await startDev(path.resolve(import.meta.dirname, 'testing/failing-entry-test-kit.ts'));
    try {
      const res = await fetch(`${failing.origin}/menu`, { headers: { Cookie: 'lang=en' } });
      const html = await res.text();
      expect(res.status).toBe(200);
      holds(html, '<html lang="en" dir="ltr">');
      holds(html, 'class="shell"');
      // The browser that draws it connects to the socket next, and is told why.
      const messages = (await hmrMessages(failing.origin, 2)) as {
        type: string;
        err?: { message: string; stack: string };
      }[];
      expect(messages.map((m) => m.type).sort()).toEqual(['connected', 'error']);
      const shown = messages.find((m) => m.type === 'error')!;
      expect(shown.err!.message).toBe('The server could not render /menu: a render that fails');
      expect(shown.err!.stack).toContain('failing-entry-test-kit.ts');
    } finally {
      await failing.close();
    }
  });
});
