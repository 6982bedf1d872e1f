import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Secrets the owner types into the back office (the Stripe secret key and webhook secret, issue 37)
 * are stored sealed: AES-256-GCM with a key derived from `SECRETS_KEY` (the environment, never the
 * database or the data directory, so a copy of the database or a backup alone does not hold them).
 * Each sealed value names the key that sealed it and is bound to its place (`context`, e.g.
 * `payments.stripe.test.secretKey`), so a value copied into another place does not open.
 *
 * Rotation: set the new key as `SECRETS_KEY` and the old one as `SECRETS_KEY_PREVIOUS`; values
 * sealed with the old key still open (`needsReseal` says which), and are sealed again with the new
 * key; then drop `SECRETS_KEY_PREVIOUS`.
 */

const VERSION = 'v1';

/** A sealed value that cannot be opened: another key sealed it, or it was altered, or moved. */
export class SecretUnreadableError extends Error {}

export interface SecretBox {
  /** The current key's id (a hash of it, not the key). */
  keyId: string;
  seal(plain: string, context: string): string;
  /** The plain value; SecretUnreadableError when no key we hold opens it. */
  open(sealed: string, context: string): string;
  /** Sealed with the previous key: seal it again with the current one. */
  needsReseal(sealed: string): boolean;
}

interface Key {
  id: string;
  bytes: Buffer;
}

function keyOf(secret: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', secret, 'aseer', 'settings-secrets', 32));
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return { id, bytes };
}

export function secretBox(current: string, previous?: string): SecretBox {
  const keys = [keyOf(current), ...(previous ? [keyOf(previous)] : [])];
  const now = keys[0]!;
  const b64 = (b: Buffer) => b.toString('base64url');
  return {
    keyId: now.id,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', now.bytes, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, now.id, b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
    },
    open(sealed, context) {
      const [version, id, iv, tag, data] = sealed.split('.');
      const key = keys.find((k) => k.id === id);
      if (version !== VERSION || !key || !iv || !tag || data === undefined)
        throw new SecretUnreadableError(
          'a stored secret was sealed with a key this server does not have (SECRETS_KEY, SECRETS_KEY_PREVIOUS)',
        );
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SecretUnreadableError('a stored secret was altered, or moved from its place');
      }
    },
    needsReseal: (sealed) => sealed.split('.')[1] !== now.id,
  };
}

/** A secret as the screens show it: its kind and its last four characters (`sk_test_…4242`). */
export function maskSecret(secret: string): string {
  if (!secret) return '';
  const kind = /^(sk|rk|pk)_(test|live)_|^whsec_/.exec(secret)?.[0] ?? '';
  return `${kind}…${secret.slice(-4)}`;
}
