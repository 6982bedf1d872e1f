import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ContactMessageSchema, type ContactMessageInput } from '../contact.schema';

/** The contact form's checks, the schema the server applies: loaded when the form is first used. */
export const contactResolver = zodResolver(ContactMessageSchema) as Resolver<ContactMessageInput>;
