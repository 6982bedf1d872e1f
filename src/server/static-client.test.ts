import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsTxt } from '@/common/paths';
import type { PageRenderer } from './page-renderer';
import { serveClient } from './static-client';
import { createTestServer, type TestServer } from './testing/server-test-kit';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const INLINE = "document.documentElement.lang = 'ar';";
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/** A dist/client as `npm run build` leaves it: index.html with an inline script, assets, Vite's manifest. */
function builtClient() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-dist-'));
  const write = (p: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    fs.writeFileSync(path.join(dir, p), body);
  };
  write(
    'index.html',
    `<!doctype html><html lang="ar" dir="rtl"><head><script>${INLINE}</script><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root">\n      <!--app-->\n      <div class="shell"></div>\n      <!--/app-->\n    </div></body></html>`,
  );
  write('assets/index-abc.js', 'console.log(1);');
  write('assets/index-abc.js.map', '{"version":3}');
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_form.js': { file: 'assets/form-2.js', imports: ['_react.js'] },
      'shell/app/routes/contact.tsx': {
        file: 'assets/contact-3.js',
        imports: ['_react.js', '_form.js', 'index.html'],
      },
      'shell/app/routes/not-found.tsx': { file: 'assets/not-found-4.js', imports: ['index.html'] },
      'locales/start-ar.ts': { file: 'assets/start-ar-5.js' },
      'locales/start-en.ts': { file: 'assets/start-en-6.js' },
      'locales/ar/contact.json': { file: 'assets/contact-ar-7.js' },
      'locales/en/contact.json': { file: 'assets/contact-en-8.js' },
    }),
  );
  write('.env', 'SECRET=1');
  write('stats.html', '<html></html>');
  write('icon.txt', 'a public file');
  fs.copyFileSync(path.join(PUBLIC, 'manifest.webmanifest'), path.join(dir, 'manifest.webmanifest'));
  return dir;
}

/**
 * Stands in for the server-side bundle: says what it was asked, fails for /broken, leaves the back
 * office to the browser, and names the page's chunk and status as the route table does
 * (src/client/shell/app/routes.test.ts checks the table itself).
 */
const renderer: PageRenderer = {
  render(url, locale, request) {
    const { pathname } = new URL(url);
    if (pathname === '/broken') return Promise.reject(new Error('render failed'));
    if (pathname.startsWith('/admin')) return Promise.resolve(null);
    const known =
      ['/', '/menu', '/about', '/contact', '/profile'].includes(pathname) || pathname.startsWith('/orders/');
    return Promise.resolve({
      html: `<main data-url="${pathname}" data-locale="${locale}" data-cookie="${request?.cookie ?? ''}">page</main>`,
      head: '<title>A page</title>',
      state: { note: '</script><script>alert(1)</script>' },
      status: known ? 200 : 404,
      chunk:
        pathname === '/contact'
          ? 'shell/app/routes/contact.tsx'
          : known
            ? undefined
            : 'shell/app/routes/not-found.tsx',
      texts: pathname === '/contact' ? ['contact'] : undefined,
      complete: true,
    });
  },
};

