/** WORD JOINER: invisible, no line break, and not a character a mail program takes into a link. */
const WJ = '\u2060';

/**
 * Customer-written text (a name, a line note) as an e-mail may carry it: mail programs turn
 * `www.x.com`, `x.com`, `http://…` and `a@b.c` in a message, HTML or plain text, into links the
 * shop would then be sending. A word joiner after every dot and `@` that runs on into a name,
 * and inside `://`, breaks the run without changing what the reader sees (decision 067). Applied to
 * the order before either part is drawn, so the HTML and the text part say the same (not to the
 * printed tickets, whose code page has no such character).
 */
export function noLinks(text: string): string {
  return text.replace(
    /([.@\uFF0E\u3002])(?=[\p{L}\p{N}])|(:)(?=\/)/gu,
    (_, mark: string, colon: string) => `${mark ?? colon}${WJ}`,
  );
}
