export { shiftsAdminRoutes } from './shifts.admin.routes';
export { currentShift, shiftReport } from './shifts.service';
export { dayClose } from './day-close.service';