let server: TestServer;
let dist: string;
beforeAll(async () => {
  server = await createTestServer();
  dist = builtClient();
  serveClient(server.app, dist, { renderer });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const scriptSrc = (res: Response) =>
  res.headers
    .get('content-security-policy')
    ?.split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src'));

describe('the built front end', () => {
  it('pages allow their inline script by its hash, never by unsafe-inline', async () => {
    for (const p of ['/', '/menu', '/profile', '/index.html']) {
      const res = await server.request(p);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toMatch(/^text\/html/);
      expect(scriptSrc(res), p).toBe(`script-src 'self' ${sha(INLINE)}`);
      // The whole policy, as it was before the development server shared this code: nothing of
      // development's (its socket, its worker) reaches production.
      expect(res.headers.get('content-security-policy'), p).toBe(
        `default-src 'self'; script-src 'self' ${sha(INLINE)}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`,
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('assets and public files are served, with the headers', async () => {
    const js = await server.request('/assets/index-abc.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(scriptSrc(js)).toBe("script-src 'self'");
    expect((await server.request('/icon.txt')).status).toBe(200);
  });

  it('robots.txt is written from the path table (no file of the build)', async () => {
    const res = await server.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toBe(robotsTxt());
  });

  it('the web app manifest is served as one, and parses', async () => {
    const res = await server.request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect((await res.json()) as unknown).toMatchObject({ start_url: '/', display: 'standalone' });
  });

  it('build artefacts that are neither pages nor assets are not served', async () => {
    for (const p of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/.vite/',
      '/.env',
      '/assets/index-abc.js.map',
      '/stats.html',
      '/assets/%E0%A4%A',
    ]) {
      const res = await server.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('index-abc');
    }
  });

  it('a file that is not there is a 404, never an error: a missing chunk (an old tab after a deploy), a stray name', async () => {
    for (const p of ['/assets/not-a-real-chunk.js', '/not-a-file.txt', '/assets/old-style.css']) {
      const res = await server.request(p);
      expect(res.status, p).toBe(404);
    }
  });

  it('a form sent to a page before the page was hydrated shows the page again, reading nothing of it', async () => {
    const res = await server.request('/login?from=checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=salem%40example.com&password=secret-pass',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login?from=checkout');
    expect(await res.text()).not.toContain('secret-pass');
    // Always back to this site: a path starting with two slashes is no address of another one.
    for (const path of ['//evil.example/login', '/\\evil.example/login']) {
      const away = await server.request(path, { method: 'POST' });
      expect(away.status).toBe(303);
      expect(away.headers.get('location')).toBe('/evil.example/login');
    }
    // The API and the media keep their own answers.
    expect((await server.request('/api/no-such-thing', { method: 'POST' })).status).toBe(404);
    expect((await server.request('/media/x.webp', { method: 'POST' })).status).toBe(404);
  });

  it("storefront pages arrive rendered, in the language of the visitor's cookie (Arabic without one)", async () => {
    const ar = await server.request('/menu?q=mango');
    const html = await ar.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(
      '<div id="root"><main data-url="/menu" data-locale="ar" data-cookie="">page</main></div>',
    );
    expect(html).toContain(
      '<title>A page</title><link rel="modulepreload" crossorigin data-href="/assets/start-ar-5.js"></head>',
    );
    expect(html).not.toContain('class="shell"');
    expect(ar.headers.get('vary')).toMatch(/cookie/i);
    // Drawn for this visitor: a shared cache must not keep it.
    expect(ar.headers.get('cache-control')).toBe('private, no-cache');

    const en = await (
      await server.request('/about', { headers: { Cookie: 'lang=en; cart_lines=2' } })
    ).text();
    expect(en).toContain('<html lang="en" dir="ltr">');
    expect(en).toContain('data-locale="en"');
    // The render sees the request's cookies (at checkout: the session and the cart's size).
    expect(en).toContain('data-cookie="lang=en; cart_lines=2"');
    // Anything else in the cookie is no language: Arabic.
    expect(await (await server.request('/about', { headers: { Cookie: 'lang=fr' } })).text()).toContain(
      'data-locale="ar"',
    );
  });

  it('the data handed to the browser cannot close its element or inject markup', async () => {
    const html = await (await server.request('/')).text();
    const state = /<script type="application\/json" id="app-state">([^<]*)<\/script>/.exec(html);
    expect(state).not.toBeNull();
    expect(JSON.parse(state![1]!)).toEqual({ note: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert(1)');
  });

  it("a page names its language's texts, its own chunks and its own texts in its language in the head (never the main bundle's), so they load beside it", async () => {
    const preloads = async (p: string, lang = 'ar') =>
      [
        ...(await (await server.request(p, { headers: { Cookie: `lang=${lang}` } })).text()).matchAll(
          /<link rel="modulepreload" crossorigin data-href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/contact')).toEqual([
      '/assets/start-ar-5.js',
      '/assets/contact-3.js',
      '/assets/form-2.js',
      '/assets/contact-ar-7.js',
    ]);
    expect(await preloads('/contact', 'en')).toEqual([
      '/assets/start-en-6.js',
      '/assets/contact-3.js',
      '/assets/form-2.js',
      '/assets/contact-en-8.js',
    ]);
    expect(await preloads('/no-such-page')).toEqual(['/assets/start-ar-5.js', '/assets/not-found-4.js']);
    // The not-found page is rendered as a page, with the status that says it is one.
    expect((await server.request('/no-such-page')).status).toBe(404);
    for (const p of ['/', '/menu', '/contact', '/orders/abc'])
      expect((await server.request(p)).status, p).toBe(200);
    // Pages in the main bundle, and the back office (the browser draws it): the texts only.
    for (const p of ['/', '/menu', '/admin/orders']) {
      expect(await preloads(p), p).toEqual(['/assets/start-ar-5.js']);
      expect(await preloads(p, 'en'), p).toEqual(['/assets/start-en-6.js']);
    }
  });

  it("the back office, and a page whose render fails, are left to the browser, in the visitor's language", async () => {
    for (const p of ['/admin', '/admin/orders', '/broken']) {
      const html = await (await server.request(p, { headers: { Cookie: 'lang=en' } })).text();
      expect(html, p).toContain('<html lang="en" dir="ltr">');
      expect(html, p).toContain('<div class="shell"></div>');
      expect(html, p).not.toContain('id="app-state"');
    }
  });
});

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

describe('installing the storefront on a phone', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Manifest;
  const html = fs.readFileSync(path.resolve(PUBLIC, '../src/client/index.html'), 'utf8');
  const css = fs.readFileSync(path.resolve(PUBLIC, '../src/client/index.css'), 'utf8');
  const size = async (file: string) => {
    const { width, height, format } = await sharp(path.join(PUBLIC, file)).metadata();
    return { size: `${width}x${height}`, format };
  };

  it('the manifest names the shop in Arabic, right to left, full screen from the home page, in brand colours', () => {
    expect(manifest).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/', display: 'standalone' });
    expect(manifest.short_name).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(manifest.name).toContain(manifest.short_name);
    // Colours from the palette in index.css (brand-800) and the page background (stone-50).
    expect(css).toContain(`--color-brand-800: ${manifest.theme_color};`);
    expect(manifest.background_color).toBe('#fafaf9');
  });

  it('every icon the manifest lists exists with its stated size, a maskable one included', async () => {
    for (const icon of manifest.icons) {
      expect(await size(icon.src.slice(1)), icon.src).toEqual({ size: icon.sizes, format: 'png' });
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    expect(await size('apple-touch-icon.png')).toEqual({ size: '180x180', format: 'png' });
  });

  it('the page links the manifest, the icons and the theme colour', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(html).toContain(`<meta name="apple-mobile-web-app-title" content="${manifest.short_name}" />`);
    expect(html).toContain('<meta name="mobile-web-app-capable" content="yes" />');
  });
});
