import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CircleHelp, LogOut, Menu as MenuIcon, Settings, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/client/components/ui/button-class';
import { LanguageToggle } from '@/client/components/admin/language-toggle';
import type { TextKey } from '@/client/lib/text-key';
import { ADMIN_SCREEN_TABLE, adminHref } from '@/common/admin-paths';
import { can } from '@/common/permissions';
import { NotificationBell } from '@/features/notifications/client/admin';
import type { StaffMe } from '@/features/staff';
import { sectionOf } from './nav-links';

const MENU = 'z-50 min-w-60 rounded-2xl border border-stone-200 bg-white p-2 text-sm shadow-xl';
const ITEM =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-xl px-3 text-stone-800 outline-none data-[highlighted]:bg-stone-100 data-[disabled]:cursor-default data-[disabled]:text-stone-500';

function Breadcrumb() {
  const { t } = useTranslation('admin');
  const section = sectionOf(useLocation().pathname);
  return (
    <nav aria-label={t('breadcrumb.label')} className="hidden md:block">
      <ol className="flex items-center gap-2 text-sm text-stone-600">
        <li>
          <Link to={adminHref('dashboard')} className="hover:text-stone-900 hover:underline">
            {t('breadcrumb.admin')}
          </Link>
        </li>
        {section && section.to !== adminHref('dashboard') && (
          <>
            <li aria-hidden="true">/</li>
            <li aria-current="page" className="font-semibold text-stone-900">
              {t(`nav.${section.key}`)}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}

function UserMenu({ me, onSignOut }: { me: StaffMe; onSignOut: () => void }) {
  const { t, i18n } = useTranslation('admin');
  // The name chosen in Account, else the part of the e-mail before the @ (as the spec shows it).
  const name = me.displayName?.trim() || me.email.split('@')[0]!;
  const initial = name.charAt(0).toUpperCase() || (i18n.language === 'ar' ? 'أ' : 'A');
  const all: { to: string; key: TextKey<'admin'>; icon: LucideIcon; show: boolean }[] = [
    { to: adminHref('account'), key: 'user.profile', icon: UserRound, show: true },
    {
      to: adminHref('settings'),
      key: 'user.settings',
      icon: Settings,
      show: can(me.role, ADMIN_SCREEN_TABLE.settings.permission),
    },
    { to: adminHref('help'), key: 'user.help', icon: CircleHelp, show: true },
  ];
  const links = all.filter((l) => l.show);
  return (
    <DropdownMenu.Root dir={i18n.dir()}>
      <DropdownMenu.Trigger
        aria-label={t('user.menu', { email: me.email })}
        className="flex h-10 w-10 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-base font-bold text-white hover:bg-brand-800"
      >
        {me.image ? (
          <img src={me.image} alt="" width={40} height={40} className="h-full w-full object-cover" />
        ) : (
          <span aria-hidden="true">{initial}</span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={MENU}>
          <div className="px-3 py-2">
            <p className="font-bold text-stone-900">
              <bdi>{name}</bdi>
            </p>
            <p className="text-stone-600" dir="ltr">
              {me.email}
            </p>
            <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t(`user.roles.${me.role}`)}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          {links.map(({ to, key, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={ITEM}>
              <Link to={to}>
                <Icon aria-hidden="true" className="h-4 w-4" />
                {t(key)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item className={ITEM} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
            {t('user.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function AdminTopbar({
  me,
  onOpenNav,
  onSignOut,
  navOpen,
}: {
  me: StaffMe;
  onOpenNav: () => void;
  onSignOut: () => void;
  navOpen: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-stone-200 bg-white/95 px-4 backdrop-blur">
      <button
        type="button"
        className={`${buttonClass('ghost', 'icon')} lg:hidden`}
        aria-label={t('nav.open')}
        aria-controls="admin-nav"
        aria-expanded={navOpen}
        onClick={onOpenNav}
      >
        <MenuIcon aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="me-auto">
        <Breadcrumb />
      </div>
      <LanguageToggle />
      <NotificationBell />
      <UserMenu me={me} onSignOut={onSignOut} />
    </header>
  );
}
