export type { CartLine } from './cart-lines';
