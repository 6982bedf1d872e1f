import { z } from 'zod';

/**
 * An e-mail address and a phone number as every form takes them (accounts, checkout, settings).
 * Messages are translation keys (namespace `common`, `validation.*`).
 */
export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email('validation.email'));

export const PhoneSchema = z
  .string()
  .trim()
  .max(30, 'validation.tooLong')
  .regex(/^$|^\+?[0-9٠-٩\s()-]{6,}$/, 'validation.phone');
