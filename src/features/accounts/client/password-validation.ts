import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ChangePasswordSchema, type ChangePasswordInput } from '../account.schema';

/** The change-password form's checks, the schema the server applies: loaded when the form is first used. */
export const passwordResolver = zodResolver(ChangePasswordSchema) as Resolver<ChangePasswordInput>;
