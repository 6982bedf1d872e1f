import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './scripts-after-paint';

describe('scriptsAfterPaint', () => {
  it("turns Vite's entry and its preloads into links that fetch nothing until the page has painted", () => {
    const built = [
      '<script>inline()</script>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    ].join('\n');
    const out = scriptsAfterPaint(built);
    expect(out).toBe(
      [
        '<script>inline()</script>',
        '<link rel="modulepreload" crossorigin data-entry data-href="/assets/index-1.js">',
        '<link rel="modulepreload" crossorigin data-href="/assets/react-2.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-3.css">',
      ].join('\n'),
    );
    // Nothing is left for the parser to fetch on its own.
    expect(out).not.toMatch(/<script[^>]*\bsrc=/);
    expect(out).not.toMatch(/rel="modulepreload"[^>]*\shref=/);
  });
});
