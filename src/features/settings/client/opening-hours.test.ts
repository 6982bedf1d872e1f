import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '@/client/locales/ar/common.json';
import en from '@/client/locales/en/common.json';
import { everyDay } from '../opening-hours';
import type { DayHours } from '../settings.schema';
import { hoursLines, weekdayName } from './hours-text';

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    resources: { ar: { common: ar }, en: { common: en } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  }),
);
const lines = (days: DayHours[], lng: 'ar' | 'en') =>
  hoursLines({ timezone: 'Asia/Dubai', days }, i18n.getFixedT(lng));
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

describe('clock times and weekday names, written without building a date formatter', () => {
  const intlLocale = { ar: 'ar-AE', en: 'en-US' } as const;

  it('every half hour reads exactly as Intl writes it (Latin digits in Arabic too)', () => {
    for (const lng of ['ar', 'en'] as const) {
      const intl = new Intl.DateTimeFormat(intlLocale[lng], {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      });
      for (let minutes = 0; minutes < 1440; minutes += 30) {
        const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        // A day that closes at 23:59 shows its opening time as a clock time.
        const [line] = lines(everyDay(hhmm, '23:59'), lng);
        const expected = intl.format(new Date(Date.UTC(2020, 0, 1, minutes / 60, minutes % 60)));
        expect(line, `${lng} ${hhmm}`).toContain(
          lng === 'en' ? `daily, ${expected} –` : `من ${expected} حتى`,
        );
      }
    }
  });

  it('every weekday, long and short, is the name Intl gives it', () => {
    for (const lng of ['ar', 'en'] as const)
      for (const width of ['long', 'short'] as const) {
        const intl = new Intl.DateTimeFormat(intlLocale[lng], { weekday: width, timeZone: 'UTC' });
        for (let day = 0; day < 7; day++)
          // 2023-01-01 was a Sunday.
          expect(weekdayName(day, i18n.getFixedT(lng), width)).toBe(
            intl.format(new Date(Date.UTC(2023, 0, 1 + day))),
          );
      }
  });
});
