export type { CartItem, CartLine, CartLineOption } from './cart-lines';
export { lineKey } from './cart-lines';
