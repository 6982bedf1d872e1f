import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for';
import { ensureDebianTools, wrkWithCpu } from './wrk';

/**
 * The ceiling of one Node process: node:http answering each address with the app's bytes and
 * headers from memory (ANSWERS_FILE: [path, headers, base64 body][]), no framework.
 */
const BARE_NODE = `
const answers = new Map(JSON.parse(require('node:fs').readFileSync(process.env.ANSWERS_FILE, 'utf8'))
  .map(([p, headers, body]) => [p, { headers, body: Buffer.from(body, 'base64') }]));
const server = require('node:http').createServer((req, res) => {
  const a = answers.get(req.url);
  if (!a) { res.writeHead(404); return res.end(); }
  res.writeHead(200, a.headers);
  res.end(a.body);
});
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), '127.0.0.1');
`;

/** The addresses compared, each asked for as a browser asks (gzip accepted). */
const PATHS = ['/api/catalog/menu', '/robots.txt', '/api/health'];
/** Headers of the transport, not of the answer: nginx writes its own. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The exact bytes and headers the app answers (fetch() would decompress them). */
function rawGet(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const quote = (v: string) => `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * An nginx location answering `answer` from a file: the same body bytes and the same headers
 * (nginx adds its own Server, Last-Modified and Accept-Ranges).
 */
function location(urlPath: string, file: string, answer: Answer) {
  const lines = [
    `location = ${urlPath} {`,
    `  default_type ${quote(String(answer.headers['content-type']))};`,
  ];
  lines.push('  etag off;');
  for (const [name, value] of Object.entries(answer.headers)) {
    if (TRANSPORT.has(name) || name === 'content-type') continue;
    for (const v of Array.isArray(value) ? value : [value])
      lines.push(`  add_header ${name} ${quote(String(v))} always;`);
  }
  lines.push(`  alias ${file};`, '}');
  return lines.join('\n');
}

function nginxConfig(dir: string, port: number, workers: string, locations: string[]) {
  return `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  types {}
  access_log off;
  server_tokens off;
  keepalive_requests 1000000;
  keepalive_timeout 65s;
  client_body_temp_path ${dir}/tmp-body;
  proxy_temp_path ${dir}/tmp-proxy;
  fastcgi_temp_path ${dir}/tmp-fastcgi;
  uwsgi_temp_path ${dir}/tmp-uwsgi;
  scgi_temp_path ${dir}/tmp-scgi;
  server {
    listen 127.0.0.1:${port};
${locations.join('\n').replace(/^/gm, '    ')}
  }
}
`;
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/**
 * Requests per second of the app (one Node process) and of nginx from Debian serving the same
 * bytes with the same headers from files, in the same run, `wrk` with 50 connections: the public
 * menu (gzip), a static file and the health check. nginx runs BENCH_NGINX_WORKERS workers (1 by
 * default: one core, as the one Node process; `auto` for one per core).
 */
export async function menuVsNginx() {
  ensureDebianTools();
  const appPort = 3200;
  const nginxPort = 3201;
  const barePort = 3202;
  const workers = process.env.BENCH_NGINX_WORKERS ?? '1';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-bench-nginx-'));
  // nginx's workers run as nobody: they must read the files.
  fs.chmodSync(dir, 0o755);
  const app = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'inherit',
  });
  let nginx: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${appPort}/api/health`);
    const locations: string[] = [];
    const answers: [string, Record<string, unknown>, string][] = [];
    for (const [i, p] of PATHS.entries()) {
      const answer = await rawGet(`http://127.0.0.1:${appPort}${p}`);
      if (answer.status !== 200) throw new Error(`${p} answered ${answer.status}`);
      const file = path.join(dir, `answer-${i}`);
      fs.writeFileSync(file, answer.body, { mode: 0o644 });
      locations.push(location(p, file, answer));
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => !TRANSPORT.has(k)));
      answers.push([p, headers, answer.body.toString('base64')]);
    }
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig(dir, nginxPort, workers, locations));
    nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf], { stdio: 'inherit' });
    const answersFile = path.join(dir, 'answers.json');
    fs.writeFileSync(answersFile, JSON.stringify(answers));
    bare = spawn(process.execPath, ['-e', BARE_NODE], {
      env: { ...process.env, ANSWERS_FILE: answersFile, PORT: String(barePort) },
      stdio: 'inherit',
    });
    await waitFor(`http://127.0.0.1:${nginxPort}/api/health`);
    await waitFor(`http://127.0.0.1:${barePort}/api/health`);
    for (const p of PATHS) {
      const [mine, theirs] = await Promise.all([
        rawGet(`http://127.0.0.1:${appPort}${p}`),
        rawGet(`http://127.0.0.1:${nginxPort}${p}`),
      ]);
      if (!mine.body.equals(theirs.body)) throw new Error(`nginx does not answer ${p} with the app's bytes`);
    }
    const headers = { 'Accept-Encoding': 'gzip' };
    return PATHS.map((p) => {
      const node = wrkWithCpu(`http://127.0.0.1:${appPort}${p}`, app.pid!, { headers });
      const ref = wrkWithCpu(`http://127.0.0.1:${nginxPort}${p}`, nginx!.pid!, { headers });
      const ceiling = wrkWithCpu(`http://127.0.0.1:${barePort}${p}`, bare!.pid!, { headers });
      if (node.errors + ref.errors + ceiling.errors > 0) throw new Error(`${p}: failed answers under load`);
      return { path: p, app: node, nginx: ref, bareNode: ceiling, workers };
    });
  } finally {
    if (nginx) await stop(nginx, 'SIGQUIT');
    if (bare) await stop(bare);
    await stop(app);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printMenuVsNginx(rows: Awaited<ReturnType<typeof menuVsNginx>>) {
  const w = rows[0]?.workers;
  console.log(`baseline: nginx 1.22 (Debian), ${w} worker(s), the same bytes and headers from files`);
  console.log("(µs: CPU time the server spent per request, which the machine's other work does not move)");
  type Row = (typeof rows)[number]['app'];
  const cell = (r: Row) =>
    `${r.rps.toFixed(0).padStart(6)} req/s ${r.cpuMicrosPerRequest.toFixed(0).padStart(4)} µs`;
  for (const r of rows) {
    const goal = r.path === '/api/catalog/menu' ? ' (goal ≥ 0.25x)' : '';
    console.log(
      `${r.path.padEnd(18)} app ${cell(r.app)} | nginx ${cell(r.nginx)} | app = ${(r.app.rps / r.nginx.rps).toFixed(2)}x nginx${goal}`,
    );
    console.log(
      `${''.padEnd(18)} bare node:http ${cell(r.bareNode)} = ${(r.bareNode.rps / r.nginx.rps).toFixed(2)}x nginx; the app = ${(r.app.rps / r.bareNode.rps).toFixed(2)}x bare node:http`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printMenuVsNginx(await menuVsNginx());
