import { zodResolver } from '@hookform/resolvers/zod';
import { BayPlateLookupSchema } from '../bays.schema';

/** The plate form's checks, loaded when the form is first touched (lazyResolver). */
export const bayPlateResolver = zodResolver(BayPlateLookupSchema);
