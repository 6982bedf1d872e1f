import type { EmployeeRole, EmployeeStatus, EmploymentType } from '@/common/domain';

/** The shop's demo team (names in both languages, with their details). One has left: kept for history, not offered. */
export const EMPLOYEES: {
  nameEn: string;
  nameAr: string;
  email: string;
  phone: string;
  role: EmployeeRole;
  department: string;
  position: string;
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
    department: 'Front of house',
    position: 'Shift manager',
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
    department: 'Management',
    position: 'Store supervisor',
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
    department: 'Juice bar',
    position: 'Juice maker',
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
    department: 'Car service',
    position: 'Car service attendant',
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
    department: 'Car service',
    position: 'Car service attendant',
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
    department: 'Juice bar',
    position: 'Juice maker',
    hireDate: '2021-05-30',
    employmentType: 'full-time',
    status: 'inactive',
  },
];
