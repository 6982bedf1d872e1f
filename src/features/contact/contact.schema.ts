import { z } from 'zod';
import { MULTILINE_TEXT, SINGLE_LINE_TEXT } from '@/common/text';
import { typedText } from '@/common/text-schema';

/**
 * The contact form, shared by the form and the API. Messages are translation keys
 * (namespace `common`, `validation.*`) so each side shows them in the current language.
 */
export const ContactMessageSchema = z.object({
  name: typedText()
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.tooLong')
    .regex(SINGLE_LINE_TEXT, 'validation.controlChars'),
  email: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(254, 'validation.tooLong')
    .pipe(z.email('validation.email')),
  phone: z
    .string()
    .trim()
    .max(30, 'validation.tooLong')
    .regex(/^$|^\+?[0-9٠-٩\s()-]{6,}$/, 'validation.phone')
    .optional()
    .or(z.literal('')),
  message: typedText()
    .trim()
    .min(1, 'validation.required')
    .max(2000, 'validation.tooLong')
    .regex(MULTILINE_TEXT, 'validation.controlChars'),
  locale: z.enum(['ar', 'en']).default('ar'),
});

export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
