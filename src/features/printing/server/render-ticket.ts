import fs from 'node:fs';
import { createRequire } from 'node:module';
import receiptline from 'receiptline';
import { PAPER_WIDTHS, type PrinterSettings } from '../printing.schema';
import { ARABIC, BIDI_MARKS, FONT_FILES, ticketSvg } from './arabic-svg';

/**
 * Loads resvg (a native addon) with the first ticket drawn as a picture rather than when the
 * server starts (decision 061); synchronous, as drawing a ticket is. Node's module cache keeps it.
 */
const loadPackage = createRequire(import.meta.url);

/** ESC t 50: the printer's Arabic code page (Windows-1256) on ESC/POS printers that have one. */
const ARABIC_CODE_PAGE = '\x1bt\x32';

/** Windows-1256 bytes of each character it has (Node decodes it; nothing to install). */
const cp1256 = (() => {
  const table = new Map<string, number>();
  const decoded = new TextDecoder('windows-1256').decode(Uint8Array.from({ length: 128 }, (_, i) => 128 + i));
  [...decoded].forEach((c, i) => table.set(c, 128 + i));
  return table;
})();

const generic = receiptline.commands.generic;

/**
 * "The printer has Arabic": runs with Arabic go in the printer's Windows-1256 code page (its
 * firmware joins the letters); everything else as receiptline writes it.
 */
const arabicTextCommand: typeof generic = {
  ...generic,
  text(text, encoding) {
    if (!ARABIC.test(text)) return generic.text.call(this, text.replace(BIDI_MARKS, ''), encoding);
    // Direction marks the code page has (LRM, RLM) go as they are; embeddings it lacks are dropped.
    const bytes = [...text].map((c) =>
      c < '\x80'
        ? c
        : cp1256.has(c)
          ? String.fromCharCode(cp1256.get(c)!)
          : /[\u202a-\u202e\u2066-\u2069]/.test(c)
            ? ''
            : '?',
    );
    return ARABIC_CODE_PAGE + bytes.join('');
  },
};

const cplOf = (s: Pick<PrinterSettings, 'paperWidth'>) => PAPER_WIDTHS[s.paperWidth];

/** The ticket as the preview shows it. */
export const previewSvg = (markup: string, s: Pick<PrinterSettings, 'paperWidth'>) =>
  ticketSvg(markup, cplOf(s));

/** The ticket drawn as a PNG as wide as the paper's dots (12 per character: 576 on 80 mm, 384 on 58 mm). */
export function ticketPng(markup: string, s: Pick<PrinterSettings, 'paperWidth'>): Buffer {
  const svg = ticketSvg(markup, cplOf(s));
  // Without Debian's DejaVu (fonts-dejavu-core) the machine's own fonts are tried.
  const fontFiles = FONT_FILES.filter((f) => fs.existsSync(f));
  const { Resvg } = loadPackage('@resvg/resvg-js') as typeof import('@resvg/resvg-js');
  const png = new Resvg(svg, {
    background: '#ffffff',
    font: { fontFiles, loadSystemFonts: fontFiles.length === 0, defaultFontFamily: 'DejaVu Sans Mono' },
  })
    .render()
    .asPng();
  return Buffer.from(png);
}

/**
 * A document ends with its cut (`=`, shown in the preview), but receiptline cuts the paper at the end
 * of every job already: the last `=` goes, so a ticket is cut once, and no scissors line is drawn
 * into the picture of the ticket.
 */
export const withoutFinalCut = (markup: string) => markup.replace(/(?:\n=)+\s*$/, '');

/**
 * The bytes sent to the printer (ESC/POS, the common command set every network thermal printer
 * reads). `image`: the whole ticket as one raster picture (GS v 0), Arabic shaped here; `text`:
 * the printer's own fonts.
 */
export function ticketBytes(document: string, s: Pick<PrinterSettings, 'paperWidth' | 'arabic'>): Buffer {
  const cpl = cplOf(s);
  const markup = withoutFinalCut(document);
  const commands =
    s.arabic === 'image'
      ? receiptline.transform(`{image:${ticketPng(markup, s).toString('base64')}}`, {
          cpl,
          command: 'generic',
          gradient: false,
        })
      : receiptline.transform(markup, { cpl, command: arabicTextCommand, encoding: 'cp1252' });
  return Buffer.from(commands, 'binary');
}
