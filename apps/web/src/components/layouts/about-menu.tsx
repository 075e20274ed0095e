import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { useMenu } from '@/hooks/use-menu';
import { cn } from '@/lib/cn';

export interface MenuLink {
  label: MessageDescriptor;
  to: string;
  description?: MessageDescriptor;
}

/**
 * A disclosure menu (button + list of links): opens on click or ArrowDown, arrow keys move
 * between links, Escape closes and returns focus to the button, so does a click outside.
 */
export function AboutMenu({ links, label }: { links: MenuLink[]; label?: string }) {
  const { t, i18n } = useLingui();
  const { open, setOpen, rootProps, buttonProps, panelProps } = useMenu('[data-menu-link]');
  const { pathname } = useLocation();
  const active = links.some((link) => pathname === link.to);

  return (
    <div {...rootProps}>
      <button
        {...buttonProps}
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-xl px-3 text-sm font-semibold transition-colors hover:bg-slate-100 dark:hover:bg-slate-800',
          active || open
            ? 'text-brand-700 dark:text-brand-400'
            : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
        )}
      >
        {label ?? t`About`}
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul
        {...panelProps}
        className="absolute start-0 top-full z-40 mt-2 w-72 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              data-menu-link=""
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  'block rounded-xl px-3 py-2.5 transition-colors hover:bg-slate-50 dark:hover:bg-slate-800',
                  isActive && 'bg-brand-50 dark:bg-brand-400/10',
                )
              }
            >
              <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                {i18n._(link.label)}
              </span>
              {link.description && (
                <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                  {i18n._(link.description)}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
