import type { EmployeeRole, EmployeeStatus, EmploymentType } from '@/common/domain';

/** The shop's demo team (names, job titles and departments in both languages, with their details). One has left: kept for history, not offered. */
export const EMPLOYEES: {
  nameEn: string;
  nameAr: string;
  email: string;
  phone: string;
  role: EmployeeRole;
  departmentEn: string;
  departmentAr: string;
  positionEn: string;
  positionAr: string;
  hireDate: string;
  employmentType: EmploymentType;
  status: EmployeeStatus;
}[] = [
  {
    nameEn: 'Ahmed Al Mansoori',
    nameAr: 'أحمد المنصوري',
    email: 'ahmed@aseer.ae',
    phone: '+971 50 123 4501',
    role: 'manager',
    departmentEn: 'Front of house',
    departmentAr: 'خدمة العملاء',
    positionEn: 'Shift manager',
    positionAr: 'مدير الوردية',
    hireDate: '2021-03-14',
    employmentType: 'full-time',
    status: 'active',
  },
  {
    nameEn: 'Fatima Al Dhaheri',
    nameAr: 'فاطمة الظاهري',
    email: 'fatima@aseer.ae',
    phone: '+971 50 123 4502',
    role: 'admin',
    departmentEn: 'Management',
    departmentAr: 'الإدارة',
    positionEn: 'Store supervisor',
    positionAr: 'مشرف المحل',
    hireDate: '2020-09-01',
    employmentType: 'full-time',
    status: 'active',
  },
  {
    nameEn: 'Omar Haddad',
    nameAr: 'عمر حداد',
    email: 'omar@aseer.ae',
    phone: '+971 52 234 5603',
    role: 'staff',
    departmentEn: 'Juice bar',
    departmentAr: 'ركن العصائر',
    positionEn: 'Juice maker',
    positionAr: 'مُعِدّ العصائر',
    hireDate: '2022-06-20',
    employmentType: 'full-time',
    status: 'active',
  },
  {
    nameEn: 'Sara Nasser',
    nameAr: 'سارة ناصر',
    email: 'sara@aseer.ae',
    phone: '+971 55 345 6704',
    role: 'staff',
    departmentEn: 'Car service',
    departmentAr: 'خدمة السيارات',
    positionEn: 'Car service attendant',
    positionAr: 'موظف خدمة السيارات',
    hireDate: '2023-01-08',
    employmentType: 'part-time',
    status: 'active',
  },
  {
    nameEn: 'Rashid Khan',
    nameAr: 'راشد خان',
    email: 'rashid@aseer.ae',
    phone: '+971 56 456 7805',
    role: 'staff',
    departmentEn: 'Car service',
    departmentAr: 'خدمة السيارات',
    positionEn: 'Car service attendant',
    positionAr: 'موظف خدمة السيارات',
    hireDate: '2023-11-02',
    employmentType: 'contractor',
    status: 'active',
  },
  {
    nameEn: 'Yousef Al Shamsi',
    nameAr: 'يوسف الشامسي',
    email: 'yousef@aseer.ae',
    phone: '+971 50 567 8906',
    role: 'staff',
    departmentEn: 'Juice bar',
    departmentAr: 'ركن العصائر',
    positionEn: 'Juice maker',
    positionAr: 'مُعِدّ العصائر',
    hireDate: '2021-05-30',
    employmentType: 'full-time',
    status: 'inactive',
  },
];
