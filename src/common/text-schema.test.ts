import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './text';
import { typedText } from './text-schema';

/** Every embedding, override and isolate control: LRE RLE PDF LRO RLO, LRI RLI FSI PDI. */
const BIDI = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';

describe('bidirectional controls in typed text', () => {
  it('are removed; the marks Arabic text needs (LRM, RLM, ALM) and the joiners stay', () => {
    expect(stripBidiControls(`a${BIDI}b`)).toBe('ab');
    expect(stripBidiControls('\u202Egnp.exe')).toBe('gnp.exe');
    expect(stripBidiControls('عصير \u200E+10\u200F \u061C x\u200Dy')).toBe(
      'عصير \u200E+10\u200F \u061C x\u200Dy',
    );
  });

  it('are dropped before trimming and the length check', () => {
    expect(typedText().trim().max(3).parse(` \u202E${BIDI}abc\u2069 `)).toBe('abc');
  });
});
