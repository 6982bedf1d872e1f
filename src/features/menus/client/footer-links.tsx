import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuLink } from './menu-link';
import { useNavLinks } from './navigation-query';
import { href } from '@/common/paths';

/** The menu page's sections (anchors on /menu). */
const SECTIONS = ['fresh-juices', 'special-juices', 'ice-cream', 'milkshakes', 'fruits-salad'] as const;
const LINK = 'hover:text-white';

/** The footer's two link columns: the stored footer menu (quick links) and the menu's sections. */
export function FooterLinks() {
  const { t } = useTranslation();
  const links = useNavLinks('footer');
  // Side by side on a phone; from sm up each is a column of the footer's own grid.
  return (
    <div className="grid grid-cols-2 gap-8 sm:contents">
      <nav aria-label={t('footer.quickLinks')}>
        <h2 className="mb-3 font-bold text-white">{t('footer.quickLinks')}</h2>
        <ul className="space-y-2 text-sm text-brand-100">
          {links.map((l) => (
            <li key={l.id}>
              <MenuLink link={l} className={LINK} />
              {l.children.length > 0 && (
                <ul className="mt-2 ms-3 space-y-2 border-s border-brand-700 ps-3">
                  {l.children.map((c) => (
                    <li key={c.id}>
                      <MenuLink link={c} className={LINK} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t('nav.menu')}>
        <h2 className="mb-3 font-bold text-white">{t('nav.menu')}</h2>
        <ul className="space-y-2 text-sm text-brand-100">
          {SECTIONS.map((a) => (
            <li key={a}>
              <Link to={href('menu', {}, { hash: a })} className={LINK}>
                {t(`footer.categories.${a}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
