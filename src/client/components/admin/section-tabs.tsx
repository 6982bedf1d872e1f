import { NavLink } from 'react-router';

export interface SectionTab {
  to: string;
  label: string;
}

/**
 * Sibling screens of one sidebar section as a row of tabs (links: each screen keeps its own
 * address, so Back and a shared link work). The current one is marked with aria-current.
 */
export function SectionTabs({ label, tabs }: { label: string; tabs: SectionTab[] }) {
  return (
    <nav aria-label={label} className="mb-5 border-b border-stone-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap ${
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
