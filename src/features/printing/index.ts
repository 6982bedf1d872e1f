export {
  ARABIC_MODES,
  PAPER_WIDTHS,
  PRINTER_DEFAULTS,
  PrinterSettingsSchema,
  PrinterStatusSchema,
} from './printing.schema';
export type { ArabicMode, PrinterSettings, PrinterStatus, PrintJob } from './printing.schema';
