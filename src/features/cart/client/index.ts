export { toastAdded } from './added-toast';
export { CartDrawer } from './cart-drawer';
export { cart, useCart } from './cart-store';
export { OrderAgainButton } from './order-again-button';
export { useCartReconcile } from './use-cart-reconcile';
