/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits to ASCII digits. */
export function toLatinDigits(s: string): string {
  return s
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** A phone number as typed, with ASCII digits and single spaces. */
export function normalizePhone(s: string): string {
  return toLatinDigits(s).trim().replace(/\s+/g, ' ');
}

/** A car plate as staff read it: trimmed, single spaces, ASCII digits, upper case. */
export function normalizeCarPlate(s: string): string {
  return toLatinDigits(s).trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Keeps a left-to-right run (`#1042`, a plate, an e-mail) whole inside a plain-text string in
 * either language (left-to-right isolate … pop directional isolate; a `<bdi dir="ltr">` where there is no markup).
 */
export const isolate = (text: string) => `\u2066${text}\u2069`;

/**
 * Keeps text of either direction (a name, a subject someone typed) whole inside a plain-text
 * string, its direction taken from its first letter (first-strong isolate; `<bdi>` in markup).
 */
export const isolateAuto = (text: string) => `\u2068${text}\u2069`;

/**
 * Text without control characters (a NUL among them, which PostgreSQL text cannot hold): names,
 * titles, searches. Every schema refuses them with a 422 instead of a 500. Nor a lone surrogate
 * (`"\ud800"` in JSON: half of a character, no text at all): a JSON column refuses it (a 500),
 * a text column would keep U+FFFD in its place.
 */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}\p{Cs}]*$/u;
/** Prose (messages, descriptions, instructions): line breaks and tabs allowed, no other control character. */
export const MULTILINE_TEXT = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069): in a
 * name or a note they reorder what the shop's own text around them shows (a plate, an amount,
 * a link read backwards), so text anyone types loses them where it enters (`typedText`). The
 * shop's own isolates (`isolate`, `isolateAuto`) are added on the way out, never stored.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
export const stripBidiControls = (s: string) => s.replace(BIDI_CONTROLS, '');
