import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', HOST: '0.0.0.0', TEST_HOOKS: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('fails with a message naming each bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OPENING_HOURS: '9-5' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must be a postgres:\/\/[\s\S]*OPENING_HOURS: must look like 09:00-24:00/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', PUBLIC_URL: '' }).PORT).toBe(3000);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadEnv({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together/,
    );
    expect(() => loadEnv({ ADMIN_PASSWORD: 'a-long-password' })).toThrow(/ADMIN_EMAIL:/);
    expect(loadEnv({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a-long-password' }).ADMIN_EMAIL).toBe(
      'boss@example.com',
    );
  });

  it('refuses a weak ADMIN_PASSWORD before anything starts (the staff password rule)', () => {
    const owner = (ADMIN_PASSWORD: string) => () =>
      loadEnv({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD });
    expect(owner('password1234')).toThrow(/ADMIN_PASSWORD: is too easy to guess/);
    expect(owner('12345678')).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(owner(' '.repeat(14))).toThrow(/ADMIN_PASSWORD: must not be empty/);
    expect(owner(`pw${'\u200b'.repeat(12)}`)).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(owner('boss@example.com')).toThrow(/ADMIN_PASSWORD: is too easy to guess/);
    expect(owner('Tamarind-Mango-Sunrise')().ADMIN_PASSWORD).toBe('Tamarind-Mango-Sunrise');
  });

  it('reads TRUST_PROXY as a count of trusted proxies', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must be the number of trusted proxies/,
    );
  });
});
