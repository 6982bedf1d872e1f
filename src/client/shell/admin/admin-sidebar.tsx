import { LogOut, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useModalDialog } from '@/client/components/admin/use-modal-dialog';
import { SearchField } from '@/client/components/admin/search-field';
import { Button } from '@/client/components/ui/button';
import { Logo } from '@/client/components/ui/logo';
import { adminHref } from '@/common/admin-paths';
import { can, type Role } from '@/common/permissions';
import { NAV_LINKS } from './nav-links';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors ${
    isActive ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

/** The links a role may open, filtered by the sidebar's search box. */
function SidebarNav({
  role,
  onSignOut,
  onNavigate,
}: {
  role: Role;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('admin');
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const links = NAV_LINKS.filter((l) => can(role, l.permission)).filter(
    (l) => !q || t(`nav.${l.key}`).toLowerCase().includes(q),
  );
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <SearchField
        label={t('nav.search')}
        placeholder={t('nav.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        delayMs={0}
      />
      <nav aria-label={t('nav.label')} className="-mx-1 flex-1 overflow-y-auto px-1">
        <ul className="space-y-1">
          {links.map(({ key, to, icon: Icon, badge: Badge }) => (
            <li key={key}>
              <NavLink to={to} end={to === adminHref('dashboard')} className={linkClass} onClick={onNavigate}>
                <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                {t(`nav.${key}`)}
                {Badge && <Badge />}
              </NavLink>
            </li>
          ))}
        </ul>
        {links.length === 0 && <p className="px-3 py-2 text-sm text-stone-600">{t('nav.noMatch')}</p>}
      </nav>
      <Button variant="outline" onClick={onSignOut} className="w-full">
        <LogOut aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
        {t('nav.signOut')}
      </Button>
    </div>
  );
}

/**
 * 256 px wide and always shown from 1024 px; below that it opens from the start side as a modal
 * (native <dialog>) behind the menu button and closes after a link is chosen.
 */
export function AdminSidebar({
  role,
  open,
  onOpenChange,
  onSignOut,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('admin');
  const ref = useModalDialog(open);
  const { pathname } = useLocation();
  useEffect(() => onOpenChange(false), [pathname, onOpenChange]);

  return (
    <>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-e border-stone-200 bg-white lg:flex">
        <div className="flex h-16 items-center gap-2 border-b border-stone-200 px-5">
          <Logo />
        </div>
        <SidebarNav role={role} onSignOut={onSignOut} />
      </aside>
      <dialog
        ref={ref}
        id="admin-nav"
        aria-label={t('nav.label')}
        onClose={() => onOpenChange(false)}
        onClick={(e) => e.target === ref.current && onOpenChange(false)}
        className="m-0 h-dvh max-h-none w-64 max-w-[85vw] bg-white p-0 backdrop:bg-stone-950/50 open:flex open:flex-col lg:hidden"
      >
        <div className="flex h-16 items-center gap-2 border-b border-stone-200 px-5">
          <Logo />
          <Button
            variant="ghost"
            size="icon"
            className="ms-auto"
            aria-label={t('nav.close')}
            onClick={() => onOpenChange(false)}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Button>
        </div>
        <div className="min-h-0 flex-1">
          {open && <SidebarNav role={role} onSignOut={onSignOut} onNavigate={() => onOpenChange(false)} />}
        </div>
      </dialog>
    </>
  );
}
