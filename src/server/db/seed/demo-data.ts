import type { Emirate } from '@/common/domain';

/** The demo's regular customers (`npm run demo`): example.com addresses, so no mail reaches a real person. */
export const DEMO_CUSTOMERS: {
  name: string;
  email: string;
  phone: string;
  plate: { emirate: Emirate; code: string; number: string };
  locale: 'ar' | 'en';
}[] = [
  {
    name: 'مريم الكعبي',
    email: 'maryam.demo@example.com',
    phone: '+971 50 700 1101',
    plate: { emirate: 'abu_dhabi', code: '5', number: '48213' },
    locale: 'ar',
  },
  {
    name: 'Khalid Al Ameri',
    email: 'khalid.demo@example.com',
    phone: '+971 52 700 1102',
    plate: { emirate: 'abu_dhabi', code: '16', number: '7310' },
    locale: 'en',
  },
  {
    name: 'سعيد النيادي',
    email: 'saeed.demo@example.com',
    phone: '+971 55 700 1103',
    plate: { emirate: 'abu_dhabi', code: '1', number: '902' },
    locale: 'ar',
  },
  {
    name: 'Priya Menon',
    email: 'priya.demo@example.com',
    phone: '+971 56 700 1104',
    plate: { emirate: 'dubai', code: 'K', number: '55120' },
    locale: 'en',
  },
  {
    name: 'شما الشامسي',
    email: 'shamma.demo@example.com',
    phone: '+971 50 700 1105',
    plate: { emirate: 'abu_dhabi', code: '12', number: '3377' },
    locale: 'ar',
  },
  {
    name: 'John Carter',
    email: 'john.demo@example.com',
    phone: '+971 54 700 1106',
    plate: { emirate: 'sharjah', code: '3', number: '8841' },
    locale: 'en',
  },
];
