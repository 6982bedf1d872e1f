import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '@/client/locales/ar/common.json';
import en from '@/client/locales/en/common.json';
import { everyDay } from '../opening-hours';
import type { DayHours } from '../settings.schema';
import { hoursLines } from './hours-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    resources: { ar: { common: ar }, en: { common: en } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  }),
);
const lines = (days: DayHours[], lng: 'ar' | 'en') =>
  hoursLines({ timezone: 'Asia/Dubai', days }, lng, i18n.getFixedT(lng));
const open = (o: string, c: string): DayHours => ({ closed: false, open: o, close: c });

describe('opening hours as the footer and the pages show them', () => {
  it('a close at midnight reads «حتى منتصف الليل» / "midnight", never 12:00 AM', () => {
    expect(lines(everyDay('09:00', '24:00'), 'ar')).toEqual(['مفتوح يوميًا من 9:00 ص حتى منتصف الليل']);
    expect(lines(everyDay('09:00', '24:00'), 'en')).toEqual(['Open daily, 9:00 AM – midnight']);
    expect(lines(everyDay('09:00', '00:00'), 'ar')).toEqual(['مفتوح يوميًا من 9:00 ص حتى منتصف الليل']);
  });

  it('other closing times are clock times; the same hours every day are one line', () => {
    expect(lines(everyDay('08:30', '23:00'), 'en')).toEqual(['Open daily, 8:30 AM – 11:00 PM']);
    expect(lines(everyDay('06:00', '02:00'), 'ar')).toEqual(['مفتوح يوميًا من 6:00 ص حتى 2:00 ص']);
    expect(lines(everyDay('00:00', '24:00'), 'ar')).toEqual(['مفتوح على مدار الساعة طوال الأسبوع']);
  });

  it('days with other hours get a line each, Monday first', () => {
    // Sunday … Saturday: Friday opens late, Saturday is closed.
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) =>
      d === 5
        ? open('14:00', '24:00')
        : d === 6
          ? { ...open('09:00', '24:00'), closed: true }
          : open('09:00', '24:00'),
    );
    expect(lines(week, 'en')).toEqual([
      'Mon – Thu: 9:00 AM – midnight',
      'Fri: 2:00 PM – midnight',
      'Sat: closed',
      'Sun: 9:00 AM – midnight',
    ]);
    expect(lines(week, 'ar')[1]).toBe('الجمعة: من 2:00 م حتى منتصف الليل');
  });
});
