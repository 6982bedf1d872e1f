import sharp from 'sharp';
import { cellsOf, resolveWidths } from './ticket-layout';

/** What a markup column prints: its text without receiptline's marks (bold, enlarge, escapes). */
const visible = (column: string) =>
  column
    .replace(/\\(.)|["^`_~]/g, (m, escaped: string | undefined) => escaped ?? (m === '~' ? ' ' : ''))
    .replace(/^ | $/g, '');

/**
 * Every line of a receiptline document with the width its text has and the width it may take
 * (the column's, from the last `{width:…}`; the whole line's otherwise). Rules, cuts and
 * commands are left out.
 */
export function markupCells(markup: string, cpl: number) {
  let widths: number[] = [cpl];
  const out: { line: string; text: string; cells: number; room: number }[] = [];
  for (const line of markup.split('\n')) {
    const w = /^\{width:([^}]*)\}$/.exec(line);
    if (w) {
      const spec = w[1]!.split(',').map((x) => (x.trim() === '*' ? '*' : Number(x)));
      widths = resolveWidths(cpl, spec);
      continue;
    }
    if (line === '-' || line === '=' || line.startsWith('{')) continue;
    if (!line.startsWith('|')) {
      out.push({ line, text: visible(line), cells: cellsOf(visible(line)), room: cpl });
      continue;
    }
    const columns = line.slice(1, -1).split(/(?<!\\)\|/);
    columns.forEach((c, i) =>
      out.push({ line, text: visible(c), cells: cellsOf(visible(c)), room: widths[i] ?? cpl }),
    );
  }
  return out;
}

/** The rows of a PNG that hold ink, as runs [first, last]: each printed line is one run when nothing overlaps. */
export async function inkRuns(png: Buffer): Promise<[number, number][]> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const runs: [number, number][] = [];
  for (let y = 0; y < info.height; y++) {
    let ink = false;
    for (let x = 0; x < info.width && !ink; x++) ink = data[y * info.width + x]! < 128;
    if (!ink) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === y - 1) last[1] = y;
    else runs.push([y, y]);
  }
  return runs;
}

/** The cuts in ESC/POS bytes (GS V). */
export const cutsIn = (bytes: Buffer) => bytes.toString('latin1').split(`${GS}V`).length - 1;
const GS = String.fromCharCode(0x1d);
