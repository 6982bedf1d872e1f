import type { TFunction } from 'i18next';
import { isOneOf } from '@/common/domain';
import { formatCount, type Locale } from '@/common/locales';
import { ROLES } from '@/common/permissions';
import type { SecurityEventView } from '../../security.schema';

/** The texts of the security log: its own, and the roles' names (`admin:user.roles.*`). */
export const SECURITY_NS = ['admin-security', 'admin'] as const;
export type SecurityT = TFunction<typeof SECURITY_NS>;

/** The payment secrets and the exports this screen names in words; any other is shown as recorded. */
const SECRET_KEYS = ['apiKey', 'secretKey', 'webhookSecret'] as const;
const EXPORTS = ['customers', 'employees', 'reviews', 'security_log', 'own_account', 'dashboard'] as const;

/** A role as the entry recorded it (untyped details): its name, or the value itself if unknown. */
const role = (t: SecurityT, r: unknown) =>
  isOneOf(ROLES, r) ? t(`admin:user.roles.${r}`) : typeof r === 'string' ? r : '';
const keys = (t: SecurityT, list: unknown, locale: Locale) =>
  Array.isArray(list)
    ? list
        .map((k) => (isOneOf(SECRET_KEYS, k) ? t(`details.keys.${k}`) : String(k)))
        .join(locale === 'ar' ? '، ' : ', ')
    : '';

/** An entry's details in words (the kinds this screen knows), or its plain values. Never anything secret: the server logs none. */
export function describeDetails(e: SecurityEventView, t: SecurityT, locale: Locale): string {
  const d = e.details;
  const sessions = (n: unknown) =>
    typeof n === 'number' ? t('details.sessions', { count: n, formatted: formatCount(n, locale) }) : '';
  // Sessions a role change or a disable ended: said only when there were some.
  const alsoEnded = (n: unknown) => (typeof n === 'number' && n > 0 ? sessions(n) : '');
  switch (e.kind) {
    case 'role_changed':
      return [
        t('details.roleChange', { from: role(t, d.from), to: role(t, d.to) }),
        alsoEnded(d.sessionsEnded),
      ]
        .filter(Boolean)
        .join(' · ');
    case 'staff_approved':
      return t('details.approvedAs', { role: role(t, d.role) });
    case 'account_disabled':
      return alsoEnded(d.sessionsEnded);
    case 'sessions_revoked':
      return sessions(d.sessions);
    case 'password_reset_requested':
      return d.by === 'staff' ? t('details.sentByStaff') : '';
    case 'data_export': {
      const [what = '', file] = String(d.export ?? '').split(':');
      const label = (isOneOf(EXPORTS, what) ? t(`exports.${what}`) : what) + (file ? ` (${file})` : '');
      const rows = Number(d.rows ?? 0);
      return t('details.export', { what: label, count: rows, formatted: formatCount(rows, locale) });
    }
    case 'payment_secret_changed': {
      const parts = [
        keys(t, d.written, locale),
        Array.isArray(d.removed) && d.removed.length
          ? t('details.removed', { keys: keys(t, d.removed, locale) })
          : '',
      ]
        .filter(Boolean)
        .join(' · ');
      const gateway = String(d.gateway ?? '');
      // Stripe keeps a pair of keys per mode (issue 37): the entry says which.
      return d.mode === 'test' || d.mode === 'live'
        ? t('details.gatewayMode', { gateway, mode: t(`details.modes.${d.mode}`), keys: parts })
        : t('details.gateway', { gateway, keys: parts });
    }
    default:
      return Object.entries(d)
        .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(' · ');
  }
}
