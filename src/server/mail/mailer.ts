import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  /** Where an answer should go (e.g. the staff member who wrote a support ticket). */
  replyTo?: string;
  text: string;
  html?: string;
}

/** A message as the outbox worker hands it over: its row id makes the send recognisable. */
export interface OutgoingMail extends MailMessage {
  /** The outbox row id: names the `.eml` file and the Message-ID, so a second send shows. */
  id?: string;
  /** When it was queued: the `.eml` file name starts with it (sortable, newest last). */
  queuedAt?: Date;
}

export interface Mailer {
  /** Sends a message; resolves with where it went (SMTP message id or outbox file). */
  send(message: OutgoingMail): Promise<string>;
  /** `smtp`, or `outbox` when messages are written to `DATA_DIR/outbox/`. */
  readonly kind: 'smtp' | 'outbox';
}

/** The domain of the sender (`Aseer <no-reply@aseer.ae>` → `aseer.ae`), for Message-IDs. */
export function messageIdDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'aseer';
}

const stampOf = (d: Date) => d.toISOString().replace(/[:.]/g, '-');

/**
 * Writes `file` whole or not at all, only if it does not exist yet (false when it did): written
 * and flushed under a temporary name first, then hard-linked into place (`link` fails on an
 * existing name, atomically), so a crash never leaves half a message under the real name.
 */
async function writeOnce(file: string, content: Buffer): Promise<boolean> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`);
  const handle = await fs.open(tmp, 'wx');
  try {
    await handle.writeFile(content);
    await handle.sync();
  } catch (err) {
    // A full disk: no empty or half-written file left behind.
    await handle.close();
    await fs.rm(tmp, { force: true });
    throw err;
  }
  await handle.close();
  try {
    await fs.link(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/**
 * Real e-mail: through SMTP when `smtpUrl` is set, otherwise rendered by nodemailer into
 * standard `.eml` files in `outboxDir` (open them with any mail program).
 *
 * Sent once: a message with an `id` is written to `<queued at>-<id>.eml` only if that file does
 * not exist; if it does, an earlier run wrote it and stopped before recording it, and it is not
 * written again. Over SMTP the Message-ID is `<id@domain>` (a receiving server or reader can
 * drop a duplicate), but a crash between the server's answer and our record sends it twice.
 * Logs never hold the recipient or the body (personal data).
 */
export function createMailer(opts: {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, outboxDir, from, logger } = opts;
  const domain = messageIdDomain(from);
  const envelope = ({ id, queuedAt: _q, ...message }: OutgoingMail) => ({
    from,
    ...message,
    ...(id ? { messageId: `<${id}@${domain}>` } : {}),
  });
  if (smtpUrl) {
    // Bounded, well under the worker's lease, so a hung server cannot outlive a claim.
    const transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail(envelope(message));
        logger.info({ outboxId: message.id, messageId: info.messageId }, 'mail sent');
        return info.messageId;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      await fs.mkdir(outboxDir, { recursive: true });
      const name = message.id
        ? `${stampOf(message.queuedAt ?? new Date(0))}-${message.id}.eml`
        : `${stampOf(new Date())}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(outboxDir, name);
      if (await writeOnce(file, info.message as Buffer)) {
        logger.info({ outboxId: message.id, file }, 'mail written to the outbox');
      } else {
        logger.warn({ outboxId: message.id, file }, 'mail was already in the outbox: not written again');
      }
      return file;
    },
  };
}
