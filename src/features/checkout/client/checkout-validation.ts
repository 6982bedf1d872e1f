import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { CheckoutFormSchema, type CheckoutFormInput } from '@/features/orders';

/**
 * The checkout form's checks: the shared schema the server applies to the order, with Zod under
 * it. Loaded when the form is first used (./checkout-form), not with the page: running Zod's code
 * was most of what kept a phone busy while checkout appeared.
 */
export const checkoutResolver = zodResolver(CheckoutFormSchema) as Resolver<CheckoutFormInput>;
