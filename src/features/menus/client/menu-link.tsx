import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { isSitePath, type NavLink } from '../nav-pages';
import { useLinkText } from './link-text';

type ClassName = string | ((state: { isActive: boolean }) => string);
const resolve = (c: ClassName, isActive: boolean) => (typeof c === 'string' ? c : c({ isActive }));

/**
 * One stored link: a page of the shop through the router (marked current on its own page), an
 * anchor or search of the menu page through the router too, anything else (another site, or a
 * new tab) as a plain link; a new tab never gets a handle on this one (rel="noopener").
 */
export function MenuLink({
  link,
  className,
  children,
}: {
  link: NavLink;
  className: ClassName;
  children?: ReactNode;
}) {
  const text = useLinkText()(link);
  const content = children ?? text.title;
  if (link.target === '_blank' || !isSitePath(text.href)) {
    const blank = link.target === '_blank';
    return (
      <a
        href={text.href}
        className={resolve(className, false)}
        target={blank ? '_blank' : undefined}
        rel={blank ? 'noopener noreferrer' : undefined}
      >
        {content}
        {blank && (
          <ExternalLink aria-hidden="true" className="ms-1 inline h-3.5 w-3.5 align-[-2px] opacity-70" />
        )}
      </a>
    );
  }
  if (/[?#]/.test(text.href)) {
    return (
      <Link to={text.href} className={resolve(className, false)}>
        {content}
      </Link>
    );
  }
  return (
    <RouterNavLink to={text.href} end={text.href === '/'} className={className}>
      {content}
    </RouterNavLink>
  );
}
