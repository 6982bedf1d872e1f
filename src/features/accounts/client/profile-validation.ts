import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { UpdateProfileSchema, type UpdateProfileInput } from '../account.schema';

/** The profile form's checks, the schema the server applies: loaded when the form is first used. */
export const profileResolver = zodResolver(UpdateProfileSchema) as Resolver<UpdateProfileInput>;
