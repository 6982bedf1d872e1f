export { BAY_TOKEN, MAX_BAY_NAME } from './bays.schema';
export type { Bay, BayOrderChoice, PublicBay } from './bays.schema';
