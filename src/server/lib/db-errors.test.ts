import { expect, it } from 'vitest';
import { isUniqueViolation, isUnstorableText, unavailableReason } from './db-errors';

/** As Drizzle wraps the driver's error. */
const wrapped = (inner: object) => Object.assign(new Error('Failed query: insert …'), { cause: inner });

it('names the database going away or the disk filling, however deep the driver wrapped it', () => {
  expect(unavailableReason(wrapped({ code: '57P01', message: 'terminating connection' }))).toBe(
    'database_unreachable',
  );
  expect(unavailableReason(wrapped({ code: '08006' }))).toBe('database_unreachable');
  expect(unavailableReason({ code: '53300' })).toBe('database_unreachable');
  expect(unavailableReason(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
    'database_unreachable',
  );
  expect(unavailableReason(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(
    'database_unreachable',
  );
  expect(unavailableReason(wrapped({ code: '53100', message: 'could not extend file' }))).toBe('disk_full');
  expect(unavailableReason(new Error('ENOSPC: no space left on device, write'))).toBe('disk_full');
});

it('leaves the caller’s mistakes and our bugs alone: they are not the database’s absence', () => {
  expect(unavailableReason(wrapped({ code: '23505' }))).toBeNull();
  expect(unavailableReason(wrapped({ code: '22021' }))).toBeNull();
  expect(unavailableReason(new TypeError('x is undefined'))).toBeNull();
  expect(isUniqueViolation(wrapped({ code: '23505' }))).toBe(true);
  expect(isUnstorableText(wrapped({ code: '22021' }))).toBe(true);
  expect(isUniqueViolation(wrapped({ code: '22021' }))).toBe(false);
});
