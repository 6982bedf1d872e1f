import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ResetPasswordSchema, type ResetPasswordInput } from '../../recovery.schema';

/** The new-password form's checks, the schema the server applies: loaded when the form is first used. */
export const resetPasswordResolver = zodResolver(ResetPasswordSchema) as Resolver<ResetPasswordInput>;
