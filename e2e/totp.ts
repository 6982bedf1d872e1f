import { createHmac } from 'node:crypto';

/** RFC 4648 base32 (the `secret=` of an otpauth:// URI) to bytes; spaces and padding ignored. */
export function base32ToBytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const clean = secret.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error(`Not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * The 6-digit TOTP code (RFC 6238: HMAC-SHA1, 30-second steps) an authenticator app would show
 * for this base32 secret, `stepOffset` steps from now: computed independently of the server.
 */
export function totp(secret: string, { at = Date.now(), stepOffset = 0 } = {}): string {
  const counter = Math.floor(at / 30_000) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32ToBytes(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

/** The secret of an otpauth:// URI (what the QR code holds). */
export const secretOfUri = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/**
 * Waits, when fewer than `marginMs` are left in the current 30-second step, for the next one: a
 * code computed as "the previous step's" stays within the server's window (one step either side)
 * until it is checked, instead of turning two steps old when the step changes on the way (CI saw
 * "Two-factor authentication is on" missing once for this).
 */
export async function awayFromStepEdge(marginMs = 5_000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 100));
}
