import { PIPELINE } from '@/server/request-pipeline';

/** The steps measured: the request pipeline's, and the API's maintenance gate. */
export const STEPS = [...PIPELINE, 'maintenanceGate'] as const;
export type Step = (typeof STEPS)[number];

/** The whole pipeline, each step left out once, none. */
export const VARIANTS: { name: string; without: Step[] }[] = [
  { name: 'all', without: [] },
  ...STEPS.map((s) => ({ name: `without ${s}`, without: [s] })),
  { name: 'none', without: [...STEPS] },
];
