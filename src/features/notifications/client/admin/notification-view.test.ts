import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AdminNotification } from '../../notifications.schema';
import { notificationView } from './notification-view';

const soldOut = (data: Record<string, unknown>): AdminNotification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'sold_out',
  refId: 'p1',
  data: { productNameEn: 'Orange Juice', productNameAr: 'عصير برتقال', ...data },
  createdAt: '2026-11-01T10:00:00.000Z',
  read: false,
});

/** The size a sold-out notification's title is given (the title's words are the catalogue's). */
function sizeIn(data: Record<string, unknown>, locale: 'ar' | 'en') {
  let size: unknown;
  const t = ((key: string, vars?: { size?: string }) => {
    if (key === 'kinds.sold_out.titleSize') size = vars?.size;
    return key;
  }) as unknown as TFunction<'admin-notifications'>;
  notificationView(soldOut(data), t, locale);
  return size;
}

describe('a sold-out size’s notification', () => {
  it('names the size as the owner does, in the screen’s language', () => {
    const data = { size: '1-l-bottle', sizeNameEn: '1 L bottle', sizeNameAr: 'عبوة لتر' };
    expect(sizeIn(data, 'en')).toBe('1 L bottle');
    expect(sizeIn(data, 'ar')).toBe('عبوة لتر');
  });

  it('names one stored before sizes had names by the built-in size’s name, else by its key', () => {
    expect(sizeIn({ size: 'large' }, 'ar')).toBe('كبير');
    expect(sizeIn({ size: 'large' }, 'en')).toBe('Large');
    expect(sizeIn({ size: 'jug' }, 'en')).toBe('jug');
  });
});
