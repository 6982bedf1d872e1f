import { z } from 'zod';
import { stripBidiControls } from './text';

/**
 * A string someone types (a name, a note, a plate, a review, a message, a setting): every schema
 * of such text starts here, so each entry point drops the bidirectional controls before trimming
 * and checking it (`stripBidiControls`). Its type stays a string schema: chain `.trim()`, `.max()`,
 * `.regex(SINGLE_LINE_TEXT)` as on `z.string()`.
 */
export const typedText = (message?: Parameters<typeof z.string>[0]) =>
  z.string(message).overwrite(stripBidiControls);
