/** The shop's demo team (names in both languages). One has left: kept for history, not offered. */
export const EMPLOYEES = [
  { nameEn: 'Ahmed Al Mansoori', nameAr: 'أحمد المنصوري', status: 'active' },
  { nameEn: 'Fatima Al Dhaheri', nameAr: 'فاطمة الظاهري', status: 'active' },
  { nameEn: 'Omar Haddad', nameAr: 'عمر حداد', status: 'active' },
  { nameEn: 'Sara Nasser', nameAr: 'سارة ناصر', status: 'active' },
  { nameEn: 'Rashid Khan', nameAr: 'راشد خان', status: 'active' },
  { nameEn: 'Yousef Al Shamsi', nameAr: 'يوسف الشامسي', status: 'inactive' },
] as const;
