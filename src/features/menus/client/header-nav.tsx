import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavLink } from '../nav-pages';
import { useLinkText } from './link-text';
import { MenuLink } from './menu-link';
import { useNavLinks } from './navigation-query';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:text-brand-800'}`;
/** A header link or dropdown button: one line each, text centred alike (a link's inline box sat 1px off the button's). */
const headerClass = (s: { isActive: boolean }) =>
  `inline-flex items-center gap-1 whitespace-nowrap ${navClass(s)}`;

/**
 * A link with children: a disclosure button (the parent's title) opening a small panel with the
 * parent's own link first, then its children. Closes on a choice, a page change, Escape (focus
 * back on the button) or a click elsewhere.
 */
function Dropdown({ link }: { link: NavLink }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname, search, hash } = useLocation();
  const { title } = useLinkText()(link);
  useEffect(() => setOpen(false), [pathname, search, hash]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const item =
    'block rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:bg-brand-50 hover:text-brand-800';
  return (
    <li ref={ref} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={headerClass({ isActive: false })}
      >
        {title}
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute start-0 top-full z-40 mt-1 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
      >
        <li>
          <MenuLink link={link} className={item} />
        </li>
        {link.children.map((c) => (
          <li key={c.id}>
            <MenuLink link={c} className={item} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The header's links (desktop), from the stored header menu. More than fit on one line (a long
 * menu on a narrow screen) wrap onto a second line rather than over the logo.
 */
export function HeaderLinks() {
  const links = useNavLinks('header');
  return (
    <ul className="flex flex-wrap items-center justify-end gap-1">
      {links.map((l) =>
        l.children.length > 0 ? (
          <Dropdown key={l.id} link={l} />
        ) : (
          <li key={l.id}>
            <MenuLink link={l} className={headerClass} />
          </li>
        ),
      )}
    </ul>
  );
}

/** The phone menu's links, from the stored mobile menu: children listed under their parent. */
export function MobileLinks() {
  const links = useNavLinks('mobile');
  const block = (s: { isActive: boolean }) => `block ${navClass(s)}`;
  return (
    <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
      {links.map((l) => (
        <li key={l.id}>
          <MenuLink link={l} className={block} />
          {l.children.length > 0 && (
            <ul className="ms-4 flex flex-col gap-1 border-s border-stone-200 ps-2">
              {l.children.map((c) => (
                <li key={c.id}>
                  <MenuLink link={c} className={block} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
