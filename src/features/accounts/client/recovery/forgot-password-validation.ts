import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '../../recovery.schema';

/** The forgot-password form's checks, the schema the server applies: loaded when the form is first used. */
export const forgotPasswordResolver = zodResolver(ForgotPasswordSchema) as Resolver<ForgotPasswordInput>;
