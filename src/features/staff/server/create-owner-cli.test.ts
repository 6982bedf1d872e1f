import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '@/server/env';
import { createLogger } from '@/server/lib/logger';
import { startServices } from '@/server/shell/start';
import { compiledEntry } from '@/server/testing/compiled-entries-test-kit';

const run = promisify(execFile);
const cli = (dataDir: string, args: string[], input?: string) => {
  const child = run(process.execPath, [compiledEntry('admin'), ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  if (input !== undefined) child.child.stdin!.end(input);
  else child.child.stdin!.end();
  return child;
};

describe('npm run admin -- create-owner', () => {
  it('creates a verified owner with the piped password, who can then sign in; a second run changes nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-cli-'));
    try {
      const first = await cli(dataDir, ['create-owner', 'Boss@Example.com'], 'a-long-owner-pass\n');
      expect(first.stdout).toContain('Owner account created for boss@example.com.');
      expect(first.stdout).not.toContain('a-long-owner-pass');
      const again = await cli(dataDir, ['create-owner', 'boss@example.com'], '');
      expect(again.stdout).toMatch(/already the owner/);

      const services = await startServices(
        loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        createLogger('silent'),
        { seed: false },
      );
      try {
        const res = await services.app.request('/api/account/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
          body: JSON.stringify({ email: 'boss@example.com', password: 'a-long-owner-pass' }),
        });
        expect(res.status).toBe(200);
        const cookie = res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const me = await services.app.request('/api/admin/me', { headers: { Cookie: cookie } });
        expect(await me.json()).toMatchObject({ email: 'boss@example.com', role: 'owner' });
      } finally {
        await services.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('prints a one-time password when none is piped, and refuses a bad e-mail', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-cli-'));
    try {
      const { stdout } = await cli(dataDir, ['create-owner', 'owner2@example.com'], '');
      expect(stdout).toMatch(/One-time password: [\w-]{16}/);
      await expect(cli(dataDir, ['create-owner', 'not-an-email'])).rejects.toMatchObject({ code: 2 });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a weak or short password, as the staff sign-up does, and creates nobody', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aseer-cli-'));
    try {
      await expect(
        cli(dataDir, ['create-owner', 'boss@example.com'], 'password1234\n'),
      ).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringMatching(/too easy to guess/),
      });
      await expect(cli(dataDir, ['create-owner', 'boss@example.com'], 'Tq9#vLp2xZ4\n')).rejects.toMatchObject(
        {
          code: 2,
          stderr: expect.stringMatching(/at least 12 characters/),
        },
      );
      const { stdout } = await cli(dataDir, ['create-owner', 'boss@example.com'], '');
      expect(stdout).toContain('Owner account created for boss@example.com.');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
