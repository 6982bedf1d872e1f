import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * The secret that signs session cookies: `SESSION_SECRET` when set, otherwise one generated on
 * first start and kept in `DATA_DIR/session-secret` (readable by the owner only). For the
 * embedded database, whose data directory one process holds.
 */
export function loadOrCreateSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The session secret of a shop on a PostgreSQL server (`DATABASE_URL`): `SESSION_SECRET` when
 * set; otherwise the one kept in the database (`server_secrets`), so every process behind the
 * proxy, on any machine and with any `DATA_DIR`, signs and reads the same cookies (and decrypts
 * the same two-factor secrets). The first process to start stores it: the one already in its
 * `DATA_DIR/session-secret` when there is one (sessions made before survive), else a new one. Of
 * processes starting at once, one insert wins and all read the winner's.
 */
export async function loadOrCreateSharedSecret(
  db: Db,
  dataDir: string,
  configured?: string,
): Promise<string> {
  if (configured) return configured;
  const stored = async () =>
    (
      await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, NAME))
    )[0]?.value;
  const existing = await stored();
  if (existing) return existing;
  const file = path.join(dataDir, 'session-secret');
  const kept = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  const value = kept.length >= 32 ? kept : randomBytes(48).toString('base64url');
  await db.insert(serverSecrets).values({ name: NAME, value }).onConflictDoNothing();
  return (await stored())!;
}

const NAME = 'session';
