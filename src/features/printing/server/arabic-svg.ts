import receiptline from 'receiptline';

/** Arabic letters (and their presentation forms). */
export const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** Direction marks and embeddings: for Arabic runs only (a run without Arabic drops them). */
export const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** DejaVu (Debian's fonts-dejavu-core, see .ci/run): the mono face for the grid, the sans for Arabic. */
export const FONT_FILES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

const base = receiptline.commands.svg;
type SvgState = typeof base & {
  textAttributes: Record<string, string>;
  textPosition: number;
  textScale: number;
  textElement: string;
};

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * receiptline's SVG puts every character in its own cell, which breaks Arabic: its letters join
 * and run right to left. A run with Arabic in it is written as one right-to-left text instead,
 * ending where its cells end, so the renderer shapes it (resvg does, with the font it is given).
 */
export const arabicSvgCommand: typeof base = {
  ...base,
  /**
   * Enlarged text: receiptline sets its bottom edge on the line's bottom (`text-after-edge`), which
   * resvg does not read (it draws on the baseline), so a double-height line's descent ran into the
   * next line (the total over the payment line). Every renderer draws on the baseline here
   * (`alphabetic`, see ticketSvg), and an enlarged line is lifted by the descent it gained.
   */
  wh(this: SvgState, wh: number) {
    const out = base.wh.call(this, wh);
    const h = wh < 3 ? wh : wh - 1;
    if (h > 1)
      this.textAttributes.transform = `translate(0,-${(h - 1) * LIFT}) ${this.textAttributes.transform}`;
    return out;
  },
  /** After an enlarged line, the gap every other line has below it (receiptline leaves none there). */
  lf(this: SvgState & { lineHeight: number; svgHeight: number; spacing: boolean }) {
    const enlarged = this.lineHeight > 1;
    const out = base.lf.call(this);
    if (enlarged && this.spacing) this.svgHeight += GAP;
    return out;
  },
  text(this: SvgState, text: string, encoding) {
    if (!ARABIC.test(text)) return base.text.call(this, text.replace(BIDI_MARKS, ''), encoding);
    const width = this.measureText(text, encoding) * this.textScale;
    // Right-aligned on its cells: the run is embedded right to left (RLE … PDF) in a text whose
    // own direction stays left to right, so `end` is its right edge in every renderer (resvg
    // reads `start`/`end` as left/right, browsers by the text's direction).
    const end = Math.floor(((this.textPosition + width) * this.charWidth) / this.textScale);
    const attr = Object.entries(this.textAttributes).reduce((a, [k, v]) => `${a} ${k}="${v}"`, '');
    this.textElement +=
      `<text${attr} x="${end}" text-anchor="end" font-family="DejaVu Sans" xml:space="preserve">` +
      `\u202b${escapeXml(text)}\u202c</text>`;
    this.textPosition += width;
    return '';
  },
};

/** How far an enlarged line is lifted per extra height (px; DejaVu Sans Mono's descent at receiptline's 22 px). */
const LIFT = 8;
/** The gap under an enlarged line (px): as Arabic's tall letters and deep descents need it. */
const GAP = 8;

/** The ticket as SVG drawn with DejaVu (no web font: the preview and the raster look the same). */
export function ticketSvg(markup: string, cpl: number): string {
  return receiptline
    .transform(markup, { cpl, encoding: 'multilingual', command: arabicSvgCommand, spacing: true })
    .replace(/<style[\s\S]*?<\/style>/, '')
    .replace(/<g font-family="[^"]*"/, `<g font-family="DejaVu Sans Mono, monospace"`)
    .replace('dominant-baseline="text-after-edge"', 'dominant-baseline="alphabetic"');
}
