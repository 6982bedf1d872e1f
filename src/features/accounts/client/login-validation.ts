import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { SignInSchema, type SignInInput } from '../account.schema';

/** The sign-in form's checks, the schema the server applies: loaded when the form is first used. */
export const loginResolver = zodResolver(SignInSchema) as Resolver<SignInInput>;
