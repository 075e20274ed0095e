import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { useDismiss } from '@/hooks/use-dismiss';
import { cn } from '@/lib/cn';

export interface MenuLink {
  label: string;
  to: string;
  description?: string;
}

/**
 * A disclosure menu (button + list of links): opens on click or ArrowDown, arrow keys move
 * between links, Escape closes and returns focus to the button, so does a click outside.
 */
export function AboutMenu({ links, label = 'About' }: { links: MenuLink[]; label?: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const closeMenu = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  const active = links.some((link) => pathname === link.to);

  useDismiss(open, closeMenu, rootRef, buttonRef);

  const focusLink = (index: number) => {
    const items = rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]');
    if (!items || items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => focusLink(0));
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(
      rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusLink(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusLink(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusLink(items.length - 1);
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-xl px-3 text-sm font-semibold transition-colors hover:bg-slate-100 dark:hover:bg-slate-800',
          active || open
            ? 'text-brand-700 dark:text-brand-400'
            : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
        )}
      >
        {label}
        <ChevronDown
          className={cn('size-4 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
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
                {link.label}
              </span>
              {link.description && (
                <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                  {link.description}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
