import { expect, it } from 'vitest';
import { maskSecret, SecretUnreadableError, secretBox } from './secret-box';

const KEY = 'a-long-random-key-from-the-environment-0001';
const NEXT = 'the-next-long-random-key-from-the-environment-2';
const PLACE = 'payments.stripe.test.secretKey';

it('seals so that only its key, in its place, opens it', () => {
  const box = secretBox(KEY);
  const sealed = box.seal('sk_test_51Abc4242', PLACE);
  expect(sealed).not.toContain('sk_test');
  expect(box.seal('sk_test_51Abc4242', PLACE)).not.toBe(sealed); // a fresh nonce each time
  expect(box.open(sealed, PLACE)).toBe('sk_test_51Abc4242');
  // Moved into another place (the live key's), altered, or opened with another key: refused.
  expect(() => box.open(sealed, 'payments.stripe.live.secretKey')).toThrow(SecretUnreadableError);
  const [v, id, iv, tag, data] = sealed.split('.');
  const flipped = `${data!.slice(0, -2)}${data!.endsWith('AA') ? 'AB' : 'AA'}`;
  expect(() => box.open([v, id, iv, tag, flipped].join('.'), PLACE)).toThrow(SecretUnreadableError);
  expect(() => secretBox(NEXT).open(sealed, PLACE)).toThrow(/does not have/);
});

it('a rotation: the previous key still opens, and says the value is to be sealed again', () => {
  const old = secretBox(KEY).seal('whsec_abc', PLACE);
  const rotated = secretBox(NEXT, KEY);
  expect(rotated.open(old, PLACE)).toBe('whsec_abc');
  expect(rotated.needsReseal(old)).toBe(true);
  const resealed = rotated.seal('whsec_abc', PLACE);
  expect(rotated.needsReseal(resealed)).toBe(false);
  expect(secretBox(NEXT).open(resealed, PLACE)).toBe('whsec_abc');
});

it('shows a key by its kind and last four characters', () => {
  expect(maskSecret('sk_test_51HxYzAbCd4242')).toBe('sk_test_…4242');
  expect(maskSecret('whsec_0123456789abcd')).toBe('whsec_…abcd');
  expect(maskSecret('rk_live_zz9911')).toBe('rk_live_…9911');
  expect(maskSecret('')).toBe('');
});
