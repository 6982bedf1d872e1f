import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { CarInputSchema, type CarInput } from '../cars.schema';

/** The saved car form's checks, the schema the server applies: loaded when the form is first used. */
export const carResolver = zodResolver(CarInputSchema) as Resolver<CarInput>;
