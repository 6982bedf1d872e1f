import { useTranslation } from 'react-i18next';
import { useShopName } from '@/client/lib/use-shop-name';
import { Link } from 'react-router';
import { PageHeader } from '@/client/components/admin/page-header';
import { buttonClass } from '@/client/components/ui/button-class';
import { can, type Permission } from '@/common/permissions';
import { useStaffMe } from '@/client/components/admin/staff-session';
import type { ReactNode } from 'react';
import type { NavKey } from './nav-links';

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

/** A section of the sidebar that arrives with part 2 of the back office. */
export function ComingLater({ navKey }: { navKey: NavKey }) {
  const { t } = useTranslation('admin');
  const section = t(`nav.${navKey}`);
  return (
    <>
      <PageHeader title={section} />
      <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
        <p className="text-stone-700">{t('later.body')}</p>
        <Link to="/admin" className={`${buttonClass('outline')} mt-4`}>
          {t('later.toDashboard')}
        </Link>
      </div>
    </>
  );
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
