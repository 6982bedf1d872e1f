import { z } from 'zod';
import { MAX_SIZE_KEY_LENGTH, SIZE_KEY_PATTERN } from './product-size';

/**
 * A size's key as a request names it (see product-size.ts). Apart from the sizes' rules, which
 * the cart uses on the storefront's first screen, so that Zod is loaded only with the forms.
 */
export const SizeKeySchema = z
  .string()
  .max(MAX_SIZE_KEY_LENGTH, 'validation.tooLong')
  .regex(SIZE_KEY_PATTERN, 'validation.sizeKey');
