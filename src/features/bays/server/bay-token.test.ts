import { expect, it } from 'vitest';
import { BAY_TOKEN } from '../bays.schema';
import { newBayToken } from './bay-token';

it('a bay token is 128 random bits in base64url: 22 URL-safe characters, never the same twice', () => {
  const tokens = Array.from({ length: 2000 }, newBayToken);
  for (const t of tokens) expect(t).toMatch(BAY_TOKEN);
  expect(new Set(tokens).size).toBe(tokens.length);
  expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(16);
  // Not a number a visitor could count up to, nor a name.
  expect(BAY_TOKEN.test('4')).toBe(false);
  expect(BAY_TOKEN.test('AAAAAAAAAAAAAAAAAAAA/+')).toBe(false);
});
