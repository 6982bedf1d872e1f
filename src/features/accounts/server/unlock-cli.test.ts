import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { securityEvents, twoFactors, verifications } from '@/server/db/schema';
import { loadEnv } from '@/server/env';
import { createLogger } from '@/server/lib/logger';
import { startServices } from '@/server/shell/start';
import { compiledEntry } from '@/server/testing/compiled-entries-test-kit';
import { createUserWithRole } from '@/features/staff/server';
import { unlockIdentifier } from './sign-in-limits';

const run = promisify(execFile);
const cli = (dataDir: string, args: string[]) => {
  const child = run(process.execPath, [compiledEntry('admin'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  child.child.stdin!.end();
  return child;
};
const open = (dataDir: string) =>
  startServices(
    loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    createLogger('silent'),
    { seed: false },
  );

it('npm run admin -- unlock EMAIL clears the stored two-factor lock and marks the account unlocked for the servers', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-cli-'));
  try {
    let services = await open(dataDir);
    let userId: string;
    try {
      userId = await createUserWithRole(services.auth, {
        email: 'boss@example.com',
        name: 'Boss',
        password: 'a-long-owner-pass',
        role: 'owner',
        emailVerified: true,
      });
      // A lock better-auth's two-factor plugin stored before its account-wide lock was turned off.
      await services.database.db.insert(twoFactors).values({
        id: 'tf-1',
        secret: 'x',
        backupCodes: 'x',
        userId,
        failedVerificationCount: 10,
        lockedUntil: new Date(Date.now() + 15 * 60_000),
      });
    } finally {
      await services.close();
    }

    const { stdout } = await cli(dataDir, ['unlock', 'Boss@Example.com']);
    expect(stdout).toContain('Unlocked boss@example.com (owner)');
    expect(stdout).toContain('two-factor lock was cleared');
    await expect(cli(dataDir, ['unlock', 'nobody@example.com'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account'),
    });
    await expect(cli(dataDir, ['unlock'])).rejects.toMatchObject({ code: 2 });

    services = await open(dataDir);
    try {
      const db = services.database.db;
      expect(
        await db
          .select({ n: twoFactors.failedVerificationCount, until: twoFactors.lockedUntil })
          .from(twoFactors)
          .where(eq(twoFactors.userId, userId)),
      ).toEqual([{ n: 0, until: null }]);
      const markers = await db
        .select()
        .from(verifications)
        .where(eq(verifications.identifier, unlockIdentifier('boss@example.com')));
      expect(markers).toHaveLength(1);
      expect(markers[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
      // The security log says it was done, and to whom.
      expect(
        await db
          .select({ kind: securityEvents.kind, email: securityEvents.email, details: securityEvents.details })
          .from(securityEvents)
          .where(eq(securityEvents.userId, userId)),
      ).toEqual([
        {
          kind: 'account_unlocked',
          email: 'boss@example.com',
          details: { via: 'cli', twoFactorLockCleared: true },
        },
      ]);
    } finally {
      await services.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
