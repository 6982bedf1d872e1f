/**
 * Cookies the browser writes only to tell the server how to draw a page (no one's identity or
 * rights): the language (`LOCALE_COOKIE` in ./locales) and the saved cart's number of lines.
 */
export const CART_LINES_COOKIE = 'cart_lines';
