import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { allResources } from '@/client/locales/all';
import type { Locale } from '@/common/locales';
import type { SecurityEventView } from '../../security.schema';
import { describeDetails, SECURITY_NS } from './security-details';

async function tIn(lng: Locale) {
  const i18n = createInstance();
  await i18n.init({
    resources: allResources,
    lng,
    fallbackLng: false,
    defaultNS: 'admin-security',
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lng, SECURITY_NS);
}
const entry = (kind: SecurityEventView['kind'], details: Record<string, unknown>): SecurityEventView => ({
  id: '00000000-0000-4000-8000-000000000000',
  kind,
  userId: null,
  email: null,
  actorEmail: null,
  ip: null,
  userAgent: null,
  details,
  createdAt: '2026-11-26T10:00:00.000Z',
});

describe("a security-log entry's details in words", () => {
  it('names roles, sessions ended (only when some were), exports and payment keys, in both languages', async () => {
    const en = await tIn('en');
    const ar = await tIn('ar');
    expect(
      describeDetails(entry('role_changed', { from: 'staff', to: 'manager', sessionsEnded: 0 }), en, 'en'),
    ).toBe('From Staff to Manager');
    expect(
      describeDetails(entry('role_changed', { from: 'staff', to: 'manager', sessionsEnded: 2 }), en, 'en'),
    ).toBe('From Staff to Manager · 2 sessions ended');
    expect(describeDetails(entry('role_changed', { from: 'staff', to: 'manager' }), ar, 'ar')).toBe(
      'من موظف إلى مدير',
    );
    expect(describeDetails(entry('account_disabled', { sessionsEnded: 0 }), en, 'en')).toBe('');
    expect(describeDetails(entry('sessions_revoked', { sessions: 1 }), ar, 'ar')).toBe('انتهت جلسة واحدة');
    expect(describeDetails(entry('staff_approved', { role: 'manager' }), en, 'en')).toBe(
      'Approved as Manager',
    );
    expect(describeDetails(entry('data_export', { export: 'customers', rows: 12 }), en, 'en')).toBe(
      'Customers: 12 rows',
    );
    expect(
      describeDetails(entry('data_export', { export: 'dashboard:top-products.csv', rows: 3 }), en, 'en'),
    ).toBe('Dashboard report (top-products.csv): 3 rows');
    expect(describeDetails(entry('data_export', { export: 'employees', rows: 1 }), ar, 'ar')).toBe(
      'الموظفون: صف واحد',
    );
    expect(describeDetails(entry('data_export', { export: 'employees', rows: 11 }), ar, 'ar')).toBe(
      'الموظفون: 11 صفًا',
    );
    expect(
      describeDetails(
        entry('payment_secret_changed', {
          gateway: 'stripe',
          written: ['apiKey', 'secretKey'],
          removed: ['webhookSecret'],
        }),
        en,
        'en',
      ),
    ).toBe('Gateway stripe: API key, secret key · removed webhook signing secret');
    // Stripe's keys, one pair per mode (issue 37).
    const stripeKeys = entry('payment_secret_changed', {
      gateway: 'stripe',
      mode: 'live',
      written: ['secretKey'],
      removed: ['webhookSecret'],
    });
    expect(describeDetails(stripeKeys, en, 'en')).toBe(
      'Gateway stripe, live mode: secret key · removed webhook signing secret',
    );
    expect(describeDetails(stripeKeys, ar, 'ar')).toBe(
      'بوابة stripe، الوضع الفعلي: المفتاح السري · إزالة المفتاح السري لتوقيع \u200eWebhook\u200e',
    );
    // A kind another part logs, with details this screen has no words for: its plain values.
    expect(
      describeDetails(
        entry('sign_in_failed', { reason: 'wrong_password', attempt: 3, nested: { x: 1 } }),
        en,
        'en',
      ),
    ).toBe('reason: wrong_password · attempt: 3');
  });
});
