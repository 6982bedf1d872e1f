import type { Db } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';
import type { z } from 'zod';
import type { ContactMessageSchema } from '../contact.schema';

/** Stores a message from the contact page for the back-office inbox. */
export async function saveContactMessage(
  db: Db,
  input: z.output<typeof ContactMessageSchema>,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ? input.phone : null,
      message: input.message,
      locale: input.locale,
    })
    .returning({ id: contactMessages.id });
  return { id: row!.id };
}
