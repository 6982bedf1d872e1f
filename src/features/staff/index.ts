export type { StaffAccount, StaffMe } from './staff.schema';
