import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { simpleParser } from 'mailparser';
import { CART_LINES_COOKIE } from '../src/common/hint-cookies';
import { buildBareReact } from './js-weight';
import { waitFor } from './wait-for';
import { ensureDebianPackages } from '../scripts/debian-packages.mjs';

/**
 * Lighthouse (mobile, its default simulated slow 4G and 4× slower CPU) on the storefront pages the
 * issue names, in both languages, against a baseline measured in the same run: the smallest React
 * 19 app, served from memory by node:http. The app runs as `npm start` runs it (the built front
 * end, server-rendered pages) on a fresh embedded database with the seeded menu; /checkout is
 * measured with two products in the cart, as a customer arrives there.
 */

export const LH_PAGES = ['/', '/menu', '/checkout', '/contact', '/about', '/login', '/signup'] as const;
/**
 * A customer's own pages, measured after the issue's six (not part of its targets, reported
 * beside them): an order's page, as a guest opens it from the receipt, "forgot password" (the reset
 * page without a link), and the profile and "your data" page, signed in.
 */
export const LH_OWN_PAGES = ['/orders/:id', '/reset-password', '/profile', '/profile/data'] as const;
export const LH_LANGS = ['ar', 'en'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LhResult {
  page: string;
  lang: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /**
   * From the run's own trace (not simulated), after the first contentful paint: the main thread's
   * blocking time by clock and by processor time, and the frames the browser drew (Lighthouse keeps
   * a screenshot of each: a page that animates while it starts has the machine draw sixty a second).
   */
  afterPaint: { clockMs: number; cpuMs: number; frames: number };
}

const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The blocking time of the page's main thread after its first contentful paint, as Lighthouse
 * counts it (each task's excess over 50 ms at its 4× slower processor), by the clock and by the
 * processor time the thread really had. Lighthouse's simulation counts the clock: on a machine
 * whose cores Chromium's other processes hold, a task that computed for 2 ms can last 40 ms. The
 * difference between the two is that machine, not the page.
 */
export function blockingAfterPaint(events: TraceEvent[]): LhResult['afterPaint'] {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return { clockMs: NaN, cpuMs: NaN, frames: NaN };
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain',
  );
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === fcp.pid && e.tid === main?.tid && e.ts >= fcp.ts,
  );
  const blocking = (ms: number) => Math.max(0, ms * 4 - 50);
  return {
    clockMs: tasks.reduce((sum, t) => sum + blocking((t.dur ?? 0) / 1000), 0),
    cpuMs: tasks.reduce((sum, t) => sum + blocking((t.tdur ?? t.dur ?? 0) / 1000), 0),
    frames: events.filter((e) => e.name === 'Screenshot' && e.ts >= fcp.ts).length,
  };
}
/** Only these pages (comma-separated, e.g. `/checkout,/login`), for looking into one page. */
const ONLY = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
/** A folder to keep each run's full Lighthouse report (JSON) and trace in, to see where the time goes. */
const REPORTS = process.env.BENCH_LH_REPORTS;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium (the whole browser: Lighthouse drives it), installed when missing. */
function chrome() {
  if (!process.env.CHROME_PATH)
    ensureDebianPackages({ [CHROME]: 'chromium' }, 'Lighthouse and the JavaScript weights');
  return CHROME;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The baseline page (the bare React app of js-weight.ts), served gzipped from memory. */
async function serveBareReact(port: number): Promise<http.Server> {
  const { root, dist } = await buildBareReact();
  const files = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const f of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, f.name);
      if (f.isDirectory()) walk(p);
      else files.set('/' + path.relative(dist, p), gzipSync(fs.readFileSync(p)));
    }
  };
  walk(dist);
  fs.rmSync(root, { recursive: true, force: true });
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0]!;
    const body = files.get(url === '/' ? '/index.html' : url);
    if (!body) return res.writeHead(404).end();
    const type = url.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8';
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'gzip',
      'Cache-Control': url.startsWith('/assets/') ? 'max-age=31536000' : 'no-cache',
    });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return server;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Runs Lighthouse `RUNS` times on each address and keeps, per address, the run with the median
 * performance score (Lighthouse's own advice for a noisy machine).
 */
/** The app as `npm start` runs it (the built front end in dist/client), on a fresh embedded database. */
export async function startApp(): Promise<{ origin: string; dataDir: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-app-'));
  const app: ChildProcess = spawn(process.execPath, ['dist/server/index.js'], {
    // Open all day: the pages look the same at any hour the bench runs.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OPENING_HOURS: '00:00-24:00',
    },
    stdio: 'inherit',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/catalog/menu`, 90_000);
  return {
    origin,
    dataDir,
    stop: async () => {
      app.kill('SIGTERM');
      await new Promise((r) => app.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a page's JavaScript came to: gzip bytes, and how many files, until idle and with idle's. */
interface LoadedJs {
  firstScreen: number;
  total: number;
  files: number;
  filesTotal: number;
}

/**
 * The JavaScript a visitor's browser downloads on `paths` (phone-sized window), as gzip -9 bytes of
 * each file: `firstScreen`, what is requested until the network first goes quiet (what the page
 * needs to draw and start: its scripts wait for the first paint, decision 082, so they may come
 * after the load event); `total`, also what is fetched later when the browser is idle (the
 * toaster, the cart drawer, the size sheet), until six seconds after that; and how many files each
 * is (each a request, and tasks of the page's main thread as it arrives: decision 089).
 */
export async function loadedJsBytes(
  origin: string,
  paths: string[],
  distDir = 'dist/client',
): Promise<Record<string, LoadedJs>> {
  const browser = await chromium.launch({ executablePath: chrome() });
  const bytes = (files: Iterable<string>) =>
    [...files].reduce(
      (sum, f) => sum + gzipSync(fs.readFileSync(path.join(distDir, f)), { level: 9 }).length,
      0,
    );
  try {
    const out: Record<string, LoadedJs> = {};
    for (const p of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const files = new Set<string>();
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.pathname.endsWith('.js')) files.add(u.pathname);
      });
      await page.goto(origin + p, { waitUntil: 'networkidle' });
      const firstScreen = bytes(files);
      const firstFiles = files.size;
      // The toaster comes a few seconds after load (store-toaster.tsx), then the network goes quiet again.
      await page.waitForTimeout(6000);
      await page.waitForLoadState('networkidle');
      out[p] = { firstScreen, total: bytes(files), files: firstFiles, filesTotal: files.size };
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** A guest's order of the cart's lines, placed through the API as checkout does: its page's path. */
async function placeOrder(
  origin: string,
  cart: { id: string; size: string; quantity: number }[],
): Promise<string> {
  const res = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      name: 'Bench Guest',
      email: `bench-${randomUUID()}@example.com`,
      plate: { emirate: 'abu_dhabi', code: '5', number: '12345' },
      paymentMethod: 'card',
      lines: cart.map((l) => ({ productId: l.id, size: l.size, quantity: l.quantity })),
    }),
  });
  if (res.status !== 201) throw new Error(`placing the bench's order: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { trackingPath: string }).trackingPath;
}

/**
 * A customer's session: an account made through the API, its e-mail confirmed through the link
 * in the local outbox, then signed in. The session cookie, for the browser.
 */
async function signedInCookies(origin: string, dataDir: string) {
  const email = `bench-${randomUUID()}@example.com`;
  const password = 'bench-password-1';
  const post = (p: string, body: unknown) =>
    fetch(origin + p, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(body),
    });
  const signup = await post('/api/account/signup', {
    name: 'Bench Customer',
    email,
    password,
    confirmPassword: password,
  });
  if (signup.status !== 201) throw new Error(`bench signup: ${signup.status} ${await signup.text()}`);
  let link: string | undefined;
  for (let i = 0; i < 100 && !link; i++) {
    const outbox = path.join(dataDir, 'outbox');
    for (const f of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, f)));
      const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
      const found = /https?:\/\/\S*\/api\/auth\/verify-email\S*/.exec(mail.text ?? '')?.[0];
      if (to.includes(email) && found) link = found;
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('bench signup: no verification e-mail in the outbox');
  const verifyUrl = new URL(link);
  await fetch(origin + verifyUrl.pathname + verifyUrl.search, { redirect: 'manual' });
  const login = await post('/api/account/login', { email, password });
  if (!login.ok) throw new Error(`bench login: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie().map((c) => {
    const [pair] = c.split(';');
    const at = pair!.indexOf('=');
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1), url: origin };
  });
}

/**
 * How the visitor arrives (issue 40). `cold`: a first visit, Lighthouse's default storage reset
 * before each run (the HTTP cache, service workers and cache storage cleared; cookies and local
 * storage kept, so the English pages are English and /checkout has its cart): nothing of the shop
 * is cached.
 * `warm`: a repeat visit in one persistent profile, Lighthouse told not to reset it, so every run
 * after the first finds the scripts, fonts and pictures cached (and the cart on /checkout).
 */
export type LhVisit = 'cold' | 'warm';
export const LH_VISITS: readonly LhVisit[] = ['cold', 'warm'];

export async function lighthouseStorefront(visit: LhVisit = 'warm'): Promise<{
  visit: LhVisit;
  baseline: LhResult;
  pages: LhResult[];
  own: LhResult[];
}> {
  const barePort = await freePort();
  const debugPort = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-lh-chrome-'));
  const app = await startApp();
  const { origin } = app;
  const bare = await serveBareReact(barePort);
  // One browser profile (the default context, which Lighthouse's tab shares): the language cookie
  // and the cart are set in it; Lighthouse is told not to clear them.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chrome(),
    headless: true,
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const menu = (await (await fetch(`${origin}/api/catalog/menu`)).json()) as {
      products: {
        id: string;
        nameEn: string;
        nameAr: string;
        image: string | null;
        soldOut: boolean;
        sizes: { size: string; nameEn: string; nameAr: string; priceFils: number; soldOut: boolean }[];
      }[];
    };
    const cart = menu.products
      .filter((p) => !p.soldOut && p.sizes.some((s) => !s.soldOut))
      .slice(0, 2)
      .map((p) => {
        const s = p.sizes.find((x) => !x.soldOut)!;
        return {
          id: p.id,
          size: s.size,
          sizeNameEn: s.nameEn,
          sizeNameAr: s.nameAr,
          nameEn: p.nameEn,
          nameAr: p.nameAr,
          priceFils: s.priceFils,
          image: p.image,
          quantity: 1,
        };
      });
    const tab = browser.pages()[0] ?? (await browser.newPage());
    await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate((c) => localStorage.setItem('cart', c), JSON.stringify(cart));
    // And the cookie the app writes beside it whenever it reads the cart (request-hints): the server
    // draws checkout's summary with as many lines as it says. Without it the first run alone saw the
    // summary grow when the lines came, a visitor never does (the menu the cart was filled on wrote it).
    await browser.addCookies([{ name: CART_LINES_COOKIE, value: String(cart.length), url: origin }]);
    await tab.goto('about:blank');

    const measure = async (
      url: string,
      lang: string | null,
      label = new URL(url).pathname,
    ): Promise<LhResult> => {
      if (lang) await browser.addCookies([{ name: 'lang', value: lang, url: origin }]);
      const runs: LhResult[] = [];
      // A run Lighthouse could not finish (its runtimeError: no paint seen, a page that timed out)
      // is said and run again, at most twice per page, rather than taken into the medians as zeros.
      let failures = 0;
      // A repeat visit follows a first one: the page is visited once, unmeasured, to fill the cache.
      if (visit === 'warm') {
        await tab.goto(url, { waitUntil: 'networkidle' });
        await tab.goto('about:blank');
      }
      for (let i = 0; i < RUNS; i++) {
        const out = await lighthouse(url, {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          disableStorageReset: visit === 'warm',
        });
        const lhr = out!.lhr;
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          console.log(
            `  (${visit} ${label} ${lang ?? 'bare'}: run ${i + 1} failed, ${lhr.runtimeError?.code ?? 'no score'})`,
          );
          if (++failures > 2)
            throw new Error(`Lighthouse failed on ${label} (${lang ?? 'bare'}) three times`);
          i--;
          continue;
        }
        if (REPORTS) {
          fs.mkdirSync(REPORTS, { recursive: true });
          const slug = `${visit}-${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${lang ?? 'bare'}-${i + 1}.json`;
          fs.writeFileSync(path.join(REPORTS, slug), JSON.stringify(lhr));
          // And its trace, every process's (open it in Chromium's Performance panel, or read its tasks).
          const trace = (out!.artifacts as unknown as { Trace: unknown }).Trace;
          fs.writeFileSync(path.join(REPORTS, slug.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
        }
        const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          page: label,
          lang: lang ?? '-',
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as LhResult['scores'],
          cls: num('cumulative-layout-shift'),
          lcpMs: num('largest-contentful-paint'),
          tbtMs: num('total-blocking-time'),
          fcpMs: num('first-contentful-paint'),
          afterPaint: blockingAfterPaint(
            (out!.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents,
          ),
        });
      }
      // The median of each figure on its own (the median run by score may not have the median LCP).
      const of = (pick: (r: LhResult) => number) => median(runs.map(pick));
      return {
        page: label,
        lang: lang ?? '-',
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, of((r) => r.scores[c])])) as LhResult['scores'],
        cls: of((r) => r.cls),
        lcpMs: of((r) => r.lcpMs),
        tbtMs: of((r) => r.tbtMs),
        fcpMs: of((r) => r.fcpMs),
        afterPaint: {
          clockMs: of((r) => r.afterPaint.clockMs),
          cpuMs: of((r) => r.afterPaint.cpuMs),
          frames: of((r) => r.afterPaint.frames),
        },
      };
    };

    const baseline = await measure(`http://127.0.0.1:${barePort}/`, null);
    const pages: LhResult[] = [];
    for (const lang of LH_LANGS)
      for (const p of LH_PAGES) if (!ONLY || ONLY.includes(p)) pages.push(await measure(origin + p, lang));
    const own: LhResult[] = [];
    if (!ONLY || ONLY.includes('/orders/:id')) {
      const trackingPath = await placeOrder(origin, cart);
      for (const lang of LH_LANGS) own.push(await measure(origin + trackingPath, lang, '/orders/:id'));
    }
    if (!ONLY || ONLY.includes('/reset-password')) {
      for (const lang of LH_LANGS) own.push(await measure(origin + '/reset-password', lang));
    }
    const signedIn = (['/profile', '/profile/data'] as const).filter((p) => !ONLY || ONLY.includes(p));
    if (signedIn.length > 0) {
      // Last: the session stays in the browser profile.
      await browser.addCookies(await signedInCookies(origin, app.dataDir));
      for (const p of signedIn) for (const lang of LH_LANGS) own.push(await measure(origin + p, lang));
    }
    return { visit, baseline, pages, own };
  } finally {
    await browser.close();
    bare.close();
    await app.stop();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** The issue's targets: Lighthouse mobile ≥ 95 / 100 / 100 / 100 and CLS ≤ 0.02 on each page, both languages. */
export const LH_TARGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0.02,
} as const;

export function meetsTarget(r: LhResult): boolean {
  return CATEGORIES.every((c) => r.scores[c] >= LH_TARGET[c]) && r.cls <= LH_TARGET.cls;
}

export function printLighthouse({
  visit,
  baseline,
  pages,
  own,
}: {
  visit: LhVisit;
  baseline: LhResult;
  pages: LhResult[];
  own: LhResult[];
}) {
  const ms = (n: number) => `${(n / 1000).toFixed(1)} s`;
  const how =
    visit === 'cold'
      ? 'cold: a first visit, storage reset before each run'
      : 'warm: a repeat visit, the browser cache kept';
  console.log(
    `\n## Lighthouse mobile, storefront, ${how} (medians of ${RUNS} run${RUNS > 1 ? 's' : ''} per page)`,
  );
  console.log(
    `baseline: a bare React 19 app = performance ${baseline.scores.performance}, FCP ${ms(baseline.fcpMs)}, LCP ${ms(baseline.lcpMs)}, TBT ${baseline.tbtMs.toFixed(0)} ms`,
  );
  const row = (r: LhResult) =>
    console.log(
      `${r.page.padEnd(12)} ${r.lang.padEnd(5)} ${String(r.scores.performance).padStart(4)} (${(r.scores.performance / baseline.scores.performance).toFixed(2)}×)     ` +
        `${String(r.scores.accessibility).padStart(4)} ${String(r.scores['best-practices']).padStart(4)} ${String(r.scores.seo).padStart(4)}  ` +
        `${r.cls.toFixed(3)}  ${ms(r.fcpMs).padStart(6)}  ${ms(r.lcpMs).padStart(6)}  ${`${r.tbtMs.toFixed(0)} ms`.padStart(6)}  ${meetsTarget(r) ? 'met' : 'NOT met'}` +
        `  ${`${r.afterPaint.clockMs.toFixed(0)} / ${r.afterPaint.cpuMs.toFixed(0)} ms`.padStart(16)}` +
        `  ${String(r.afterPaint.frames).padStart(6)}`,
    );
  console.log(
    'page         lang  perf (× baseline)  a11y  bp   seo  CLS     FCP     LCP     TBT     target   after paint: clock / cpu, frames',
  );
  pages.forEach(row);
  const met = pages.filter(meetsTarget).length;
  console.log(`${met} of ${pages.length} page×language pairs meet ≥ 95/100/100/100 and CLS ≤ 0.02`);
  console.log(
    "after paint: the run's own trace, main-thread blocking after the first paint (each task ×4 − 50 ms) by the clock and by the processor time the thread had, and the frames drawn (bench/lighthouse.ts, blockingAfterPaint)",
  );
  if (own.length) {
    console.log(
      "A customer's own pages (an order's page as a guest, forgot password, the profile and your data signed in), same measure:",
    );
    own.forEach(row);
  }
}
