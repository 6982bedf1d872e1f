import { describe, expect, it } from 'vitest';
import { noLinks } from './no-links';

const WJ = '\u2060';
/** What a mail program's linkifier would take for a link or an address. */
const LINKABLE = /(https?:\/\/|www\.)[\p{L}\p{N}]|[\p{L}\p{N}]\.[\p{L}]{2,}|@[\p{L}\p{N}]/u;

describe('customer text in e-mails', () => {
  it('breaks every run a mail program would link, and reads the same', () => {
    for (const text of [
      'www.evil.example',
      'evil.com/claim',
      'http://evil.example/x',
      'HTTPS://evil.example',
      'win at evil.co.uk now',
      'mail me: a@b.ae',
      'ftp://x',
      'فوز.كوم',
    ]) {
      const safe = noLinks(text);
      expect(safe, text).not.toMatch(LINKABLE);
      expect(safe.replaceAll(WJ, '')).toBe(text);
    }
    expect(noLinks('http://x.ae')).toBe(`http:${WJ}//x.${WJ}ae`);
  });

  it('leaves ordinary words, times and prices alone', () => {
    for (const text of ['Hamdan Al Ketbi', 'less ice. thanks', 'at 10:30', 'AED 12.50', 'مريم'])
      expect(noLinks(text), text).toBe(text.includes('12.50') ? `AED 12.${WJ}50` : text);
  });
});
