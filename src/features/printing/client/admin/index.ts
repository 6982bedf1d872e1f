export { PrinterStatus } from './printer-status';
export { PrintTicketButton } from './print-ticket-button';
export { PrinterSettingsSection } from './printer-settings-section';
export { PRINTING_SLOTS } from './printing-slots';
