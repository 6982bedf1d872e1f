import { getRequestListener } from '@hono/node-server';
import type { OpenAPIHono } from '@hono/zod-openapi';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createServer as createVite,
  normalizePath,
  type InlineConfig,
  type Plugin,
  type ViteDevServer,
} from 'vite';
import type { AppEnv } from './deps';
import { SERVER_OPTIONS } from './lib/connections';
import type { Logger } from './lib/logger';
import type { EntryServer, PageRenderer } from './page-renderer';
import { developmentPagePolicy, inlineScriptHashes } from './security/headers';
import { servePages } from './serve-pages';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT = path.join(ROOT, 'src/client');

/**
 * What Vite may serve by its path (/@fs/…): the front end's sources and their dependencies (the
 * real place of node_modules too, when it is a link), never the rest of the checkout, where
 * DATA_DIR (the database, the session secret) usually is.
 */
const SERVABLE = [
  ...new Set(
    ['src', 'public', 'node_modules']
      .map((d) => path.join(ROOT, d))
      .concat(fs.realpathSync(path.join(ROOT, 'node_modules'))),
  ),
];

/** What the app answers before Vite looks at the request: the API and the media, as in production. */
const APP_ONLY = /^\/(api|media)(\/|\?|$)/;

/** A Host header fit to name the hot-reload socket in the policy (anything else: the socket is not allowed). */
const HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * vite.config.ts as the build reads it, less what is meant for the bundle: the server-side code
 * runs its dependencies from node_modules (React is CommonJS, which Vite's module runner cannot
 * run inline; `ssr.noExternal: true` is for the bundle). index.html names its fonts by their place in
 * node_modules, which the build turns into assets: here Vite serves them from there.
 */
const developmentOnly: Plugin = {
  name: 'aseer:development-server',
  config(config) {
    if (config.ssr) config.ssr.noExternal = [];
  },
  transformIndexHtml: {
    order: 'pre',
    handler: (html) =>
      html.replaceAll(
        'href="../../node_modules/',
        `href="/@fs/${normalizePath(ROOT).replace(/^\//, '')}node_modules/`,
      ),
  },
};

/**
 * Shows a failed render in Vite's error overlay, in the next browser that connects: the page just
 * served, whose shell the browser is about to draw (a tab already open would take it in passing).
 */
function showInBrowser(vite: ViteDevServer, err: Error, pathname: string) {
  const payload = {
    type: 'error' as const,
    err: { message: `The server could not render ${pathname}: ${err.message}`, stack: err.stack ?? '' },
  };
  const onConnect = (_: unknown, client: { send(p: typeof payload): void }) => {
    vite.ws.off('vite:client:connect', onConnect);
    client.send(payload);
  };
  vite.ws.on('vite:client:connect', onConnect);
}

/**
 * Storefront pages rendered from the source: the entry is asked of Vite on each request, so an
 * edit shows on the next one (Vite drops the modules that changed and what imports them).
 * A render that fails is logged with the stack in the source, and shown in the browser.
 */
function sourceRenderer(vite: ViteDevServer, app: OpenAPIHono<AppEnv>, entryFile: string): PageRenderer {
  return {
    async render(url, locale, request) {
      try {
        const entry = (await vite.ssrLoadModule(entryFile)) as EntryServer;
        entry.configure((p, init) => Promise.resolve(app.request(p, init)));
        return await entry.render(url, locale, request);
      } catch (e) {
        const err = e instanceof Error ? e : new Error(String(e));
        vite.ssrFixStacktrace(err);
        showInBrowser(vite, err, new URL(url).pathname);
        throw err;
      }
    },
  };
}

export interface DevServer {
  server: http.Server;
  vite: ViteDevServer;
  port: number;
  /** Closes Vite (its file watcher and its hot-reload sockets); the HTTP server is the caller's. */
  close(): Promise<void>;
}

/**
 * `npm run dev`: one server on one port, as in production, with Vite in it. The app answers the
 * API, the media and the pages (rendered on the server from the source, through the same
 * serve-pages.ts as production); Vite answers the modules (/shell/main.tsx, /@vite/client,
 * /@react-refresh, node_modules), the public files and the hot-reload socket. Pages carry the
 * page policy with the hashes of Vite's inline scripts (the React Refresh preamble) and the
 * socket's address; production's policy is untouched.
 */
export async function startDevServer(
  app: OpenAPIHono<AppEnv>,
  opts: {
    port: number;
    hostname: string;
    logger?: Logger;
    /** The server-side entry (the tests: a stand-in), src/client/shell/entry-server.tsx by default. */
    entry?: string;
    /** For the tests: Vite's cache elsewhere, quiet, no file watcher (`watch: null`). */
    vite?: Pick<InlineConfig, 'cacheDir' | 'logLevel'> & { watch?: null };
  },
): Promise<DevServer> {
  const server = http.createServer(SERVER_OPTIONS);
  const { cacheDir, logLevel, watch } = opts.vite ?? {};
  const vite = await createVite({
    configFile: path.join(ROOT, 'vite.config.ts'),
    // Loaded by Vite's module runner, not by Node: Node's --watch (scripts/dev.mjs) then sees
    // only the server's own modules (the default loader's temporary file would restart it).
    configLoader: 'runner',
    root: CLIENT,
    appType: 'custom',
    clearScreen: false,
    server: {
      middlewareMode: true,
      ws: { server },
      fs: { allow: SERVABLE },
      ...(watch === null && { watch }),
    },
    plugins: [developmentOnly],
    cacheDir,
    logLevel,
  });
  const indexFile = path.join(CLIENT, 'index.html');
  servePages(app, {
    // Read on each request: an edit of index.html shows on the next page. Its addresses are made
    // absolute (./shell/main.tsx is /shell/main.tsx on /orders/abc too).
    template: async (url) =>
      vite.transformIndexHtml(
        '/index.html',
        await fs.promises.readFile(indexFile, 'utf8'),
        new URL(url).pathname,
      ),
    policy: (html, c) => {
      const host = c.req.header('host') ?? '';
      return developmentPagePolicy(inlineScriptHashes(html), HOST.test(host) ? `ws://${host}` : undefined);
    },
    renderer: sourceRenderer(vite, app, opts.entry ?? '/shell/entry-server.tsx'),
    logger: opts.logger,
  });
  const answer = getRequestListener(app.fetch, { hostname: opts.hostname });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (APP_ONLY.test(req.url ?? '/')) return void answer(req, res);
    // What Vite does not serve (a page, a missing file) goes to the app.
    vite.middlewares(req, res, () => void answer(req, res));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port, opts.hostname, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await vite.close();
    throw e;
  }
  return { server, vite, port: (server.address() as AddressInfo).port, close: () => vite.close() };
}
