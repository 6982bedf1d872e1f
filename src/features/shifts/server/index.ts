export { shiftsAdminRoutes } from './shifts.admin.routes';
export { currentShift, shiftReport } from './shifts.service';
export { dayClose } from './day-close.service';
export { Z_COPY } from './z-report-copy';
export { zLines, type ZLine } from './z-report-lines';
