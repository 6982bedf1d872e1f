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

export interface Mailer {
  /** Sends a message; resolves with where it went (SMTP message id or outbox file). */
  send(message: MailMessage): Promise<string>;
  /** `smtp`, or `outbox` when messages are written to `DATA_DIR/outbox/`. */
  readonly kind: 'smtp' | 'outbox';
}

/**
 * Real e-mail: through SMTP when `smtpUrl` is set, otherwise rendered by nodemailer into
 * standard `.eml` files in `outboxDir` (open them with any mail program).
 */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; logger: Logger }): Mailer {
  const { smtpUrl, outboxDir, from, logger } = opts;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
        return info.messageId;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
      return file;
    },
  };
}
