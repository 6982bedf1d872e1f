import type { Locale } from '@/common/locales';

/** The printed tickets' own words (the invoice reads the receipt's: orders' receipt-copy). */
export interface TicketCopy {
  kitchen: string;
  order: string;
  plate: string;
  placed: string;
  note: string;
  arrivalNote: string;
  /** The bay the customer is at (issue 39), before its name. */
  bay: string;
  paymentStatus: Record<'paid' | 'unpaid', string>;
  /** The kitchen ticket's money line: what to collect at the car, or why nothing. */
  collect: string;
  refunded: string;
  cancelled: string;
  thanks: string;
  testTitle: string;
  testLines: string[];
  sample: {
    plate: string;
    items: { qty: number; name: string; size: string; options: string[]; note?: string }[];
    arrival: string;
  };
}

export const TICKET_COPY: Record<Locale, TicketCopy> = {
  en: {
    kitchen: 'Kitchen ticket',
    order: 'Order',
    plate: 'Car plate',
    placed: 'Placed',
    note: 'Note',
    arrivalNote: 'At the car',
    bay: 'Bay',
    paymentStatus: { paid: 'Paid', unpaid: 'Unpaid' },
    collect: 'Collect',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
    thanks: 'Thank you for your order!',
    testTitle: 'Test page',
    testLines: ['The printer is connected to Aseer.', 'Arabic: عصير مانجو طازج'],
    sample: {
      plate: 'DXB A 12345',
      items: [
        { qty: 2, name: 'Mango juice', size: 'Large', options: ['No sugar'], note: 'Half the ice, please' },
        { qty: 1, name: 'Avocado shake', size: 'Medium', options: ['Honey', 'Extra nuts'] },
      ],
      arrival: 'White car by the pharmacy',
    },
  },
  ar: {
    kitchen: 'تذكرة المطبخ',
    order: 'الطلب',
    plate: 'رقم اللوحة',
    placed: 'وقت الطلب',
    note: 'ملاحظة',
    arrivalNote: 'عند السيارة',
    bay: 'الموقف',
    paymentStatus: { paid: 'مدفوع', unpaid: 'غير مدفوع' },
    collect: 'تحصيل',
    refunded: 'مُسترد',
    cancelled: 'ملغى',
    thanks: 'شكرًا لطلبك!',
    testTitle: 'صفحة تجريبية',
    testLines: ['الطابعة متصلة بموقع عصير.', 'English: Fresh mango juice'],
    sample: {
      plate: 'DXB A 12345',
      items: [
        { qty: 2, name: 'عصير مانجو', size: 'كبير', options: ['بدون سكر'], note: 'ثلج أقل من فضلك' },
        { qty: 1, name: 'شيك أفوكادو', size: 'وسط', options: ['عسل', 'مكسرات إضافية'] },
      ],
      arrival: 'سيارة بيضاء بجانب الصيدلية',
    },
  },
};
