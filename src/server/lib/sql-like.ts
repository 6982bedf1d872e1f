/** `%text%` for LIKE / ILIKE, with the caller's own `%`, `_` and `\` matched as themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
