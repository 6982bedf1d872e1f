import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { SignUpSchema, type SignUpInput } from '../account.schema';

/** The sign-up form's checks, the schema the server applies: loaded when the form is first used. */
export const signupResolver = zodResolver(SignUpSchema) as Resolver<SignUpInput>;
