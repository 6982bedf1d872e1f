import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { E2E_DATA_DIR } from './env';

/** One e-mail the server wrote to its outbox (no SMTP in the e2e runs). */
export interface Mail {
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message (HTML hrefs and plain-text URLs), first seen first. */
  links: string[];
  /** When the file was written (ms since the epoch). */
  writtenAt: number;
}

const outboxDir = () => path.resolve(E2E_DATA_DIR, 'outbox');

async function parse(file: string, writtenAt: number): Promise<Mail> {
  const parsed = await simpleParser(await fs.readFile(file));
  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  const bare = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  return { subject: parsed.subject ?? '', text, html, links: [...new Set([...hrefs, ...bare])], writtenAt };
}

/**
 * The newest e-mail to `address` in `${E2E_DATA_DIR}/outbox/*.eml`, polling until one arrives.
 * `since` (ms since the epoch) ignores older messages, e.g. to wait for a resent link;
 * `match` picks the kind of message (a receipt and a verification can arrive together).
 */
export async function latestMailTo(
  address: string,
  opts: { timeoutMs?: number; since?: number; match?: (mail: Mail) => boolean } = {},
): Promise<Mail> {
  const { timeoutMs = 10_000, since = 0, match = () => true } = opts;
  const needle = address.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await fs.readdir(outboxDir()).catch(() => [] as string[]);
    // File names start with an ISO timestamp: newest first.
    for (const name of names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse()) {
      const file = path.join(outboxDir(), name);
      const { mtimeMs } = await fs.stat(file);
      if (mtimeMs < since) continue;
      const head = (await fs.readFile(file, 'utf8')).split(/\r?\n\r?\n/, 1)[0]!.toLowerCase();
      if (!/^to:.*$/m.test(head) || !head.match(/^to:.*$/m)![0].includes(needle)) continue;
      const mail = await parse(file, mtimeMs);
      if (match(mail)) return mail;
    }
    if (Date.now() > deadline)
      throw new Error(`no e-mail to ${address} in ${outboxDir()} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
