export { printingAdminRoutes } from './printing.admin.routes';
export { createPrintWorker, type PrintWorker } from './print-worker';
export { queueKitchenTicket } from './print-queue.service';
