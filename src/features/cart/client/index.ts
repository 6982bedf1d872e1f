export { toastAdded } from './added-toast';
export { CartDrawer } from './cart-drawer';
export { EditLineButton } from './edit-line';
export { cart, useCart } from './cart-store';
export { OrderAgainButton } from './order-again-button';
export { useAddToCart } from './use-add-to-cart';
export { useCartReconcile } from './use-cart-reconcile';
