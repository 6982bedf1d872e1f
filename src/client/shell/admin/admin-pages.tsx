import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { can, type Permission } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import type { ReactNode } from 'react';

/** A screen the signed-in role may not open: said plainly (the server refuses its data anyway). */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const me = useStaffMe();
  if (!me.data) return null;
  if (!can(me.data.role, permission)) {
    return (
      <div className="rounded-2xl border border-stone-200 bg-white p-8 text-center">
        <p className="text-stone-700">{t('forbidden')}</p>
      </div>
    );
  }
  return children;
}

export function AdminNotFound() {
  const { t } = useTranslation('admin');
  const shopName = useShopName();
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-8 text-center">
      <title>{t('title', { name: shopName })}</title>
      <p className="text-stone-700">{t('notFound')}</p>
    </div>
  );
}
