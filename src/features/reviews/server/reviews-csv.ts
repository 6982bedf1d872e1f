import type { ReviewStatus } from '@/common/domain';
import type { Locale } from '@/common/locales';
import type { CsvColumn } from '@/server/lib/csv';

/** The reviews export's columns (the spec's, each with its Arabic heading). */
export const REVIEW_CSV_COLUMNS: CsvColumn[] = [
  { en: 'Review ID', ar: 'رقم التقييم' },
  { en: 'Customer', ar: 'العميل' },
  { en: 'Product', ar: 'المنتج' },
  { en: 'Rating', ar: 'التقييم' },
  { en: 'Title', ar: 'العنوان' },
  { en: 'Content', ar: 'المحتوى' },
  { en: 'Status', ar: 'الحالة' },
  { en: 'Date', ar: 'التاريخ' },
];

/** The status words of the rows: the reviews screen's (`admin-reviews:status`; reviews-csv.test.ts holds them equal). */
export const REVIEW_CSV_STATUSES: Record<Locale, Record<ReviewStatus, string>> = {
  en: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' },
  ar: { pending: 'بانتظار المراجعة', approved: 'معتمد', rejected: 'مرفوض' },
};
