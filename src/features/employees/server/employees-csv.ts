import type { EmployeeRole, EmployeeStatus } from '@/common/domain';
import type { Locale } from '@/common/locales';
import type { CsvColumn } from '@/server/lib/csv';

/** The employees export's columns; departments and job titles in both languages, as entered. */
export const EMPLOYEE_CSV_COLUMNS: CsvColumn[] = [
  { en: 'ID', ar: 'المعرّف' },
  { en: 'Name', ar: 'الاسم' },
  { en: 'Email', ar: 'البريد الإلكتروني' },
  { en: 'Phone', ar: 'الهاتف' },
  { en: 'Role', ar: 'الدور' },
  { en: 'Department (English)', ar: 'القسم (بالإنجليزية)' },
  { en: 'Department (Arabic)', ar: 'القسم (بالعربية)' },
  { en: 'Position (English)', ar: 'المسمى الوظيفي (بالإنجليزية)' },
  { en: 'Position (Arabic)', ar: 'المسمى الوظيفي (بالعربية)' },
  { en: 'Status', ar: 'الحالة' },
  { en: 'Hire Date', ar: 'تاريخ التعيين' },
];

/** The words of the rows: the employees screen's (`admin-employees:roles`, `statuses`; employees-csv.test.ts holds them equal). */
export const EMPLOYEE_CSV_WORDS: Record<
  Locale,
  { roles: Record<EmployeeRole, string>; statuses: Record<EmployeeStatus, string> }
> = {
  en: {
    roles: { admin: 'Admin', manager: 'Manager', staff: 'Staff' },
    statuses: { active: 'Active', inactive: 'Inactive', on_leave: 'On Leave' },
  },
  ar: {
    roles: { admin: 'مسؤول', manager: 'مدير', staff: 'موظف' },
    statuses: { active: 'نشط', inactive: 'غير نشط', on_leave: 'في إجازة' },
  },
};
